import type { GameEvent } from '#kernel/engine/events';
import type { SosEnv } from '../game/env';
import type { SosStanding } from '../orders/standing';
import type { SosSide } from '../sequence/phases';
import type { SosState } from '../state/types';
import { isHex } from '../windows/attack/battlefield';
import { commands } from './command';
import { leaveHex } from './relocation';

/** A leader whose hex lost every unit of his command in the phase (18.1), and that hex. */
export interface CommandLost {
  leader: string;
  hex: string;
}

/** Whether `id` is a unit of `leader`'s command (18.1: not a leader or OP). */
function ofCommand(env: SosEnv, leader: string, id: string): boolean {
  const c = env.counter(id);
  return id !== leader && c.type !== 'leader' && c.type !== 'op' && commands(env.counter(leader), c);
}

/** The units of `leader`'s command standing in `hex`, not eliminated. */
function ofCommandAt(env: SosEnv, state: SosState, leader: string, hex: string): string[] {
  return Object.entries(state.pieces)
    .filter(([id, p]) => p.at === hex && !p.eliminated && ofCommand(env, leader, id))
    .map(([id]) => id);
}

/**
 * SoS 18.1: "If all of the units of their command in that hex are eliminated, leader units
 * must be moved to the nearest unit of their command at the end of that phase." The leaders,
 * of either side, who stand in a map hex from `before` to `after` and whose units of their
 * command in it there were `before` are all gone from it `after`, one at least eliminated
 * (a retreat that takes the others away moves him with them). Other units of his side may
 * remain in the hex: 18.34 moves him at once only when no combat unit of his side is left.
 * Two positions do not say where a unit was eliminated: one that left the hex in the phase and
 * was eliminated elsewhere (a retreat before combat under opportunity fire) counts as lost in
 * it: a reading, for the phases this is called in (Attack, Exploit Attack, bombardment); a unit
 * that retreats and survives is not eliminated and does not count.
 */
export function commandLostLeaders(env: SosEnv, before: SosState, after: SosState): CommandLost[] {
  const out: CommandLost[] = [];
  for (const [id, p] of Object.entries(before.pieces)) {
    if (p.at === null || p.eliminated || env.counter(id).type !== 'leader' || !isHex(env, p.at)) continue;
    const now = after.pieces[id];
    if (!now || now.at !== p.at || now.eliminated) continue;
    const had = ofCommandAt(env, before, id, p.at);
    if (had.length === 0 || ofCommandAt(env, after, id, p.at).length > 0) continue;
    if (had.some((u) => after.pieces[u]?.eliminated)) out.push({ leader: id, hex: p.at });
  }
  return out;
}

/** Two lists of `CommandLost` as one, each leader and hex once, in leader order. */
export function joinCommandLost(a: readonly CommandLost[], b: readonly CommandLost[]): CommandLost[] {
  const seen = new Map<string, CommandLost>();
  for (const x of [...a, ...b]) seen.set(`${x.leader}@${x.hex}`, x);
  return [...seen.values()].sort((x, y) => (x.leader < y.leader ? -1 : x.leader > y.leader ? 1 : x.hex < y.hex ? -1 : 1));
}

/**
 * SoS 18.1, at the end of the phase: each leader of `pending` still in that hex, in play, with
 * no unit of his command come back to it, moves to the nearest unit of his command
 * (`leaveHex`, reach `nearest`: the standing `leaders` hex only among the nearest; with no
 * unit of his command in play he is removed).
 */
export function moveCommandLostLeaders(env: SosEnv, state: SosState, standing: Readonly<Record<SosSide, SosStanding | null>>, pending: readonly CommandLost[]): { state: SosState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (const x of pending) {
    const p = s.pieces[x.leader];
    if (!p || p.at !== x.hex || p.eliminated || ofCommandAt(env, s, x.leader, x.hex).length > 0) continue;
    const side = env.counter(x.leader).side as SosSide;
    const left = leaveHex(env, s, standing[side], x.leader, 'SoS 18.1', {}, 'nearest');
    s = left.state;
    events.push(...left.events);
  }
  return { state: s, events };
}

/**
 * SoS 18.1 in a movement phase: the leaders among `units` (one move's stack) still in play on
 * the map whose units of their command in the stack were all eliminated on the way (by
 * opportunity fire), each with the hex he ended in, to move at the end of the phase.
 */
export function commandLostOnMove(env: SosEnv, before: SosState, after: SosState, units: readonly string[]): CommandLost[] {
  const out: CommandLost[] = [];
  for (const id of units) {
    const now = after.pieces[id];
    if (env.counter(id).type !== 'leader' || !now || now.at === null || now.eliminated || !isHex(env, now.at)) continue;
    const had = units.filter((u) => before.pieces[u]?.at !== null && !before.pieces[u]?.eliminated && ofCommand(env, id, u));
    if (had.length > 0 && had.every((u) => after.pieces[u]?.eliminated || after.pieces[u]?.at === null)) out.push({ leader: id, hex: now.at });
  }
  return out;
}

/**
 * SoS 18.1 at one fire in a movement phase: the leaders standing in `hex` after it, in play,
 * whose units of their command in `hex` before it are all gone from it after it, one at least
 * eliminated (opportunity fire at a stack in its start hex or a hex it enters takes the units
 * of the leader's command that stand or move there; 11.4 ∆, 11.7).
 */
export function commandLostAt(env: SosEnv, before: SosState, after: SosState, hex: string): CommandLost[] {
  if (!isHex(env, hex)) return [];
  const out: CommandLost[] = [];
  for (const [id, p] of Object.entries(after.pieces)) {
    if (p.at !== hex || p.eliminated || env.counter(id).type !== 'leader') continue;
    const had = ofCommandAt(env, before, id, hex);
    if (had.length > 0 && ofCommandAt(env, after, id, hex).length === 0 && had.some((u) => after.pieces[u]?.eliminated)) out.push({ leader: id, hex });
  }
  return out;
}
