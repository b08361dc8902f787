import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { SosEnv } from '../game/env';
import type { SosState } from '../state/types';
import { isHex } from '../windows/attack/battlefield';
import { reliabilityOnEntering } from './reliability';

/**
 * SoS 16.84 ∆: "In Scenarios 1-3, the NKVD Regiments must roll for reliability as soon as a
 * German unit fires at or becomes adjacent to them – this includes setting up the scenario,
 * in which case a reliability check may be required before the first phase of the first
 * turn." Once both sides have set up, each German combat unit on the map (in id order) next to
 * NKVD units of a regiment that has not rolled makes that regiment roll (16.83). In #4 to #8
 * the starting regiments are taken as rolled (16.84: game/setup.ts marks them), so none does.
 */
export function reliabilityAtSetUp(env: SosEnv, state: SosState, dice: Dice): { state: SosState; events: GameEvent[] } {
  let now = state;
  const events: GameEvent[] = [];
  const germans = Object.keys(state.pieces)
    .filter((id) => env.counter(id).side === 'german' && env.facts(id).combat && isHex(env, state.pieces[id]!.at))
    .sort();
  for (const id of germans) {
    const done = reliabilityOnEntering(env, now, [id], now.pieces[id]!.at!, dice, 'setup');
    now = done.state;
    events.push(...done.events.map((e) => ({ ...e, rule: 'SoS 16.83, 16.84' })));
  }
  return { state: now, events };
}
