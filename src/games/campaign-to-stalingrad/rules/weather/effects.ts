import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';

/**
 * CtS 25.0 RAIN and SNOW STORM: "All units have their Movement Allowance reduced by half
 * (rounded UP)." Clear and Overcast leave it. "Rain has no effect on Roads": a road hex
 * costs what it always does (4.3), only the allowance is halved.
 */
export function weatherAllowance(state: Pick<CtsState, 'weather'>, allowance: number): number {
  return state.weather === 'rain' || state.weather === 'snow' ? Math.ceil(allowance / 2) : allowance;
}

/** CtS 16.9, 25.0 [Change]: a Transport Point's length in hexes: 5, and 3 during Rain ("roads count as half a hex" in both). */
export function transportMultiple(ctx: CtsContext, state: Pick<CtsState, 'weather'>): number {
  return state.weather === 'rain' ? ctx.tables.supply.transportMultipleRain : ctx.tables.supply.transportMultiple;
}
