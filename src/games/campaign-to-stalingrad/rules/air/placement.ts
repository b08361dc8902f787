import { hexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { bombersGrounded } from './bomber-ban';
import { airFlies } from './flying-weather';
import { placementsLeft } from './placement-limit';
import { nearSupport, reachOf } from './support';

export interface AirProblem {
  code: string;
  message: string;
  rule: string;
}

/**
 * Whether `unit` may be placed in `hex` now (23.4, 23.5): an own air unit off the map and
 * usable, clear weather (23.17), no bomber while more than ten own divisions are Isolated
 * (23.16), within its range (half when defensive) of a Support (23.6; the Support's
 * capacity is checked after placement), and within the placement limit (23.15) unless
 * `ignoreLimit` (the caller pays for more).
 */
export function placementProblems(
  ctx: CtsContext,
  state: CtsState,
  side: CtsSide,
  unit: string,
  hex: string,
  mission: 'offensive' | 'defensive',
  ignoreLimit = false,
): AirProblem[] {
  const spec = ctx.airUnits.get(unit);
  const a = state.air?.units[unit];
  if (!spec || spec.side !== side || !a) return [{ code: 'not-yours', message: `${unit} is not an air unit of the ${side} side`, rule: 'CtS 23.1' }];
  if (!airFlies(state)) return [{ code: 'no-flying-weather', message: 'air units fly only in Clear weather', rule: 'CtS 23.17' }];
  if (a.where === 'map') return [{ code: 'air-placed-twice', message: `${spec.name} is already placed this player turn`, rule: 'CtS 23.3' }];
  if (a.where !== 'ready') return [{ code: 'air-not-ready', message: `${spec.name} is ${a.where === 'eliminated' ? 'eliminated' : 'not yet arrived'}`, rule: 'CtS 23.13' }];
  const h = hexId(hex);
  if (!ctx.map.has(h)) return [{ code: 'off-map', message: `${hex} is not a hex of the map`, rule: 'CtS 23.4' }];
  const out: AirProblem[] = [];
  if (spec.type === 'B' && bombersGrounded(ctx, state, side)) out.push({ code: 'bombers-grounded', message: 'more than ten divisions are Isolated: bombers fly no missions this turn', rule: 'CtS 23.16' });
  const reach = reachOf(spec.range, mission);
  if (!nearSupport(ctx, state, side, h, reach)) {
    out.push({ code: 'out-of-range', message: `${hex} is more than ${reach} hexes (${mission === 'defensive' ? 'half range' : 'range'}) from every Support of ${spec.name}`, rule: mission === 'defensive' ? 'CtS 23.4' : 'CtS 23.6' });
  }
  if (!ignoreLimit && placementsLeft(ctx, state, side) < 1) {
    out.push({ code: 'air-limit', message: `no more air units may fly this player turn: activate Army HQs or spend Supply Points (airSupply)`, rule: 'CtS 23.15' });
  }
  return out;
}

/** Places the unit (no checks: see placementProblems). */
export function placeAir(state: CtsState, side: CtsSide, unit: string, hex: string, mission: 'offensive' | 'defensive'): CtsState {
  const a = state.air.units[unit]!;
  return {
    ...state,
    air: {
      ...state.air,
      units: { ...state.air.units, [unit]: { ...a, where: 'map', hex: hexId(hex), mission } },
      used: { ...state.air.used, [side]: (state.air.used?.[side] ?? 0) + 1 },
    },
  };
}
