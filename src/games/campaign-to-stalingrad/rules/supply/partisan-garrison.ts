import type { HexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { Occupancy } from '../occupancy';
import { isNonCombat } from '../unit-kind';

/** CtS 15.7: the Axis steps a Major City on the Axis rail net needs against partisans. */
export const PARTISAN_GARRISON_STEPS = 2;

/** The Axis combat-unit steps (any type or nationality) in a hex (15.7). */
export function axisGarrisonSteps(occ: Occupancy, hex: HexId): number {
  return occ.at(hex, 'axis').filter((p) => !isNonCombat(p.spec)).reduce((n, p) => n + p.state.steps, 0);
}

/**
 * CtS 15.7 partisan security: an Axis rail hex that is a Major City held by fewer than two
 * Axis steps is not a Connecting Rail Hex, and the rail beyond it (towards the railhead) is
 * cut off with it. The Soviet player has no such duty.
 */
export function partisansCut(ctx: CtsContext, occ: Occupancy, hex: HexId): boolean {
  return ctx.map.hasFeature(hex, 'major-city') && axisGarrisonSteps(occ, hex) < PARTISAN_GARRISON_STEPS;
}
