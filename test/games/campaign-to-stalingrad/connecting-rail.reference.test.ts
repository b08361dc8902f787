import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import { friendlyEdge } from '#games/campaign-to-stalingrad/rules/friendly-edge';
import { enemyOf, occupancy, type Occupancy } from '#games/campaign-to-stalingrad/rules/occupancy';
import { railNeighbours } from '#games/campaign-to-stalingrad/rules/railroads/rail-links';
import { unrepairedFor } from '#games/campaign-to-stalingrad/rules/railroads/repair-state';
import { connectingRailHexes } from '#games/campaign-to-stalingrad/rules/supply/connecting-rail';
import { partisansCut } from '#games/campaign-to-stalingrad/rules/supply/partisan-garrison';
import { isNonCombat } from '#games/campaign-to-stalingrad/rules/unit-kind';
import { bondsOf } from '#games/campaign-to-stalingrad/rules/zones-of-control';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { hexsideKey } from '#kernel/hex/hexside';
import { hexId, type HexId } from '#kernel/ids';
import type { BondMap } from '#kernel/zoc/bond-map';
import { tinyWorld, type TinyUnit } from './support/tiny-world';

/**
 * The 15.5 Connecting Rail Hex search as first written: breadth first from the friendly
 * edge hexes in id order, by hex id, judging a hex each time a step reaches it.
 * connectingRailHexes now searches by hex number; it must find the same hexes in the
 * same order.
 */
function referenceSearch(ctx: CtsContext, state: CtsState, occ: Occupancy, side: CtsSide, enemyBonds: BondMap): HexId[] {
  const enemy = enemyOf(side);
  const unrepaired = unrepairedFor(ctx, state, side);
  const open = (h: HexId): boolean =>
    state.control[h] === side && !unrepaired.has(h) && !occ.some(h, enemy, (p) => !isNonCombat(p.spec)) && !(side === 'axis' && partisansCut(ctx, occ, h));
  const railTo = (h: HexId): readonly HexId[] => (ctx.map.has(h) ? railNeighbours(ctx, h) : ctx.map.neighbours(h).filter((n) => ctx.map.hexside(h, n).some((f) => f.startsWith('rail-'))));
  const seen = new Set<HexId>();
  const queue: HexId[] = [];
  for (const e of [...friendlyEdge(ctx, state, side)].sort()) {
    if (railTo(e).length > 0 && open(e) && enemyBonds.hexBondsAt(e).length === 0) {
      seen.add(e);
      queue.push(e);
    }
  }
  for (let next = 0; next < queue.length; next++) {
    const h = queue[next]!;
    for (const n of railTo(h)) {
      if (seen.has(n) || !open(n) || enemyBonds.blocks(h, n)) continue;
      seen.add(n);
      queue.push(n);
    }
  }
  return queue;
}

const hexArb = fc.record({ r: fc.integer({ min: 10, max: 20 }), c: fc.integer({ min: 1, max: 20 }) }).map(({ r, c }) => `${r}${String(c).padStart(2, '0')}`);
const sideArb = fc.constantFrom<CtsSide>('axis', 'soviet');

/** Rail lines across the fragment, units of both sides (some Oil counters, which never block), control, unrepaired rail and Major Cities. */
const positionArb = fc.record({
  /** Rows of rail from the Soviet edge (column 01) to the Axis edge (column 20), with breaks. */
  lines: fc.array(fc.record({ row: fc.integer({ min: 10, max: 20 }), breaks: fc.array(fc.integer({ min: 1, max: 19 }), { maxLength: 2 }) }), { minLength: 1, maxLength: 4 }),
  spurs: fc.array(fc.record({ hex: hexArb, k: fc.nat(5) }), { maxLength: 30 }),
  units: fc.array(fc.record({ side: sideArb, hex: hexArb, oil: fc.boolean(), steps: fc.constantFrom(1, 2) }), { maxLength: 30 }),
  /** The side that controls each column from the west (Axis) up to the front; beyond it, the Soviet. */
  front: fc.integer({ min: 0, max: 21 }),
  flipped: fc.dictionary(hexArb, sideArb, { maxKeys: 30 }),
  unrepaired: fc.record({ axis: fc.array(hexArb, { maxLength: 10 }), soviet: fc.array(hexArb, { maxLength: 6 }) }),
  cities: fc.array(hexArb, { maxLength: 8 }),
});

