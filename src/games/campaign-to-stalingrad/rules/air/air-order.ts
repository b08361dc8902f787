import type { GameEvent } from '#kernel/engine/events';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { isAirHq } from '../unit-kind';
import { airHqMode, suppliedAirHqs } from './hq-support';
import type { AirProblem } from './placement';
import { placeAir, placementProblems } from './placement';
import { standardAirProblem } from '../abstract-air/order-problems';

export type AirOrder = { air: { unit: string; hex: string } } | { airHq: { hq: string; side: 'mobile' | 'fixed' } } | { airSupply: { sp: number } };

/** Problems of an air order of the phasing player (23.2-23.7, 23.15) against the state; [] = it may be carried out. */
export function airOrderProblems(ctx: CtsContext, state: CtsState, side: CtsSide, o: AirOrder): AirProblem[] {
  const abstracted = standardAirProblem(state); // 38.0 (optional) replaces the Standard Air Game
  if (abstracted) return [abstracted];
  if (state.phase !== 'movement' || state.phasing !== side) return [{ code: 'not-air-segment', message: 'air orders are given in your own Movement Phase', rule: 'CtS 23.2' }];
  if (state.air?.segmentDone) return [{ code: 'air-after-move', message: 'the Air Segment is over once a unit has moved: give air orders before any move', rule: 'CtS 23.2' }];
  if ('air' in o) return placementProblems(ctx, state, side, o.air.unit, o.air.hex, 'offensive');
  if ('airSupply' in o) {
    if (state.supplyPoints[side] < o.airSupply.sp) return [{ code: 'no-supply-points', message: `${o.airSupply.sp} Supply Points asked, ${state.supplyPoints[side]} left`, rule: 'CtS 23.15' }];
    return [];
  }
  const spec = ctx.units.get(o.airHq.hq);
  const u = state.units[o.airHq.hq];
  if (!spec || spec.side !== side || !isAirHq(spec)) return [{ code: 'not-an-air-hq', message: `${o.airHq.hq} is not an Air HQ of the ${side} side`, rule: 'CtS 23.7' }];
  if (!u || u.where !== 'map') return [{ code: 'not-on-map', message: `${spec.name} is not on the map`, rule: 'CtS 23.7' }];
  if (o.airHq.side === 'fixed' && !suppliedAirHqs(ctx, state, side).has(o.airHq.hq)) {
    return [{ code: 'air-hq-unsupplied', message: `${spec.name} has no Dedicated Rail Link and must stay on its mobile side`, rule: 'CtS 23.7' }];
  }
  return [];
}

/** Carries out an air order already checked (23.5, 23.7, 23.15). */
export function applyAirOrder(ctx: CtsContext, state: CtsState, side: CtsSide, o: AirOrder): { state: CtsState; events: GameEvent[] } {
  if ('air' in o) {
    const name = ctx.airUnits.get(o.air.unit)!.name;
    return { state: placeAir(state, side, o.air.unit, o.air.hex, 'offensive'), events: [{ type: 'air-placed', rule: 'CtS 23.5', side, unit: o.air.unit, hex: o.air.hex, mission: 'offensive', text: `${name} is placed in ${o.air.hex}` }] };
  }
  if ('airSupply' in o) {
    const next: CtsState = {
      ...state,
      supplyPoints: { ...state.supplyPoints, [side]: state.supplyPoints[side] - o.airSupply.sp },
      air: { ...state.air, spent: { ...state.air.spent, [side]: (state.air.spent?.[side] ?? 0) + o.airSupply.sp } },
    };
    return { state: next, events: [{ type: 'air-supply', rule: 'CtS 23.15', side, sp: o.airSupply.sp, text: `${side} spends ${o.airSupply.sp} Supply Point${o.airSupply.sp === 1 ? '' : 's'} so that ${6 * o.airSupply.sp} more air units may fly` }] };
  }
  const { hq, side: face } = o.airHq;
  const fixed = (state.air.hqFixed ?? []).filter((x) => x !== hq);
  const next: CtsState = { ...state, air: { ...state.air, hqFixed: face === 'fixed' ? [...fixed, hq].sort() : fixed } };
  const was = airHqMode(state, hq);
  return { state: next, events: [{ type: 'air-hq-flipped', rule: 'CtS 23.7', unit: hq, side: face, text: `${ctx.units.get(hq)!.name} ${was === face ? 'stays' : 'is flipped'} on its ${face === 'fixed' ? 'non-mobile' : 'mobile'} side` }] };
}
