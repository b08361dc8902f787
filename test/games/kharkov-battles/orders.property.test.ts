import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FILE_CHECK_CODES } from '#games/kharkov-battles/orders/file-checks';
import { parseKbOrders } from '#games/kharkov-battles/orders/parse';
import { KbOrderSchema, parseKbOrder } from '#games/kharkov-battles/orders/schema';
import { spoiledOrders } from '../../support/spoiled-orders';

/** One order of every kind, as a turn file writes it. */
const SAMPLES: Record<string, unknown>[] = [
  { interdict: { hex: 'KB3412' } },
  { breakdown: { division: 'ger-320-inf' } },
  { recombine: { hex: '3412', division: 'ger-320-inf' } },
  { support: { hq: 'ger-hq-48pzk' } },
  { panzerKorps: { hq: 'ger-hq-48pzk', divisions: ['ger-6pz', 'ger-11pz'] } },
  { reinforce: { unit: 'sov-3gtk', area: 'S1' } },
  { replace: { unit: 'sov-62rd', hex: '3617' } },
  { returnHq: { unit: 'sov-hq-6a', hex: '3631' } },
  { returnSilhouette: { unit: 'ger-503-tiger', hex: '3505' } },
  { ersatz: { hex: 'KB3505' } },
  { build: { hex: '3412' } },
  { pontoon: { hex: '1905', across: '1906' } },
  { removeBridge: { hex: '1905', across: '1906' } },
  { removeFz: { hex: '3412' } },
  { move: { unit: 'ger-lah-1', path: ['3517', '3518'], strategic: true } },
  { move: { unit: 'ger-lah-1', path: ['3517'], infiltrate: true, ifBlocked: 'stop' } },
  { assault: { unit: 'ger-lah-1', path: ['3517'], target: '3518', air: 1, retreat: ['3619'], then: [{ move: { unit: 'ger-lah-1', path: ['3619'] } }], else: [{ overrun: { unit: 'ger-lah-2', path: ['3516'], target: '3516' } }] } },
  { overrun: { unit: 'sov-1gtk', path: ['3517', '3518'], target: '3517' } },
  { attack: { attackers: ['sov-62gd'], targets: ['3617'], air: 2, losses: ['sov-62gd'], retreat: { hold: 1 }, advance: [{ units: ['sov-62gd'], path: ['3617'] }], follow: ['sov-hq'] } },
  { airDefense: { commit: 1 } },
  { participants: { units: ['sov-62gd'] } },
  { losses: { units: ['ger-lah-1'] } },
  { retreat: { hold: 0, path: ['3718'] } },
  { advance: [] },
  { displace: { hex: '3618' } },
];

const KEYS = [...new Set(SAMPLES.map((s) => Object.keys(s)[0]!)), 'unit', 'hex', 'then', 'else'];

/** A sample order spoiled or not: a field removed, replaced by anything, a key added or renamed, the body unwrapped. */
const orderArb = spoiledOrders(SAMPLES, KEYS);

/** Movement orders with branches nested at random, valid or spoiled at any depth. */
const { branchy } = fc.letrec<{ branchy: unknown }>((tie) => ({
  branchy: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...SAMPLES.slice(14, 18)),
    fc.record({ kind: fc.constantFrom('assault', 'overrun'), then: fc.array(tie('branchy'), { maxLength: 3 }), else: fc.option(fc.array(tie('branchy'), { maxLength: 2 }), { nil: undefined }) }).map(({ kind, then, else: otherwise }) =>
      kind === 'assault' ? { assault: { unit: 'ger-lah-1', target: '3518', then, ...(otherwise ? { else: otherwise } : {}) } } : { overrun: { unit: 'ger-lah-1', path: ['3518'], target: '3518', then, ...(otherwise ? { else: otherwise } : {}) } },
    ),
    orderArb,
  ),
}));

const CODE = /^[a-z][a-z0-9-]*$/;

describe('reading orders never throws (property)', () => {
  it('answers every file of orders and standing orders with orders or problems, each problem with a path under its order, a code and a message', () => {
    let refused = 0;
    let read = 0;
    fc.assert(
      fc.property(fc.array(fc.oneof(orderArb, branchy), { maxLength: 6 }), fc.option(fc.anything({ maxDepth: 3 }), { nil: undefined }), (orders, standing) => {
        const r = parseKbOrders(orders, standing);
        expect(r.orders).toHaveLength(orders.length);
        r.orders.forEach((o, i) => {
          const mine = r.issues.filter((x) => x.path[0] === 'orders' && x.path[1] === i);
          if (o === null) refused++;
          else read++;
          if (o === null) expect(mine.length).toBeGreaterThan(0);
          else for (const x of mine) expect(FILE_CHECK_CODES).toContain(x.code);
        });
        for (const x of r.issues) {
          expect(['orders', 'standing']).toContain(x.path[0]);
          expect(x.code).toMatch(CODE);
          expect(x.message.length).toBeGreaterThan(0);
          if (x.rule !== undefined) expect(x.rule).toMatch(/^KB \d+\.\d+/);
        }
        if (standing === undefined) expect(r.standing).toBeNull();
        else expect(r.standing === null).toBe(r.issues.some((x) => x.path[0] === 'standing'));
      }),
      { numRuns: 700 },
    );
    expect(read).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(100);
  });

  it('parses one order by its kind as the union of every kind does: the same order, or the same issues', () => {
    fc.assert(
      fc.property(fc.oneof(orderArb, branchy), (raw) => {
        const union = KbOrderSchema.safeParse(raw);
        const fast = parseKbOrder(raw);
        expect(fast.success).toBe(union.success);
        if (union.success) expect(fast.data).toStrictEqual(union.data);
        else expect(fast.error?.issues).toStrictEqual(union.error.issues);
      }),
      { numRuns: 700 },
    );
  });

  it('reaches every kind of order with the samples', () => {
    for (const raw of SAMPLES) expect([raw, parseKbOrder(raw).success]).toEqual([raw, true]);
    expect(new Set(SAMPLES.map((s) => Object.keys(s)[0])).size).toBe(KbOrderSchema.options.length);
  });
});
