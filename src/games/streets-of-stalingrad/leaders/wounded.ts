import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { SosState } from '../state/types';

/**
 * SoS 18.33, 18.41 and the Leader Survival Table: a wounded leader is temporarily removed from
 * play. "Roll one d10. This die roll equals the number of turns the leader is removed from
 * play"; its example: "A 3 is rolled and leader is removed for 3 complete turns". So a leader
 * wounded in turn T sits out the rest of T and the d10's complete turns after it, and is put
 * on the Turn Column Track on turn T + d10 + 1, the turn he may return in his side's
 * Movement Phase (18.42). The position is off the map (`at` null, not eliminated).
 */
export function woundLeader(state: SosState, leader: string, label: string, dice: Dice): { state: SosState; events: GameEvent[] } {
  const die = dice.roll(label, 10);
  const returnTurn = state.turn + die + 1;
  const returns = [...(state.leaderReturns ?? []).filter((r) => r.unit !== leader), { unit: leader, turn: returnTurn }].sort((a, b) => a.unit.localeCompare(b.unit));
  return {
    state: { ...state, pieces: { ...state.pieces, [leader]: { ...state.pieces[leader]!, at: null, pinned: false, spent: false } }, leaderReturns: returns },
    events: [{ type: 'leader-wounded', rule: 'SoS 18.41', leader, die, turns: die, returnTurn }],
  };
}
