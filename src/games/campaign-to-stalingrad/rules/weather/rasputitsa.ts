import type { GameEvent } from '#kernel/engine/events';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { playsSection } from '../sections';
import { twoTurnsInARow } from './history';

/** CtS 31.1: "can start at any time after Turn 26"; "ends at any time after Turn 44". */
export const RASPUTITSA_STARTS_AFTER = 26;
export const RASPUTITSA_ENDS_AFTER = 44;

/** Whether the Rasputitsa is on (31.2's effects apply): only in a game that plays Section III. */
export const inRasputitsa = (state: Pick<CtsState, 'rasputitsa'>): boolean => state.rasputitsa === true;

/**
 * CtS 31.1 When it Occurs: "The Rasputitsa can start at any time after Turn 26 by rolling a
 * Rain result two turns in a row on the Weather Table. The Rasputitsa ends at any time after
 * Turn 44 by rolling a Snow Storm or Overcast result two turns in a row on the Weather Table."
 * Asked right after each turn's weather roll (Admin step 2), in a game that plays Section III
 * (the Campaign Game, 37) and rolls its weather. "Two turns in a row" reads this turn's and
 * last turn's results; "Snow Storm or Overcast" two turns in a row takes any mix of the two (a
 * reading: the sentence joins them as one kind of result).
 */
export function rasputitsaStep(ctx: CtsContext, state: CtsState): { state: CtsState; events: GameEvent[] } {
  if (!playsSection(ctx, state, 3)) return { state, events: [] };
  if (!inRasputitsa(state) && state.turn > RASPUTITSA_STARTS_AFTER && twoTurnsInARow(state, ['rain'])) {
    const text = `turn ${state.turn}: Rain two turns in a row after turn ${RASPUTITSA_STARTS_AFTER}: the Rasputitsa begins (motorized units pay 2 MP for Clear and 1 MP along roads, every advance after combat at most one hex, lake hexsides impassable, Transport Points count roads 1 and other hexes 2; CtS 31.1, 31.2)`;
    return { state: { ...state, rasputitsa: true }, events: [{ type: 'rasputitsa', rule: 'CtS 31.1', turn: state.turn, on: true, text }] };
  }
  if (inRasputitsa(state) && state.turn > RASPUTITSA_ENDS_AFTER && twoTurnsInARow(state, ['snow', 'overcast'])) {
    const { rasputitsa: _ended, ...rest } = state;
    const text = `turn ${state.turn}: Snow Storm or Overcast two turns in a row after turn ${RASPUTITSA_ENDS_AFTER}: the Rasputitsa ends (CtS 31.1)`;
    return { state: rest, events: [{ type: 'rasputitsa', rule: 'CtS 31.1', turn: state.turn, on: false, text }] };
  }
  return { state, events: [] };
}
