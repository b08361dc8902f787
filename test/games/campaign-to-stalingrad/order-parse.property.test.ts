import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CtsOrderSchema, parseOrder } from '#games/campaign-to-stalingrad/orders/schema';
import { spoiledOrders } from '../../support/spoiled-orders';

/** One order of every kind, as a turn file writes it. */
const SAMPLES: Record<string, unknown>[] = [
  { place: { units: ['ger-1'], hex: '1520' } },
  { place: { depot: '1520', hex: '1521' } },
  { depot: { create: '1520' } },
  { depot: { move: { from: '1520', to: '1521' } } },
  { depot: { absorb: '1520' } },
  { depot: { remove: '1520' } },
  { repair: { hex: '1520' } },
  { overrun: { target: '1520', units: ['ger-1', 'ger-2'], maximumEffort: 1 } },
  { overrun: { target: '1520', units: ['ger-1'] } },
  { move: { unit: 'ger-1', path: ['1520', '1521'], strategic: true } },
  { move: { unit: 'ger-1', path: [], exit: true } },
  { rail: { unit: 'ger-1', path: ['1520'] } },
  { attack: { attackers: ['ger-1'], targets: ['1520'] } },
  { attack: { attackers: ['ger-1', 'ger-2'], targets: ['1520', '1521'], maximumEffort: 2, advance: { units: ['ger-1'], path: ['1520'] } } },
  { activate: { hq: 'ger-6A-hq', depot: '1520' } },
  { activate: { hq: 'ger-6A-hq', supplyPoint: true } },
  { enter: { unit: 'sov-1', hex: '1520' } },
  { replacement: { type: 'german-infantry', from: '1520', path: ['1521'], rail: true } },
  { air: { unit: 'ger-air-1', hex: '1520' } },
  { airHq: { hq: 'ger-air-hq', side: 'mobile' } },
  { airSupply: { sp: 1 } },
  { bombard: { hex: '1520', air: ['ger-air-1'] } },
];

const KEYS = ['place', 'depot', 'repair', 'overrun', 'move', 'rail', 'attack', 'activate', 'enter', 'replacement', 'air', 'airHq', 'airSupply', 'bombard', 'unit', 'hex'];

/** A sample order spoiled or not: a field removed, replaced by anything, a key added or renamed. */
const orderArb = spoiledOrders(SAMPLES, KEYS);

describe('one order parsed by its kind (property)', () => {
  it('answers as the union of every kind of order: the same order with its defaults, or the same issues', () => {
    let passed = 0;
    let refused = 0;
    fc.assert(
      fc.property(orderArb, (raw) => {
        const union = CtsOrderSchema.safeParse(raw);
        const fast = parseOrder(raw);
        if (union.success) passed++;
        else refused++;
        expect(fast.success).toBe(union.success);
        if (union.success) expect(fast.data).toStrictEqual(union.data);
        else expect(fast.error?.issues).toStrictEqual(union.error.issues);
      }),
      { numRuns: 2000 },
    );
    expect(passed).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(100);
  });

  it('parses every sample as an order (each kind of order is reached)', () => {
    for (const raw of SAMPLES) expect([raw, parseOrder(raw).success]).toEqual([raw, true]);
  });
});
