import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { KbSide } from '../data/ids';
import type { KbMapView } from '../data/map-view';
import type { Tables } from '../data/tables';
import type { PrepData } from '../preparation/step';
import type { AutomaticEntry } from '../sequence/windows';
import type { KbState } from '../state/types';
import type { ServerRecord, ServerResult } from './record';

/** An automatic entry of the turn plan (sequence/windows.ts turnPlan), with its Game-Turn. */
export type ServerStep = AutomaticEntry & { turn: number };

export interface ServerStepInput {
  data: PrepData;
  tables: Tables;
  state: KbState;
  record: ServerRecord;
  /** The game's options (kbGameOptions), by name; an option absent is at its default. */
  options: Readonly<Record<string, string>>;
  dice: Dice;
  /**
   * The root of this step's dice labels, `T{nn}` of the step's turn (docs/dice.md); the
   * labels under it name the step and what is rolled for: `T03/supply/attrition/KB3617`.
   * Empty: `T{nn}` is used.
   */
  label: string;
  /**
   * The scenario's map as the rules read it (play area, supply sources, edge duties, VP
   * hexes): A.3 and D trace supply lines and read the victory conditions from it.
   */
  view?: KbMapView;
  /**
   * Each side's standing `lossOrder` (docs/kharkov-battles.md D22): the units that take a
   * Pocket Attrition loss first (A.3, 8.4). Absent: the default order of losses.
   */
  lossOrders?: Readonly<Partial<Record<KbSide, readonly string[]>>>;
}

export interface ServerStepOutcome {
  state: KbState;
  record: ServerRecord;
  events: GameEvent[];
  /** When the game ends here (an automatic victory, or the last turn's End Turn Phase). */
  result: ServerResult | null;
}

/** One automatic step carried out. */
export type ServerStepRun = (step: ServerStep, input: ServerStepInput) => ServerStepOutcome;
