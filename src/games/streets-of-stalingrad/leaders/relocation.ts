import type { GameEvent } from '#kernel/engine/events';
import type { SosEnv } from '../game/env';
import { isBox } from '../orders/places';
import type { SosStanding } from '../orders/standing';
import type { SosSide } from '../sequence/phases';
import type { SosState } from '../state/types';
import { distance, isHex, sideAt, stackKeeps } from '../windows/attack/battlefield';
import { eliminate, moveTo } from '../windows/attack/position-edits';
import { commands } from './command';

/**
 * How far the owner's choice of a leader's place reaches: 18.34 "you may immediately move that
 * leader to any unit belonging to his command" (`any`); 18.31 and 18.1 send him to "the
 * nearest" unit of his command (`nearest`: a choice only among hexes equally near).
 */
export type LeaderReach = 'any' | 'nearest';

/**
 * SoS 18.1, 18.31, 18.34 (decision 20): the place a leader who must leave his hex goes to.
 * Candidates are the places, other than his own, holding a unit of his command (his battalion,
 * regiment, brigade, division, corps or army: `commands`, as 18.15's join reads it; not a
 * leader or OP), no enemy piece, and room for one more leader (18.11). His side's standing
 * `leaders` names a preferred place, taken when it is a candidate and, under 18.31 and 18.1
 * (`reach` `nearest`), as near as the nearest: the text leaves the owner a choice only there.
 * Else the nearest map hex, then the one with the most combat units of his side, then the
 * lower hex id. With no map hex of his command, a box holding a unit of his command (the
 * lower id: a chosen reading, as boxes have no distance). None: undefined.
 */
export function leaderRefuge(env: SosEnv, state: SosState, standing: SosStanding | null | undefined, leader: string, reach: LeaderReach = 'nearest'): string | undefined {
  const head = env.counter(leader);
  const from = state.pieces[leader]?.at ?? null;
  if (from === null) return undefined;
  const side = head.side as SosSide;
  const enemy: SosSide = side === 'german' ? 'soviet' : 'german';
  const places = new Set<string>();
  for (const [id, p] of Object.entries(state.pieces)) {
    if (p.eliminated || p.at === null || p.at === from) continue;
    const c = env.counter(id);
    if (c.type === 'leader' || c.type === 'op' || !commands(head, c)) continue;
    if (isHex(env, p.at) || isBox(p.at)) places.add(p.at);
  }
  const fit = [...places].filter((h) => sideAt(env, state, h, enemy).length === 0 && (isBox(h) || stackKeeps(env, state, h, side, [leader])));
  const combat = (h: string) => sideAt(env, state, h, side).filter((id) => env.facts(id).combatUnit).length;
  const onMap = fit.filter((h) => isHex(env, h));
  const here = isHex(env, from);
  const near = (h: string) => (here ? distance(env, from, h) : 0);
  const best = onMap.sort((a, b) => near(a) - near(b) || combat(b) - combat(a) || (a < b ? -1 : 1))[0];
  const fallback = best ?? fit.filter((h) => isBox(h)).sort()[0];
  const wanted = standing?.leaders?.find((x) => x.leader === leader)?.to;
  if (wanted === undefined || !fit.includes(wanted)) return fallback;
  if (reach === 'any') return wanted;
  // SoS 18.31, 18.1: "the nearest": the owner chooses only among the hexes as near as the nearest
  if (best !== undefined && isHex(env, wanted) && near(wanted) === near(best)) return wanted;
  return fallback;
}

/** A leader moved off, or out of play, by `leaveHex`. */
export interface LeaderLeft {
  state: SosState;
  events: GameEvent[];
}

/**
 * SoS 18.31, 18.34: the leader leaves his hex for his refuge (leaderRefuge; `reach` `any` for
 * 18.34's move, `nearest` for 18.31's and 18.1's). The owner reads
 * where he went (`leader-moves`, his side alone: 7.0, the other side learns only that he left,
 * `leader-displaced`, and not his id if it does not see him). With no unit of his command in
 * play he is removed (a reading: 18.1 keeps a leader "in hexes with units of their command",
 * and 20.7 removes the leader whose formation is gone): `leader-eliminated`.
 */
export function leaveHex(env: SosEnv, state: SosState, standing: SosStanding | null | undefined, leader: string, rule: string, extra: Record<string, unknown> = {}, reach: LeaderReach = 'nearest'): LeaderLeft {
  const side = env.counter(leader).side as SosSide;
  const from = state.pieces[leader]!.at!;
  const to = leaderRefuge(env, state, standing, leader, reach);
  if (to === undefined) {
    return { state: eliminate(state, [leader]), events: [{ type: 'leader-eliminated', rule, leader, hex: from, reason: 'no unit of his command in play to go to', ...extra }] };
  }
  const events: GameEvent[] = [
    { type: 'leader-moves', rule, leader, from, to, ...extra, visibleTo: [side] },
    { type: 'leader-displaced', rule, leader, from, ...extra, visibleTo: [side === 'german' ? 'soviet' : 'german'] },
  ];
  return { state: moveTo(state, [leader], to), events };
}

/** The leaders of `side` at `hex` with no combat unit of their side there (18.31, 18.34). */
export function leadersWithoutCombatUnits(env: SosEnv, state: SosState, hex: string, side: SosSide): string[] {
  const here = sideAt(env, state, hex, side);
  if (here.some((id) => env.facts(id).combatUnit)) return [];
  return here.filter((id) => env.counter(id).type === 'leader');
}
