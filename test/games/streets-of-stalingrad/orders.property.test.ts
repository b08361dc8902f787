import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSosOrders } from '#games/streets-of-stalingrad/orders/parse';
import { SosOrderSchema, parseSosOrder } from '#games/streets-of-stalingrad/orders/schema';
import { SOS_BOXES } from '#games/streets-of-stalingrad/orders/places';
import { pathMoments } from '#games/streets-of-stalingrad/orders/path-moments';
import { spoiledOrders } from '../../support/spoiled-orders';

/** One order of every kind, as a turn file writes it. */
const SAMPLES: Record<string, unknown>[] = [
  { endGame: true },
  { withdraw: { units: ['ger-29mot-1'], points: 6 } },
  { consolidate: { unit: 'sov-a', for: 'sov-b', hex: '0531' } },
  { bombard: { target: '0531', indirect: [{ units: ['ger-art'], spotter: 'ger-op' }], table: 'crt' } },
  { bombard: { target: 'EB-S', stukas: { count: 2, spotter: 'ger-lw-op' } } },
  { enter: { units: ['sov-284-1'], box: 'EB-C' } },
  { dismount: { units: ['ger-mot-1'] } },
  { remount: { units: ['ger-mot-1'] } },
  { move: { units: ['sov-a', 'sov-b'], path: ['EB-C', '0331', '0332'], mode: 'normal', transport: 'sov-t', ifStopped: 'stop', losses: ['sov-b'] } },
  { breakthrough: { target: '0630', attackers: ['ger-a'], losses: ['ger-a'] } },
  { markAttack: { hex: '0531', by: 'ger-a' } },
  { attack: { target: '0531', fire: [{ units: ['ger-a'], from: '0631' }], indirect: [{ units: ['ger-art'], spotter: 'ger-op' }], stukas: { count: 1, spotter: 'ger-lw-op' }, closeAssault: true, engineers: ['ger-a'], losses: ['ger-a'], advance: ['ger-a'] } },
  { infiltrate: { target: '0531', units: ['sov-herman', 'sov-13gd-42-1'], path: ['0431'], unit: 'ger-a', back: ['0331'] } },
  { defense: { attacks: [{ hex: '0531', retreat: [{ units: ['sov-b'], path: ['0532'] }], fire: [{ units: ['sov-a'], at: '0631' }], support: [{ units: ['sov-art'], spotter: 'sov-op', at: '0631' }], flotilla: [{ units: ['sov-rf-1'], from: '0171', at: '0631' }] }] } },
  { counterAttack: { units: ['ger-a'] } },
  { retreat: { hold: true, sacrifice: 'sov-a' } },
];

const KEYS = [...new Set(SAMPLES.map((s) => Object.keys(s)[0]!)), 'units', 'path', 'target', 'hex'];
const orderArb = spoiledOrders(SAMPLES, KEYS);
const CODE = /^[a-z][a-z0-9-]*$/;

describe('reading orders never throws (property)', () => {
  it('answers every file with orders or problems, each problem with a path under its order or the policy, a code, a message, a SoS rule', () => {
    let refused = 0;
    let read = 0;
    fc.assert(
      fc.property(fc.array(orderArb, { maxLength: 6 }), fc.option(fc.anything({ maxDepth: 3 }), { nil: undefined }), fc.constantFrom('german', 'soviet', undefined), (orders, standing, side) => {
        const r = parseSosOrders(orders, standing, side as 'german' | 'soviet' | undefined);
        expect(r.orders).toHaveLength(orders.length);
        r.orders.forEach((o, i) => {
          const mine = r.issues.filter((x) => x.path[0] === 'orders' && x.path[1] === i);
          if (o === null) {
            refused++;
            expect(mine.length).toBeGreaterThan(0);
          } else {
            read++;
            for (const x of mine) expect(x.code).toBe('german-only');
          }
        });
        for (const x of r.issues) {
          expect(['orders', 'standing']).toContain(x.path[0]);
          expect(x.code).toMatch(CODE);
          expect(x.message.length).toBeGreaterThan(0);
          if (x.rule !== undefined) expect(x.rule).toMatch(/^SoS \d+\.\d+/);
        }
      }),
      { numRuns: 600 },
    );
    expect(read).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(100);
  });

  it('parses one order by its kind as the union of every kind does: the same order, or the same issues', () => {
    fc.assert(
      fc.property(orderArb, (raw) => {
        const union = SosOrderSchema.safeParse(raw);
        const fast = parseSosOrder(raw);
        expect(fast.success).toBe(union.success);
        if (union.success) expect(fast.data).toStrictEqual(union.data);
        else expect(fast.error?.issues).toStrictEqual(union.error.issues);
      }),
      { numRuns: 600 },
    );
  });

  it('reaches every kind of order with the samples', () => {
    for (const raw of SAMPLES) expect([raw, parseSosOrder(raw).success]).toEqual([raw, true]);
  });
});

describe('a path is read hex by hex (SoS 8.0, 11.4)', () => {
  const hex = fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0'));
  const place = fc.oneof(hex, fc.constantFrom(...SOS_BOXES));

  it('takes any path that never stays in its hex, in its order, as written', () => {
    fc.assert(
      fc.property(fc.array(place, { minLength: 1, maxLength: 30 }).filter((p) => p.every((h, i) => i === 0 || p[i - 1] !== h)), (path) => {
        const r = parseSosOrders([{ move: { units: ['ger-a'], path } }]);
        expect(r.issues).toEqual([]);
        expect(r.orders[0]).toEqual({ move: { units: ['ger-a'], path } });
      }),
    );
  });

  it('refuses a path that stays in its hex at exactly the steps that do', () => {
    let refused = 0;
    fc.assert(
      fc.property(fc.array(fc.constantFrom('0531', '0532', 'EB-N'), { minLength: 2, maxLength: 20 }), (path) => {
        const stays = path.flatMap((h, i) => (i > 0 && path[i - 1] === h ? [i] : []));
        if (stays.length > 0) refused++;
        const r = parseSosOrders([{ move: { units: ['ger-a'], path } }]);
        expect(r.issues.map((i) => i.path.at(-1))).toEqual(stays);
        for (const i of r.issues) expect([i.code, i.rule]).toEqual(['step-in-place', 'SoS 8.0']);
      }),
    );
    expect(refused).toBeGreaterThan(20);
  });
});

describe('a move is executed one moment at a time (SoS 11.4)', () => {
  it('reads the policy first in the start hex, the instant the stack starts moving, then in every hex entered, in order', () => {
    expect(pathMoments('0530', ['0531', '0532'])).toEqual([
      { step: 0, place: '0530', moment: 'starts-moving' },
      { step: 1, place: '0531', moment: 'enters' },
      { step: 2, place: '0532', moment: 'enters' },
    ]);
  });

  it('has one moment more than the path has hexes, the path in its order after the start (property)', () => {
    const hex = fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0'));
    fc.assert(
      fc.property(hex, fc.array(hex, { minLength: 1, maxLength: 40 }), (from, path) => {
        const m = pathMoments(from, path);
        expect(m).toHaveLength(path.length + 1);
        expect(m.slice(1).map((x) => x.place)).toEqual(path);
        expect(m.map((x) => x.step)).toEqual(m.map((_, i) => i));
        expect(m.filter((x) => x.moment === 'starts-moving')).toEqual([{ step: 0, place: from, moment: 'starts-moving' }]);
      }),
    );
  });
});
