import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';

/** CtS 34.4 "Each turn": the non-motorized divisional units `side` has moved between the Caucasus and Black Sea Coast boxes this turn. */
export function coastMovesThisTurn(state: Pick<CtsState, 'coastMoves'>, side: CtsSide): number {
  return state.coastMoves?.[side] ?? 0;
}

/** CtS 34.4: one more counted move of `side` this turn. */
export function withCoastMove(state: CtsState, side: CtsSide): CtsState {
  return { ...state, coastMoves: { ...state.coastMoves, [side]: coastMovesThisTurn(state, side) + 1 } };
}

/** CtS 34.4 "per turn": the count starts again with each Game Turn (the member is dropped, so a turn without a counted move hashes as before). */
export function withoutCoastMoves(state: CtsState): CtsState {
  if (state.coastMoves === undefined) return state;
  const { coastMoves: _, ...rest } = state;
  return rest;
}
