import type { GameEvent } from '#kernel/engine/events';
import type { Issue } from '#kernel/engine/issues';
import type { SosEnv } from '../game/env';
import type { SosSide } from '../sequence/phases';
import type { SosState } from '../state/types';
import { outOfSupplyOf } from '../supply/out-of-supply';
import { exchangePieces } from '../consolidation/exchange-pieces';
import { eliminate } from '../windows/attack/position-edits';
import { commands } from './command';
import { onTurnTrack, replacementOf } from './commanders';

/**
 * SoS 20.5-20.7: the leaders in consolidation. The `consolidate` order (20.1) is played in
 * every scenario's Administrative windows, which read these rules
 * (`windows/administrative/consolidation.ts`).
 *
 * 20.5 ("New units may move and engage in combat exactly as the replaced units could have")
 * asks nothing of a leader exchanged: the counter taken in keeps the hex and the markers of
 * the one it replaces (20.2), and the movement and fire rules read a counter's hex and
 * markers, not its history.
 */

/** A `consolidate` order's body: `unit` on the map exchanged for the eliminated `for`, in `hex` (20.1, 20.2). */
export interface ConsolidateBody {
  unit: string;
  for: string;
  hex: string;
}

/**
 * SoS 20.6: "Leader units may also be exchanged for eliminated leaders": a leader of the side in
 * play at `hex` (20.2) for a leader of the side eliminated (not one wounded on the Turn Column
 * Track, who returns himself: 18.41), neither isolated (20.3: an "Out of Supply" marker on the
 * leader, as 19.4 marks it). A leader for a unit of any other type, or any unit for a leader,
 * is no exchange (20.4: "exactly the same type"). An army commander (Chuikov, Paulus, von
 * Seydlitz) is replaced by his HQ unit instead (18.44, 18.46; a reading): no leader is taken
 * for him.
 */
export function leaderExchangeProblems(env: SosEnv, state: SosState, side: SosSide, body: ConsolidateBody, at: (string | number)[], isolated: (id: string) => boolean = (id) => outOfSupplyOf(state, id) > 0): Issue[] {
  const unit = env.findCounter(body.unit);
  const taken = env.findCounter(body.for);
  const bad = (key: string, code: string, message: string, rule: string): Issue[] => [{ path: [...at, key], code, message, rule }];
  if (!unit || !state.pieces[body.unit]) return bad('unit', 'unknown-unit', `${body.unit} is not a unit of this game`, 'SoS 2.32');
  if (!taken || !state.pieces[body.for]) return bad('for', 'unknown-unit', `${body.for} is not a unit of this game`, 'SoS 2.32');
  const leaders = [unit, taken].filter((c) => c.type === 'leader').length;
  if (leaders === 0) return [];
  if (leaders === 1) return bad(unit.type === 'leader' ? 'for' : 'unit', 'not-same-type', 'a leader is exchanged only for a leader', 'SoS 20.4, 20.6');
  if (unit.side !== side) return bad('unit', 'not-your-unit', `${body.unit} is not a ${side} leader`, 'SoS 20.1');
  if (taken.side !== side) return bad('for', 'not-your-unit', `${body.for} is not a ${side} leader`, 'SoS 20.6');
  const p = state.pieces[body.unit]!;
  const out: Issue[] = [];
  if (p.eliminated || p.at !== body.hex) out.push(...bad('hex', 'not-there', `${body.unit} is not in ${body.hex}: the leader taken is placed in the exact hex of the one exchanged`, 'SoS 20.2'));
  if (isolated(body.unit)) out.push(...bad('unit', 'isolated', `${body.unit} is isolated: no exchange is made for an isolated unit`, 'SoS 20.3'));
  const q = state.pieces[body.for]!;
  if (onTurnTrack(state, body.for)) out.push(...bad('for', 'leader-wounded', `${body.for} is wounded on the Turn Column Track and returns himself: only an eliminated leader is taken in exchange`, 'SoS 20.6, 18.41'));
  else if (!q.eliminated) out.push(...bad('for', 'not-eliminated', `${body.for} is not eliminated: only an eliminated leader is taken in exchange`, 'SoS 20.6'));
  // SoS 20.6, 18.44, 18.46: an army or corps commander "has taken over" no other command: he, or the HQ unit that replaced him, is never exchanged away
  if (unit.leader?.kind === 'hq') out.push(...bad('unit', 'army-commander', `${body.unit} commands the army or corps: he is not exchanged away (only his elimination brings in his HQ unit)`, 'SoS 20.6, 18.44, 18.46'));
  if (replacementOf(env, body.for) !== null) out.push(...bad('for', 'replaced-by-hq', `${body.for} is replaced by his HQ unit, not by another leader`, 'SoS 20.6, 18.44, 18.46'));
  // SoS 20.7: a leader removed with his formation is not dead: he comes back only with a unit of it rebuilt
  if ((state.consolidationRemoved ?? []).includes(body.for)) out.push(...bad('for', 'leader-removed', `${body.for} was removed with his formation, not eliminated: he comes back only when a unit of it is rebuilt with replacement points`, 'SoS 20.7'));
  return out;
}

