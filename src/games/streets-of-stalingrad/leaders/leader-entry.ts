import type { GameEvent } from '#kernel/engine/events';
import type { Issue } from '#kernel/engine/issues';
import type { SosEnv } from '../game/env';
import type { SosSide } from '../sequence/phases';
import type { SosState } from '../state/types';
import { replacedBy, replacementOf } from './commanders';

type At = (string | number)[];

/** The rule a commander's own return is read by: 18.45 Chuikov, 18.47 Paulus and von Seydlitz, 18.42 any other leader. */
const returnRule = (env: SosEnv, unit: string): string => (replacementOf(env, unit) === null ? 'SoS 18.42' : env.counter(unit).side === 'soviet' ? 'SoS 18.42, 18.45' : 'SoS 18.42, 18.47');
/** The rule a replacement HQ enters by: 18.44 the 62 Army HQ, 18.46 the 6th Army and LI Corps HQs. */
const replaceRule = (env: SosEnv, unit: string): string => (env.counter(unit).side === 'soviet' ? 'SoS 18.44' : 'SoS 18.46');

/**
 * SoS 18.41-18.47: whether a leader may be placed in a box by an `enter` order at the start of
 * his side's Movement Phase (the box is the side's, 21.2's check): null when `id` is no
 * returning leader nor a replacement HQ (a reinforcement, read by 21.2), else its problems.
 * - 18.42: a wounded leader returns "like reinforcements", from the turn of the Turn Column
 *   Track he is on (18.41); he may be held to a later turn, as reinforcements may (21.2).
 * - 18.43: an eliminated leader is not replaced, nor does he come back.
 * - 18.44, 18.46: the HQ replacing Chuikov, Paulus or von Seydlitz enters once he is
 *   eliminated, in "the next" Movement Phase of his side (any after his elimination: the
 *   orders of a phase are read on its opening position, so the first phase that sees him
 *   eliminated is the next; a later one holds it as 21.2 holds reinforcements).
 * - 18.45, 18.47: a wounded Chuikov, Paulus or von Seydlitz returns himself; no HQ replaces him.
 */
export function leaderEntryProblems(env: SosEnv, state: SosState, turn: number, id: string, path: At): Issue[] | null {
  const c = env.findCounter(id);
  const p = state.pieces[id];
  if (!c || !p) return null;
  const back = (state.leaderReturns ?? []).find((r) => r.unit === id);
  if (back) return back.turn > turn ? [{ path, code: 'not-due', message: `${id} is wounded and may return on turn ${back.turn} (today is turn ${turn})`, rule: 'SoS 18.41, 18.42' }] : [];
  const leader = replacedBy(env, id);
  if (leader !== null) {
    const rule = replaceRule(env, id);
    if (p.eliminated) return [{ path, code: 'not-replaceable', message: `${id} was eliminated: it is not replaced`, rule: 'SoS 18.43' }];
    if (p.at !== null) return [{ path, code: 'already-in-play', message: `${id} has arrived already`, rule }];
    const l = state.pieces[leader];
    if ((state.leaderReturns ?? []).some((r) => r.unit === leader)) return [{ path, code: 'leader-wounded', message: `${leader} is wounded, not eliminated: he returns himself and ${id} does not replace him`, rule: env.counter(leader).side === 'soviet' ? 'SoS 18.45' : 'SoS 18.47' }];
    if (!l?.eliminated) return [{ path, code: 'leader-not-eliminated', message: `${id} replaces ${leader} only once he is eliminated`, rule }];
    return [];
  }
  if (c.type === 'leader' && p.eliminated) return [{ path, code: 'not-replaceable', message: `${id} was eliminated: ${replacementOf(env, id) ? `the ${replacementOf(env, id)} unit replaces him` : 'a leader is not replaced'}`, rule: 'SoS 18.43' }];
  return null;
}

/**
 * SoS 18.42, 18.44-18.47, 18.52, 18.54: the leaders among `units` just placed in `box`: a
 * returning leader leaves the Turn Column Track; a commander or his replacement HQ is
 * recorded as arrived this turn (his side attacks again from the next). The others are left
 * to the reinforcements' event (21.2).
 */
export function leaderArrivals(env: SosEnv, state: SosState, units: readonly string[], box: string, turn: number, side: SosSide): { state: SosState; events: GameEvent[]; others: string[] } {
  const returns = state.leaderReturns ?? [];
  let s = state;
  const events: GameEvent[] = [];
  const others: string[] = [];
  for (const id of units) {
    const returning = returns.some((r) => r.unit === id);
    const replacing = replacedBy(env, id);
    if (!returning && replacing === null) {
      others.push(id);
      continue;
    }
    if (returning) {
      const left = (s.leaderReturns ?? []).filter((r) => r.unit !== id);
      const { leaderReturns: _gone, ...rest } = s;
      s = left.length ? { ...rest, leaderReturns: left } : rest;
      events.push({ type: 'leader-returned', leader: id, box, rule: returnRule(env, id), visibleTo: [side] });
    } else events.push({ type: 'leader-replaced', leader: replacing, replacement: id, box, rule: replaceRule(env, id), visibleTo: [side] });
    if (replacing !== null || replacementOf(env, id) !== null) {
      const arrivals = [...(s.commandArrivals ?? []).filter((a) => a.turn === turn && a.unit !== id), { unit: id, turn }].sort((a, b) => a.unit.localeCompare(b.unit));
      s = { ...s, commandArrivals: arrivals };
    }
  }
  return { state: s, events, others };
}
