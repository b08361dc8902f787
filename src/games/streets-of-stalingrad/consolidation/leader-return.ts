import type { GameEvent } from '#kernel/engine/events';
import type { SosEnv } from '../game/env';
import { commands } from '../leaders/command';
import type { SosSide } from '../sequence/phases';
import type { SosState } from '../state/types';

/** SoS 20.7: the leader was removed with his formation by consolidation and has not come back. */
export const removedWithFormation = (state: SosState, id: string): boolean => (state.consolidationRemoved ?? []).includes(id);

/** A unit of the leader's formation (his command, not a leader or OP: 18.12, 20.7). */
const ofFormation = (env: SosEnv, leader: string, id: string): boolean => !['leader', 'op'].includes(env.counter(id).type) && commands(env.counter(leader), env.counter(id));

/**
 * SoS 20.7: "you may bring him back into the game if any of those units are later rebuilt
 * using replacement points": the leader removed comes back when a unit of his formation is
 * rebuilt, named in the same `replace` order as that unit (or in one after it in the same
 * phase), at no cost, into the same box. Null when he may come back with `units` and those
 * `rebuilt` earlier in the phase, else why not.
 */
export function leaderReturnRefusal(env: SosEnv, leader: string, units: readonly string[], rebuilt: ReadonlySet<string>): string | null {
  const with_ = [...units, ...rebuilt].some((id) => id !== leader && ofFormation(env, leader, id));
  return with_ ? null : `${leader} was removed with his formation by consolidation: he comes back only with a unit of his formation rebuilt, named in the same replace order`;
}

/** SoS 20.7: the leaders back in play leave the record of those removed, with the event (the owner's to know, as the replacements placed are). */
export function leadersBack(state: SosState, side: SosSide, leaders: readonly string[], box: string): { state: SosState; events: GameEvent[] } {
  if (leaders.length === 0) return { state, events: [] };
  const left = (state.consolidationRemoved ?? []).filter((id) => !leaders.includes(id));
  const { consolidationRemoved: _, ...rest } = state;
  return { state: left.length ? { ...rest, consolidationRemoved: left } : rest, events: [{ type: 'leaders-return', rule: 'SoS 20.7', side, leaders: [...leaders], box, visibleTo: [side] }] };
}
