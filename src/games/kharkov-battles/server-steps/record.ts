import { EDGE_DUTIES_AT_START, type EdgeDutyRecord } from '../victory/edge-duty';
import type { KbScenarioId, KbSide } from '../data/ids';

/** How a game ended: the winner (null for a Draw), a plain reason, and the level the scenario names. */
export interface ServerResult {
  winner: KbSide | null;
  reason: string;
  level?: string;
}

/**
 * What the server's automatic steps remember from one step to the next beside the state
 * (plain JSON, null rather than absent): the edge duties' run of failed Game-Turns (20.1-20.3,
 * read at every End Turn Phase), the Axis VP of the last count (20.1), and the result once
 * the game has ended.
 */
export interface ServerRecord {
  /** KB 20.1-20.3: the edge duties' memory (victory/edge-duty.ts). */
  edges: EdgeDutyRecord;
  /** KB 20.1: the Axis VP total of the end-of-game count; null before it (and in 20.2, 20.3). */
  vp: number | null;
  /** The game's result once a victory check ended it; null while play goes on. */
  result: ServerResult | null;
}

/** The record at the start of a scenario: no edge duty checked, no count, no result. */
export const SERVER_RECORD_AT_START = (_scenario: KbScenarioId): ServerRecord => ({
  edges: { ...EDGE_DUTIES_AT_START, streak: { ...EDGE_DUTIES_AT_START.streak }, lapsed: { ...EDGE_DUTIES_AT_START.lapsed } },
  vp: null,
  result: null,
});
