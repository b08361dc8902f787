import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { driveOnStalingrad } from '#games/drive-on-stalingrad';
import { DosOrder } from '#games/drive-on-stalingrad/orders/order';
import { problem } from '#games/drive-on-stalingrad/rules/problem';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { parseOrders } from '#games/drive-on-stalingrad/windows/parse-orders';

/** The first version: every order parsed with the whole union. */
const plainParse = (raw: readonly unknown[]) =>
  raw.map((o, index) => {
    const r = DosOrder.safeParse(o);
    if (r.success) return { index, order: r.data, problems: [] };
    return { index, order: null, problems: r.error.issues.map((i) => problem(i.path.map((p) => (typeof p === 'number' ? p : String(p))), 'schema', i.message)) };
  });

// orders of every kind the rules read, some legal and some not: the opening window's declarations and attacks, moves, entries
const start = driveOnStalingrad.setup('operation-blue') as DosState;
const units = Object.keys(start.units).slice(0, 6);
const hexes = [...new Set(Object.values(start.units).flatMap((u) => (u.hex ? [u.hex] : [])))].slice(0, 6);
const samples: unknown[] = [
  { move: { unit: units[0], path: hexes.slice(0, 2) } },
  { move: { units: units.slice(0, 2), path: hexes.slice(1, 3) } },
  { attack: { target: hexes[2], units: units.slice(0, 3) } },
  { declare: { phaseOrder: 'movement-first' } },
  { declare: { phaseOrder: 'sideways' } },
  { assault: { units: units.slice(0, 2), target: hexes[3], onSuccess: [hexes[4]] } },
  { sea: { unit: units[1], to: hexes[0], path: [] } },
  { network: { hex: hexes[0] } },
  { aerial: { hex: hexes[1] } },
  { enter: { unit: units[2], hex: hexes[3], path: [] } },
  { withdraw: { units: units.slice(0, 1) } },
  { place: { unit: units[3], hex: hexes[2] } },
];
const order = fc.oneof(
  fc.constantFrom(...samples),
  fc.tuple(fc.constantFrom(...samples), fc.constantFrom('move', 'attack', 'declare', 'sea', 'extra', 'toString')).map(([o, k]) => ({ ...(o as object), [k]: Object.values(o as object)[0] })),
  fc.tuple(fc.constantFrom(...samples), fc.constantFrom('move', 'attack', 'assault', 'enter', 'place')).map(([o, k]) => ({ [k]: Object.values(o as object)[0] })),
  fc.tuple(fc.constantFrom(...samples), fc.string(), fc.anything()).map(([o, k, v]) => {
    const [key, body] = Object.entries(o as object)[0]!;
    return { [key]: { ...(body as object), [k]: v } };
  }),
  fc.anything(),
);

describe('orders read with the order schema', () => {
  it('give the whole union\'s orders and problems, in order, whatever the file holds', () => {
    fc.assert(
      fc.property(fc.array(order, { maxLength: 8 }), (raw) => {
        expect(parseOrders(raw)).toEqual(plainParse(raw));
      }),
      { numRuns: 500 },
    );
    // the samples hold accepted orders of several kinds
    expect(new Set(plainParse(samples).flatMap((r) => (r.order ? Object.keys(r.order) : []))).size).toBeGreaterThanOrEqual(4);
  });
});
