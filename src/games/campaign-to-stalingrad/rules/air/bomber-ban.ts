import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { isIsolated } from '../communication';
import { enemyOf, occupancy } from '../occupancy';
import { isHq, isNonCombat } from '../unit-kind';
import { stackingValue } from '../unit-values';
import { bondsOf } from '../zones-of-control';
import { groundMemo } from './ground-memo';

/**
 * CtS 23.16: the owner's divisions presently Isolated, counted in divisional equivalents
 * (stacking value; digest A31). HQs and non-combat counters do not count.
 */
export function isolatedDivisions(ctx: CtsContext, state: CtsState, side: CtsSide): number {
  return groundMemo(ctx, state, `isolated-divisions:${side}`, () => countIsolated(ctx, state, side));
}

function countIsolated(ctx: CtsContext, state: CtsState, side: CtsSide): number {
  const occ = occupancy(ctx, state);
  const enemyBonds = bondsOf(ctx, state, enemyOf(side), occ);
  const isolatedHex = new Map<string, boolean>();
  let n = 0;
  for (const [id, u] of Object.entries(state.units)) {
    const spec = ctx.units.get(id);
    if (!spec || spec.side !== side || u.where !== 'map' || u.hex === null || isHq(spec) || isNonCombat(spec)) continue;
    if (!isolatedHex.has(u.hex)) isolatedHex.set(u.hex, isIsolated(ctx, state, occ, side, u.hex, enemyBonds));
    if (isolatedHex.get(u.hex)) n += stackingValue(spec, ctx.tables);
  }
  return n;
}

/** CtS 23.16: with more than ten of the owner's divisions Isolated, his bombers (type B) fly no missions (GS unaffected). */
export function bombersGrounded(ctx: CtsContext, state: CtsState, side: CtsSide): boolean {
  return ctx.airTables !== null && isolatedDivisions(ctx, state, side) > ctx.airTables.bomberBanIsolated;
}
