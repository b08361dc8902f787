import type { SosState, SosPieceState } from '../../state/types';

/** The position with one piece changed (never in place). */
export const withPiece = (state: SosState, id: string, patch: Partial<SosPieceState>): SosState => ({
  ...state,
  pieces: { ...state.pieces, [id]: { ...state.pieces[id]!, ...patch } },
});

/** SoS 9.81: the pieces are eliminated: out of play, their markers gone. */
export const eliminate = (state: SosState, ids: readonly string[]): SosState =>
  ids.reduce((s, id) => withPiece(s, id, { at: null, eliminated: true, pinned: false, spent: false }), state);

/** SoS 9.84, 9.111, 9.113: a P result's marker on the pieces. */
export const mark = (state: SosState, ids: readonly string[], marker: 'pinned' | 'spent'): SosState =>
  ids.reduce((s, id) => withPiece(s, id, { [marker]: true }), state);

/** The pieces move to a place. */
export const moveTo = (state: SosState, ids: readonly string[], at: string): SosState => ids.reduce((s, id) => withPiece(s, id, { at }), state);

/** SoS 9.61: the marked hex has been attacked (9.115: until its marker is removed), kept sorted. */
export const recordAttacked = (state: SosState, hex: string): SosState =>
  state.attacked.includes(hex) ? state : { ...state, attacked: [...state.attacked, hex].sort() };
