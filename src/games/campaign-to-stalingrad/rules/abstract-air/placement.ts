import type { GameEvent } from '#kernel/engine/events';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import { hexId } from '#kernel/ids';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { PlacedGroundSupport } from '#games/campaign-to-stalingrad/state/abstract-air';
import { optionalRule } from '#games/campaign-to-stalingrad/setup/optional-rules';
import type { BattleOrder } from '../combat/order';
import type { AirStanding } from '../air/order';
import { airUnitsLeft } from './air-units';
import { abstractAirFlies, groundedText } from './flying-weather';

const NAME: Record<CtsSide, string> = { axis: 'Axis', soviet: 'Soviet' };

/**
 * CtS 38.0 Ground Support: "Air Units performing Ground Support are placed at the start of
 * the owning player's Combat Phase. Indicate an Air Unit on Ground Support by placing it in
 * the hex to be attacked." Each battle order of the Combat window's file with `air: 1` places
 * one air unit in its (first) target hex, in file order, while the side has air units that
 * have not flown this turn ("one mission per turn"); "No more than one air unit may be
 * allocated for Ground Support in a combat" (a larger `air` places one). Then, in the Soviet
 * Combat Phase, the Axis intercepts (interceptions below). In Rain, Snow Storm or Overcast
 * (25.0 "Air units cannot be used", engine cts-6 on) none is placed and each such battle is
 * fought without it. Without the option: nothing.
 */
export function placeGroundSupport(ctx: Pick<CtsContext, 'readings'>, state: CtsState, side: CtsSide, battles: readonly Pick<BattleOrder, 'targets' | 'air'>[]): { state: CtsState; events: GameEvent[] } {
  if (!optionalRule(state, 'abstractAir')) return { state, events: [] };
  const events: GameEvent[] = [];
  const placed: PlacedGroundSupport[] = [];
  let flown = state.abstractAir?.flown?.[side] ?? 0;
  for (const b of battles) {
    if (!b.air) continue;
    const hex = hexId(b.targets[0]!);
    if (!abstractAirFlies(ctx, state)) {
      events.push({ type: 'air-ground-support-refused', rule: 'CtS 25.0', side, hex, text: `${groundedText(state)}: no ${NAME[side]} Ground Support against ${hex}, the battle is fought without it` });
      continue;
    }
    if (airUnitsLeft({ ...state, abstractAir: { flown: { [side]: flown } } }, side) === 0) {
      events.push({ type: 'air-ground-support-refused', rule: 'CtS 38.0', side, hex, text: `no ${NAME[side]} air unit is left this turn for Ground Support against ${hex}: the battle is fought without it` });
      continue;
    }
    flown += 1;
    placed.push({ side, hex });
    events.push({ type: 'air-ground-support', rule: 'CtS 38.0', side, hex, text: `a ${NAME[side]} air unit is placed in ${hex} for Ground Support` });
  }
  if (placed.length === 0) return { state, events };
  let next: CtsState = { ...state, abstractAir: { ...state.abstractAir, flown: { ...state.abstractAir?.flown, [side]: flown }, placed } };
  if (side === 'soviet') {
    const r = interceptions(next, next.standing.axis?.air?.intercept);
    next = r.state;
    events.push(...r.events);
  }
  return { state: next, events };
}

/**
 * CtS 38.0 Interception, "Axis Player only": "This mission allows an Axis Air Unit to cancel a
 * Soviet Air Unit on Ground Support. Interception occurs during the Soviet Combat Phase after
 * the Soviet Player has placed his Air Units and before any combat is resolved. An Axis air
 * unit used to provide a shift in the Axis Player's Combat Phase may not be used for
 * interception. The intercepting unit and the intercepted unit return to play in the next
 * turn." The Axis decides by his standing order `air.intercept`: `all` (the default: an air
 * unit left has no other mission this turn) intercepts the Soviet Ground Support in the order
 * the Soviet placed it; `{hexes}` only in those hexes, in the order listed; `none` none.
 */
function interceptions(state: CtsState, policy: AirStanding['intercept']): { state: CtsState; events: GameEvent[] } {
  const placed = state.abstractAir?.placed ?? [];
  const all = placed.map((_, i) => i);
  const wanted: number[] =
    policy === 'none' ? [] : policy === undefined || policy === 'all' ? all : policy.hexes.map(hexId).flatMap((h) => all.filter((i) => placed[i]!.hex === h));
  let left = airUnitsLeft(state, 'axis');
  const cancelled = new Set<number>();
  const events: GameEvent[] = [];
  for (const i of wanted) {
    if (left === 0 || cancelled.has(i)) continue;
    left -= 1;
    cancelled.add(i);
    const hex = placed[i]!.hex;
    events.push({ type: 'air-interception', rule: 'CtS 38.0', hex, text: `an Axis air unit intercepts the Soviet Ground Support in ${hex}: it is cancelled, and both air units return to play next turn` });
  }
  if (cancelled.size === 0) return { state, events };
  const flown = { ...state.abstractAir?.flown, axis: (state.abstractAir?.flown?.axis ?? 0) + cancelled.size };
  const after = placed.map((p, i) => (cancelled.has(i) ? { ...p, intercepted: true as const } : p));
  return { state: { ...state, abstractAir: { ...state.abstractAir, flown, placed: after } }, events };
}
