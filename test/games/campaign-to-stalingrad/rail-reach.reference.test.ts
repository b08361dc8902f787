import { describe, expect, it } from 'vitest';
import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import { createContext, type CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import { interdictionFor, railStopIndex } from '#games/campaign-to-stalingrad/rules/air/interdiction';
import { railLoad, usable } from '#games/campaign-to-stalingrad/rules/movement/rail';
import { railDestinations } from '#games/campaign-to-stalingrad/rules/movement/rail-reach';
import { enemyOf, occupancy, type Occupancy } from '#games/campaign-to-stalingrad/rules/occupancy';
import { railHexes, railNeighbours } from '#games/campaign-to-stalingrad/rules/railroads/rail-links';
import { isNonCombat } from '#games/campaign-to-stalingrad/rules/unit-kind';
import { bondsOf } from '#games/campaign-to-stalingrad/rules/zones-of-control';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { HexId } from '#kernel/ids';
import type { BondMap } from '#kernel/zoc/bond-map';
import { realBundle } from './support/real-bundle';

const ctx = createContext(realBundle);

/**
 * The CtS 15.1-15.4 rail search as first written: breadth first over the rail net, each
 * hex's line made as a copy of the line to the hex it was reached from, one hex longer.
 * railDestinations now keeps each hex's place in the search and writes every line out once;
 * before its units' stacking (5.0) and NKVD (4.4.2) tests it must find the same hexes, in
 * the same order, with the same lines.
 */
function referenceLines(state: CtsState, occ: Occupancy, enemyBonds: BondMap, unit: string): { hex: HexId; path: HexId[] }[] {
  const spec = ctx.units.get(unit)!;
  const u = state.units[unit]!;
  const side = spec.side;
  const enemy = enemyOf(side);
  const cap = ctx.tables.rail[side]!;
  const use = state.railUse[side];
  const load = railLoad(ctx, unit);
  const enemyNear = (h: HexId): boolean => occ.enemyIn(h, side) || ctx.map.adjacent(h).some((n) => occ.some(n, enemy, (p) => !isNonCombat(p.spec)));
  const open = new Set(railHexes(ctx).filter((h) => usable(ctx, state, side, h) && !enemyNear(h)));
  const start = u.hex!;
  const lineTo = new Map<HexId, HexId[]>([[start, []]]);
  const queue: HexId[] = [start];
  for (let q = 0; q < queue.length; q++) {
    const h = queue[q]!;
    const here = lineTo.get(h)!;
    for (const n of railNeighbours(ctx, h)) {
      if (lineTo.has(n) || !open.has(n) || enemyBonds.blocks(h, n)) continue;
      if (ctx.map.hexsideFeatures(h, n).includes('rail-secondary') && (use.secondary[n] ?? 0) + load.divisions > cap.perSecondaryHex) continue;
      lineTo.set(n, [...here, n]);
      queue.push(n);
    }
  }
  lineTo.delete(start);
  const interdiction = interdictionFor(ctx, state, side);
  const found: { hex: HexId; path: HexId[] }[] = [];
  for (const h of [...lineTo.keys()].sort()) {
    const path = lineTo.get(h)!;
    const stop = interdiction.interdicted.size === 0 ? null : railStopIndex(interdiction, start, path);
    if (stop !== null && path.length - 1 > stop) continue;
    found.push({ hex: h, path });
  }
  return found;
}

/** Every secondary-line rail hex filled to its 15.4 limit for `side`, so that no line of a division goes on along one. */
function secondaryFull(state: CtsState, side: CtsSide): CtsState {
  const secondary: Record<string, number> = {};
  for (const h of railHexes(ctx)) for (const n of railNeighbours(ctx, h)) if (ctx.map.hexsideFeatures(h, n).includes('rail-secondary')) secondary[n] = ctx.tables.rail[side]!.perSecondaryHex;
  return { ...state, railUse: { ...state.railUse, [side]: { ...state.railUse[side], secondary } } };
}

describe('rail destinations (CtS 15.1-15.4, reference)', () => {
  it('reach the hexes of the search as first written, with the same lines, for every unit of every scenario', () => {
    let lines = 0;
    let longest = 0;
    for (const scenario of cts.scenarios.map((s) => s.id)) {
      const setup = cts.setup(scenario) as CtsState;
      for (const side of ['axis', 'soviet'] as const) {
        for (const state of [setup, secondaryFull(setup, side)]) {
          const occ = occupancy(ctx, state);
          const enemyBonds = bondsOf(ctx, state, enemyOf(side), occ);
          for (const id of Object.keys(state.units).sort()) {
            if (ctx.units.get(id)!.side !== side) continue;
            const got = railDestinations(ctx, state, occ, enemyBonds, id);
            if (got.length === 0) continue;
            // the stacking and NKVD tests keep some of the search's lines, in its order
            const reference = new Map(referenceLines(state, occ, enemyBonds, id).map((l) => [l.hex, l.path]));
            for (const g of got) expect([id, g.hex, [...g.path]]).toEqual([id, g.hex, reference.get(g.hex)]);
            expect(got.map((g) => g.hex)).toEqual([...reference.keys()].filter((h) => got.some((g) => g.hex === h)));
            lines += got.length;
            longest = Math.max(longest, ...got.map((g) => g.path.length));
          }
        }
      }
    }
    expect(lines).toBeGreaterThan(1000);
    expect(longest).toBeGreaterThan(10);
  });
});
