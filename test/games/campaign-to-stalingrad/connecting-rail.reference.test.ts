import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import { passThrough } from '#games/campaign-to-stalingrad/rules/control';
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

/** The fragment of a positionArb: rail rows and spurs, units, control, unrepaired rail and Major Cities. */
function worldOf(p: typeof positionArb extends fc.Arbitrary<infer T> ? T : never): { ctx: CtsContext; state: CtsState } {
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
  return { ctx, state };
}

describe('the 15.5 Connecting Rail Hexes by hex number (reference)', () => {
  it('finds the hexes the search by id finds, in its order (CtS 15.5, 15.6, 15.7)', () => {
    let connected = 0;
    let cutByCity = 0;
    fc.assert(
      fc.property(positionArb, (p) => {
        const { ctx, state } = worldOf(p);
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

  it('finds them position after position, the answer of an earlier position kept only where nothing the search reads changed (CtS 6.3, 6.5, 15.5, 15.7)', () => {
    /** A unit moved, lost a step, left the map or marked; a hex changing hands as a move or retreat changes it (7.0), or in a record made otherwise. */
    const changeArb = fc.record({ unit: fc.nat(), what: fc.constantFrom('move', 'move', 'step', 'off', 'mark', 'pass', 'pass', 'flip'), hex: hexArb, side: sideArb });
    let kept = 0;
    fc.assert(
      fc.property(positionArb, fc.array(fc.array(changeArb, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 10 }), fc.array(fc.boolean(), { maxLength: 11 }), (p, steps, unasked) => {
        const { ctx, state: first } = worldOf(p);
        const ids = Object.keys(first.units);
        let state = first;
        let n = 0;
        let before = new Map<CtsSide, HexId[]>();
        for (const step of [undefined, ...steps]) {
          for (const c of step ?? []) {
            if (c.what === 'pass') state = passThrough(state, c.side, [hexId(c.hex)]);
            else if (c.what === 'flip') state = { ...state, control: { ...state.control, [c.hex]: c.side } };
            else if (ids.length > 0) {
              const id = ids[c.unit % ids.length]!;
              const u = state.units[id]!;
              const now =
                c.what === 'move' ? { ...u, where: 'map' as const, hex: hexId(c.hex) } : c.what === 'step' ? { ...u, steps: Math.max(1, u.steps - 1) } : c.what === 'off' ? { ...u, where: 'off-map' as const, hex: null } : { ...u, attacked: true };
              state = { ...state, units: { ...state.units, [id]: now } };
            }
          }
          // who stands where is asked between the rail searches, as the rules ask it
          if (unasked[n++] === true) {
            occupancy(ctx, state);
            continue;
          }
          const occ = occupancy(ctx, state);
          const now = new Map<CtsSide, HexId[]>();
          for (const side of ['axis', 'soviet'] as CtsSide[]) {
            const enemyBonds = bondsOf(ctx, state, enemyOf(side), occ);
            const ref = referenceSearch(ctx, state, occ, side, enemyBonds);
            expect([side, [...connectingRailHexes(ctx, state, occ, side, enemyBonds)]]).toEqual([side, ref]);
            if (ref.length > 0 && before.get(side)?.join() === ref.join()) kept++;
            now.set(side, ref);
          }
          before = now;
        }
      }),
      { numRuns: 300 },
    );
    expect(kept).toBeGreaterThan(0); // positions whose answer stood as it was
  });

  it('stops at a Hex Bond an enemy move makes across the line, though no unit enters a rail hex (CtS 6.3, 15.5)', () => {
    // a Soviet rail line along row 12 from the Soviet edge (column 01); an Axis unit beside the line, then a second on its far side
    const line = grid.map.hexIds().filter((h) => h.startsWith('12'));
    const hexsides: Record<string, string[]> = {};
    for (const a of line) for (const b of grid.map.neighbours(a)) if (b.startsWith('12')) hexsides[hexsideKey(a, b)] = ['rail-main'];
    const mid = hexId('1210');
    // two neighbours of the rail hex on either side of the line, two hexes apart: their only common neighbour is the rail hex
    const [n1, n2] = grid.map.neighbours(mid).flatMap((a) => grid.map.neighbours(mid).filter((b) => a < b && !a.startsWith('12') && !b.startsWith('12') && grid.map.grid.distance(a, b) === 2).map((b) => [a, b] as const))[0]!;
    const control = Object.fromEntries(grid.map.hexIds().map((h) => [h, 'soviet' as CtsSide]));
    const units: TinyUnit[] = [
      { id: 'a0', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: n1 },
      { id: 'a1', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '2020' },
    ];
    const { ctx, state: first } = tinyWorld({ units, hexsides, control });
    const answer = (state: CtsState): HexId[] => {
      const occ = occupancy(ctx, state);
      const enemyBonds = bondsOf(ctx, state, 'axis', occ);
      const ref = referenceSearch(ctx, state, occ, 'soviet', enemyBonds);
      expect([...connectingRailHexes(ctx, state, occ, 'soviet', enemyBonds)]).toEqual(ref);
      return ref;
    };
    expect(answer(first)).toContain(mid);
    const bonded = { ...first, units: { ...first.units, a1: { ...first.units.a1!, hex: hexId(n2) } } };
    expect(bondsOf(ctx, bonded, 'axis').hexBondsAt(mid)).toHaveLength(1);
    const cut = answer(bonded);
    expect(cut).not.toContain(mid);
    expect(cut.length).toBeGreaterThan(0);
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
