import type { Issue } from '#kernel/engine/issues';
import type { SosState } from '../../state/types';

/**
 * SoS 9.65: "The same hex may be attacked only once per phase: in all four Simultaneous
 * Bombardment Phases ..., in the Movement and Exploit Movement Phases with breakthrough
 * attacks, and in the Attack and Exploit Attack Phase for a maximum of eight times in the same
 * turn." Once a phase gives a hex, attacked by one enemy, at most eight attacks a turn (four
 * bombardments, his two movement phases' breakthrough attacks, his two attack phases); a hex
 * that changes hands could meet more, and the eight is read as the turn's limit for every kind
 * of attack the rule lists. The count is kept in the position and begins again each turn.
 */
export const MAX_ATTACKS_A_TURN = 8;

/** The times the hex has been attacked this turn. */
export const attacksThisTurn = (state: SosState, hex: string): number =>
  state.hexAttacks && state.hexAttacks.turn === state.turn ? (state.hexAttacks.counts[hex] ?? 0) : 0;

/** The position with one more attack on the hex counted for this turn. */
export function countAttack(state: SosState, hex: string): SosState {
  const counts = state.hexAttacks && state.hexAttacks.turn === state.turn ? state.hexAttacks.counts : {};
  const next = { ...counts, [hex]: (counts[hex] ?? 0) + 1 };
  const sorted = Object.fromEntries(Object.keys(next).sort().map((h) => [h, next[h]!]));
  return { ...state, hexAttacks: { turn: state.turn, counts: sorted } };
}

/** SoS 9.65: the ninth attack on a hex in a turn is refused, at `path`. */
export function ninthAttackProblem(state: SosState, hex: string, path: (string | number)[]): Issue[] {
  const n = attacksThisTurn(state, hex);
  return n >= MAX_ATTACKS_A_TURN ? [{ path, code: 'attacked-eight-times', message: `${hex} has been attacked ${n} times this turn: a hex is attacked at most ${MAX_ATTACKS_A_TURN} times a turn`, rule: 'SoS 9.65' }] : [];
}
