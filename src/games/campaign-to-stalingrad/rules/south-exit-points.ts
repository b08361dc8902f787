import type { HexId } from '#kernel/ids';
import type { BondMap } from '#kernel/zoc/bond-map';
import type { CtsContext } from '../data/context';
import type { UnitSpec } from '../data/schema';
import type { CtsState } from '../state/types';
import { hasLocToEdge } from './communication';
import { southExits } from './movement/off-map';
import type { Occupancy } from './occupancy';
import { isHq, isNonCombat, isSmall } from './unit-kind';

const ALLIED = new Set(['hungarian', 'rumanian', 'italian']);

/**
 * CtS 35.8 D: Axis units exited off the south edge at a road hex: 1 a division, 2 a panzer
 * or mechanized (motorized) division, 1/2 a brigade or regiment, 5 the Oil Brigade; only
 * the first six Hungarian, Rumanian or Italian divisions to exit count (in the order they
 * left: turn, then id). Nothing at all unless, at the end of turn 15, an Axis Line Of
 * Communication joins the Axis friendly map edge to at least one road hex of the south
 * edge (one not occupied by Soviet units). HQs are not divisions: none.
 */
export function southExitPoints(ctx: CtsContext, state: CtsState, occ: Occupancy, sovietBonds: BondMap): { points: number; units: string[]; loc: boolean } {
  const exits = southExits(ctx, state);
  const v = ctx.scenarios.get(state.scenario)?.victory.axis ?? {};
  const exited = Object.entries(state.units)
    .filter(([id, u]) => u.where === 'off-map' && u.hex !== null && exits.has(u.hex) && ctx.units.get(id)!.side === 'axis')
    .sort(([a, x], [b, y]) => (x.leftMapTurn ?? 0) - (y.leftMapTurn ?? 0) || (a < b ? -1 : 1))
    .map(([id]) => ctx.units.get(id)!);
  if (exited.length === 0) return { points: 0, units: [], loc: false };
  const loc = axisLocToSouthRoadHex(ctx, state, occ, sovietBonds);
  if (!loc) return { points: 0, units: exited.map((u) => u.id), loc };
  let allied = 0;
  let points = 0;
  for (const u of exited) {
    const isDivision = !isSmall(u) && !isHq(u);
    if (isDivision && ALLIED.has(u.nationality) && ++allied > (v.exitAlliedDivisions ?? 6)) continue;
    points += exitValue(u, v);
  }
  return { points, units: exited.map((u) => u.id), loc };
}

function exitValue(u: UnitSpec, v: Record<string, number>): number {
  if (u.type === 'oil') return v.exitOilBrigade ?? 5;
  if (isHq(u)) return 0;
  if (isSmall(u)) return v.exitBrigade ?? 0.5;
  if (u.type === 'panzer' || u.type === 'motorized') return v.exitMechanized ?? 2;
  return v.exitDivision ?? 1;
}

/**
 * CtS 35.8 D, 37.4 A: an Axis Line Of Communication from the Axis friendly map edge to at
 * least one road hex of the south edge that no Soviet combat unit occupies.
 */
export function axisLocToSouthRoadHex(ctx: CtsContext, state: CtsState, occ: Occupancy, sovietBonds: BondMap): boolean {
  return [...southExits(ctx, state)].some((h) => !occ.at(h as HexId, 'soviet').some((p) => !isNonCombat(p.spec)) && hasLocToEdge(ctx, state, occ, 'axis', h as HexId, sovietBonds));
}