const { ctx: grid } = tinyWorld({ units: [] });

describe('the 15.5 Connecting Rail Hexes by hex number (reference)', () => {
  it('finds the hexes the search by id finds, in its order (CtS 15.5, 15.6, 15.7)', () => {
    let connected = 0;
    let cutByCity = 0;
    fc.assert(
      fc.property(positionArb, (p) => {
        const hexsides: Record<string, string[]> = {};
        for (const { row, breaks } of p.lines) {
          for (let c = 1; c < 20; c++) {
            if (breaks.includes(c)) continue;
            const a = hexId(`${row}${String(c).padStart(2, '0')}`);
            const next = grid.map.neighbours(a).find((n) => Number(n.slice(2)) === c + 1);
            if (next) hexsides[hexsideKey(a, next)] = ['rail-main'];
          }
        }
        for (const { hex, k } of p.spurs) {
          const ns = grid.map.neighbours(hexId(hex));
          hexsides[hexsideKey(hexId(hex), ns[k % ns.length]!)] = ['rail-secondary'];
        }
        const units: TinyUnit[] = p.units.map((u, i) =>
          u.side === 'axis'
            ? { id: `a${i}`, side: 'axis', type: u.oil ? 'oil' : 'infantry', faces: ['6-7-4', '3-4-4'], hex: u.hex, steps: u.steps }
            : { id: `s${i}`, side: 'soviet', type: u.oil ? 'oil' : 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: u.hex, steps: u.steps },
        );
        const control: Record<string, CtsSide> = {};
        for (const h of grid.map.hexIds()) control[h] = Number(h.slice(2)) > p.front ? 'axis' : 'soviet';
        Object.assign(control, p.flipped);
        const features = Object.fromEntries(p.cities.map((h) => [h, ['major-city']]));
        const { ctx, state } = tinyWorld({ units, hexsides, control, features, unrepaired: p.unrepaired });
        const occ = occupancy(ctx, state);
        for (const side of ['axis', 'soviet'] as CtsSide[]) {
          const enemyBonds = bondsOf(ctx, state, enemyOf(side), occ);
          const ref = referenceSearch(ctx, state, occ, side, enemyBonds);
          connected += ref.length;
          if (side === 'axis' && p.cities.some((c) => partisansCut(ctx, occ, hexId(c)) && railNeighbours(ctx, hexId(c)).length > 0)) cutByCity++;
          expect([side, [...connectingRailHexes(ctx, state, occ, side, enemyBonds)]]).toEqual([side, ref]);
        }
      }),
      { numRuns: 200 },
    );
    expect(connected).toBeGreaterThan(0); // some rail reaches an edge
    expect(cutByCity).toBeGreaterThan(0); // and some ungarrisoned Major Cities stand on it
  });

  it('passes over a friendly edge hex off the map as the search by id does (CtS 8.0, 15.5)', () => {
    // the Soviet edge: column 01 and a hex beyond the fragment (row 09) with a rail hexside to 1001
    const off = hexId('0901');
    const on = hexId('1001');
    const inner = grid.map.neighbours(on).find((n) => Number(n.slice(2)) === 2)!;
    const hexsides = { [hexsideKey(off, on)]: ['rail-main'], [hexsideKey(on, inner)]: ['rail-main'] };
    const edge = [off, ...grid.map.hexIds().filter((h) => h.endsWith('01'))];
    const { ctx, state } = tinyWorld({ units: [], hexsides, edges: { soviet: edge }, control: { [off]: 'soviet', [on]: 'soviet', [inner]: 'soviet' } });
    const occ = occupancy(ctx, state);
    const enemyBonds = bondsOf(ctx, state, 'axis', occ);
    const ref = referenceSearch(ctx, state, occ, 'soviet', enemyBonds);
    expect(ref).toEqual([on, inner]);
    expect([...connectingRailHexes(ctx, state, occ, 'soviet', enemyBonds)]).toEqual(ref);
  });
});
