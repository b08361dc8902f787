import type { EdgeDuty } from '../data/map';
import type { KbState } from '../state/types';
import { ownershipVictory } from './automatic';
import { checkEdgeDuties, type EdgeDutyRecord } from './edge-duty';
import { endOfGameVictory, LAST_TURN, type EndOfGameInput } from './end-of-game';
import type { KbVictory, VictoryEvent } from './types';

export interface EndOfTurnInput extends Omit<EndOfGameInput, 'edges'> {
  /** The scenario's edge duties (the map's play area, 20.1-20.3). */
  duties: readonly EdgeDuty[];
  /** The edge duties' record before this Game-Turn's check. */
  edges: EdgeDutyRecord;
}

export interface EndOfTurnVictory {
  /** The record to keep for the next Game-Turn. */
  edges: EdgeDutyRecord;
  /** The game's result when it ends here; null when play goes on. */
  victory: KbVictory | null;
  /** The edge-duty checks of this Game-Turn (also inside `victory` when it ended the game). */
  events: VictoryEvent[];
}

/**
 * KB 20.1-20.3, in the End Turn phase (4.1 D) of every Game-Turn, in this order: an
 * ownership victory standing now (20.1, 20.3 "at any time"; asked after every change of
 * ownership too); the edge duties (20.1, 20.3 automatic; 20.2 recorded for the level
 * shift); at the conclusion of the scenario's last turn, the end-of-game count, which reads
 * this turn's edge check too. A state not in the End Turn phase is refused (edge-duty.ts).
 */
export function endOfTurnVictory(input: EndOfTurnInput): EndOfTurnVictory {
  const { ctx, state } = input;
  const check = checkEdgeDuties(ctx, state, input.duties, input.edges);
  const owned = ownershipVictory(ctx.map, state);
  if (owned) return { edges: check.record, victory: owned, events: check.events };
  if (check.victory) return { edges: check.record, victory: check.victory, events: check.events };
  const victory = isLastTurn(state) ? endOfGameVictory({ ...input, edges: check.record }) : null;
  return { edges: check.record, victory, events: check.events };
}

/** KB 20.1-20.3: the scenario ends at the conclusion of this Game-Turn. */
export const isLastTurn = (state: KbState): boolean => state.at.turn === LAST_TURN[state.scenario];
