import type { GameEvent } from '#kernel/engine/events';
import type { ReplacementKind } from '../data/replacements';
import type { SosTables } from '../data/tables';
import type { SosSide } from '../sequence/phases';
import { SOS_SCENARIOS, type SosScenarioId } from '../sequence/scenarios';
import type { SosReplacementPoints, SosState } from '../state/types';

const NONE: SosReplacementPoints = { Pz: 0, AF: 0 };

/** SoS 21.41: the side's saved replacement points (none before the first are granted). */
export const pointsOf = (state: SosState, side: SosSide): SosReplacementPoints => state.replacementPoints?.[side] ?? NONE;

/** The position with the side's saved points set to `points`. */
export function withPoints(state: SosState, side: SosSide, points: SosReplacementPoints): SosState {
  const all = state.replacementPoints ?? { german: NONE, soviet: NONE };
  return { ...state, replacementPoints: { ...all, [side]: { Pz: points.Pz, AF: points.AF } } };
}

/** SoS 21.41: the points the scenario card lists for `side` on `turn`, by kind (the Soviet has only AF, 21.42). */
export function cardPoints(tables: SosTables, scenario: SosScenarioId, side: SosSide, turn: number): SosReplacementPoints {
  const card = tables.replacements.scenarios[scenario];
  if (!card) return NONE;
  // the card's first figure is its first turn's (#4 to #8 start later in the campaign)
  const at = (list: readonly number[]) => list[turn - SOS_SCENARIOS[scenario].firstTurn] ?? 0;
  return side === 'german' ? { Pz: at(card.german.Pz), AF: at(card.german.AF) } : { Pz: 0, AF: at(card.soviet.AF) };
}

/**
 * SoS 21.41, 21.2: the turn's replacement points are added to the side's Replacements Saved
 * Table at the start of its own Movement Phase, where 21.2 places arriving replacements
 * (German phase 3, Soviet phase 10); "Unused AF may be saved and used on a later turn", so
 * the points add to those saved. The table is public (its markers are on the board, as the
 * Ammunition Status Table's are): the event has no `visibleTo`.
 */
export function grantReplacementPoints(tables: SosTables, scenario: SosScenarioId, state: SosState, side: SosSide, turn: number): { state: SosState; events: GameEvent[] } {
  const add = cardPoints(tables, scenario, side, turn);
  if (add.Pz === 0 && add.AF === 0) return { state, events: [] };
  const had = pointsOf(state, side);
  const saved = { Pz: had.Pz + add.Pz, AF: had.AF + add.AF };
  return { state: withPoints(state, side, saved), events: [{ type: 'replacement-points', rule: 'SoS 21.41, 21.2', side, turn, granted: add, saved }] };
}

/** The side's points less `spent` of `kind`. */
export function spend(state: SosState, side: SosSide, kind: ReplacementKind, spent: number): SosState {
  const had = pointsOf(state, side);
  return withPoints(state, side, { ...had, [kind]: had[kind] - spent });
}