/**
 * SoS 20.6, 20.2: the exchange made: the eliminated leader's counter takes the hex and the
 * markers of the leader exchanged, whose counter leaves the game ("the leader being exchanged
 * has taken over that command").
 */
export function exchangeLeader(state: SosState, body: ConsolidateBody): { state: SosState; events: GameEvent[] } {
  return { state: exchangePieces(state, body), events: [{ type: 'leader-exchanged', rule: 'SoS 20.6', unit: body.unit, for: body.for, hex: body.hex }] };
}

/**
 * SoS 20.7: "If through consolidation you remove all units that belong to a particular leader's
 * formation, you must remove that leader unit": the side's leaders in play of whom `removed`
 * took a unit of the command (not a leader or OP) that was in play, and no unit of the command
 * is left in play once `removed` are gone (read on the position before or after the exchanges:
 * the units taken in count as in play). A leader whose formation was already gone before
 * the consolidation is not its to remove. Removed, not eliminated by combat: he is kept in
 * `consolidationRemoved` and comes back with a unit of his formation rebuilt with replacement
 * points (consolidation/leader-return.ts).
 */
export function leadersWithoutFormation(env: SosEnv, state: SosState, side: SosSide, removed: readonly string[]): string[] {
  const onMapOrBox = (id: string) => state.pieces[id] !== undefined && state.pieces[id]!.at !== null && !state.pieces[id]!.eliminated;
  const inPlay = (id: string) => !removed.includes(id) && onMapOrBox(id);
  const ids = Object.keys(state.pieces);
  const ofCommand = (l: string, id: string) => !['leader', 'op'].includes(env.counter(id).type) && commands(env.counter(l), env.counter(id));
  return ids
    .filter((id) => env.counter(id).side === side && env.counter(id).type === 'leader' && inPlay(id))
    // SoS 20.7: "through consolidation you remove": the exchange took a unit of his formation
    .filter((l) => removed.some((id) => ofCommand(l, id)))
    .filter((l) => !ids.some((id) => inPlay(id) && ofCommand(l, id)))
    .sort();
}

/** SoS 20.7: those leaders removed, with the event. */
export function removeLeadersWithoutFormation(env: SosEnv, state: SosState, side: SosSide, removed: readonly string[]): { state: SosState; events: GameEvent[] } {
  const gone = leadersWithoutFormation(env, state, side, removed);
  if (gone.length === 0) return { state, events: [] };
  const kept = [...new Set([...(state.consolidationRemoved ?? []), ...gone])].sort();
  return { state: { ...eliminate(state, gone), consolidationRemoved: kept }, events: [{ type: 'leaders-removed', rule: 'SoS 20.7', side, leaders: gone, reason: 'every unit of their formation removed by consolidation' }] };
}
