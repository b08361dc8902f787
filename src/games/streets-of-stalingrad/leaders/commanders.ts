import type { SosEnv } from '../game/env';
import { isBox } from '../orders/places';
import type { SosSide } from '../sequence/phases';
import type { SosPieceState, SosState } from '../state/types';

/**
 * SoS 18.43, 18.44, 18.46: an army commander of the game (Chuikov, Paulus, von Seydlitz) and
 * the HQ unit that replaces him once he is eliminated (the counter whose entry names him).
 */
export interface Commander {
  leader: string;
  replacement: string | null;
}

/** The side's commanders in this game: the leaders a replacement HQ counter names, he and the HQ both counters of the scenario. */
export function commanders(env: SosEnv, state: SosState, side: SosSide): Commander[] {
  return env.data.counters.counters
    .flatMap((c) => (c.side === side && c.entry.at === 'replacement' && state.pieces[c.id] !== undefined && state.pieces[c.entry.for] !== undefined ? [{ leader: c.entry.for, replacement: c.id }] : []))
    .sort((a, b) => a.leader.localeCompare(b.leader));
}

/** The HQ that replaces `leader` if he is eliminated, or null: no other leader is replaced (18.43). */
export function replacementOf(env: SosEnv, leader: string): string | null {
  return env.data.counters.counters.find((c) => c.entry.at === 'replacement' && c.entry.for === leader)?.id ?? null;
}

/** The leader a replacement HQ stands for, or null for any other counter. */
export function replacedBy(env: SosEnv, unit: string): string | null {
  const c = env.findCounter(unit);
  return c?.entry.at === 'replacement' ? c.entry.for : null;
}

/** SoS 18.41: the leader is wounded and on the Turn Column Track. */
export const onTurnTrack = (state: SosState, unit: string): boolean => (state.leaderReturns ?? []).some((r) => r.unit === unit);

/** In play: on the map or in a box. */
const inPlay = (p: SosPieceState | undefined): boolean => p !== undefined && !p.eliminated && p.at !== null;
/** On the map: in a hex, not in a box (18.53: an off-map box is not the map). */
export const onMap = (p: SosPieceState | undefined): boolean => inPlay(p) && !isBox(p!.at!);

/**
 * SoS 18.52, 18.53, 18.54: the commander, having entered the game, is out of it: wounded on the
 * Turn Column Track or eliminated, and the HQ replacing him is not in play (not yet placed,
 * wounded in its turn, or eliminated too: 18.43, it is not replaced). A commander who has not
 * yet arrived has not entered the game.
 */
export function commanderOut(state: SosState, c: Commander): boolean {
  const p = state.pieces[c.leader];
  if (!p || inPlay(p) || inPlay(c.replacement ? state.pieces[c.replacement] : undefined)) return false;
  return p.eliminated || onTurnTrack(state, c.leader);
}

/** SoS 18.51, 18.53: the commander or the HQ replacing him, whichever is in play, where a test of place reads it. */
export const commanderPieces = (state: SosState, c: Commander): SosPieceState[] =>
  [c.leader, c.replacement].flatMap((id) => (id && inPlay(state.pieces[id]) ? [state.pieces[id]!] : []));
