import type { GameEvent } from '#kernel/engine/events';
import { hexId } from '#kernel/ids';
import type { DosContext } from '../data/context';
import { SOVIET } from '../state/sides';
import type { DosState } from '../state/types';
import { controllerOf } from './control';
import { hasSpecialRule } from './special-rules';

/** The two hexes whose Soviet control allows the flood (DoS 9.32). */
export const MANYCH_CONTROL_HEXES = [hexId('3217'), hexId('3317')];

/** The Manych is flooded this game turn (DoS 9.32): impassable for movement and combat. */
export const isManychFlooded = (state: Pick<DosState, 'manychFlood' | 'turn'>): boolean => state.manychFlood === state.turn;

/** The hexside is the Manych River's course (the `manych` hexside feature, 3217|3317 to 2821|2822). */
export const isManychHexside = (features: readonly string[]): boolean => features.includes('manych');

/**
 * The very start of a game turn (DoS 9.32, digest §6 N6): the Soviet standing order
 * `floodManych` (true = at the next game turn's start; a number = at that game turn's
 * start) floods the Manych for this game turn, once per game, while the Soviet controls
 * 3217 or 3317. Operation Blue only. Mutates the draft; returns the event, or null.
 */
export function floodAtTurnStart(ctx: DosContext, draft: DosState): GameEvent | null {
  if (!hasSpecialRule(ctx, draft, 'manych-flood') || draft.manychFlood !== undefined) return null;
  const order = draft.standing.soviet?.floodManych;
  if (order === undefined || (order !== true && order !== draft.turn)) return null;
  const held = MANYCH_CONTROL_HEXES.filter((h) => ctx.map.has(h) && controllerOf(ctx, draft, h) === SOVIET);
  if (held.length === 0) {
    return {
      type: 'manych-flood-refused',
      rule: 'DoS 9.32',
      turn: draft.turn,
      text: `The Soviet may not flood the Manych on game turn ${draft.turn}: he controls neither 3217 nor 3317 (9.32)`,
    };
  }
  draft.manychFlood = draft.turn;
  return {
    type: 'manych-flood',
    rule: 'DoS 9.32',
    turn: draft.turn,
    control: held,
    text: `The Soviet floods the Manych: from 3217/3317 to 2821/2822 it is impassable for movement and combat this game turn (9.32; once per game)`,
  };
}
