import type { HexId } from '#kernel/ids';
import type { GameEvent } from '#kernel/engine/events';
import type { EntryArea } from '../data/map';
import type { ScenarioForces } from '../data/setup';
import type { Tables } from '../data/tables';
import type { Trt, TrtTurn } from '../data/trt';
import type { KbContext } from '../state/context';
import type { KbState } from '../state/types';

/**
 * What the Preparation Stage steps read besides the state: the counters and map (context),
 * the scenario's forces (schedules, support and replacement rules), its Turn Record Track
 * and the charts (the Support Table, 9.2).
 */
export interface PrepData {
  readonly ctx: KbContext;
  readonly forces: ScenarioForces;
  readonly trt: Trt;
  readonly tables: Pick<Tables, 'support'>;
  /** KB 17.0, 17.12: the map's Entry Areas (side, entry hexes, adjacent areas). */
  readonly entryAreas: readonly Pick<EntryArea, 'id' | 'side' | 'hexes' | 'adjacent'>[];
}

/** What every Preparation Stage step returns: the new state (never the old one changed) and what happened, for the report. */
export interface StepResult {
  state: KbState;
  events: GameEvent[];
}

/** The TRT box of the state's turn; throws when the track has none (a data error, not a player's). */
export function trtTurn(data: PrepData, state: KbState): TrtTurn {
  const t = data.trt.turns.find((x) => x.turn === state.at.turn);
  if (!t) throw new Error(`the ${data.trt.scenario} Turn Record Track has no turn ${state.at.turn}`);
  return t;
}

/** A roll label of this turn's Preparation Stage, e.g. "T12/weather/mud" (docs/dice.md: stable, readable). */
export const prepLabel = (state: KbState, ...parts: string[]): string => [`T${String(state.at.turn).padStart(2, '0')}`, ...parts].join('/');
