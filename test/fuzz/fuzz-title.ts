import type { GameEvent } from '#kernel/engine/events';
import type { DecisionWindow, Ruleset, Submission, UnitOptions } from '#kernel/engine/ruleset';
import type { Side } from '#kernel/ids';
import type { Rng } from './rng';

/** One order the fuzzer wants to give, and whether the title's options() offered it as it stands. */
export interface PlannedOrder {
  order: unknown;
  /**
   * true: a single-unit order taken as it stands from options() (a listed destination, target
   * or entry hex), so check() must accept it alone (after `prefix`); false: a composition or a
   * guess (stacks, groups, supply markers, declarations) that check() may refuse.
   */
  offered: boolean;
}

/** The orders of one side for the open window. */
export interface PlannedFile {
  /** Orders that go first and that an offered order needs to be legal alone (e.g. a phase-order declaration). */
  prefix: unknown[];
  orders: PlannedOrder[];
  standing?: unknown;
}

/** What the game state lets the fuzzer ask before it writes orders: the rules' own legality check. */
export type LegalityProbe = (submission: Submission) => boolean;

/** One battle as the title's events report it. */
export interface BattleTally {
  /** e.g. "prepared-assault", "mobile-assault". */
  kind: string;
  /** The table result, e.g. "DR". */
  result: string;
  /** Whether a die was rolled (false: beyond the table). */
  rolled: boolean;
}

/**
 * What the fuzzer needs to know of one title beyond the Ruleset contract: how to turn its
 * per-unit options into random orders, which invariants its states and events must keep,
 * what a side's view must never show, and how its battles read. Everything else (windows,
 * legality, adjudication, replay) goes through the Ruleset.
 */
export interface FuzzTitle<S = unknown> {
  readonly ruleset: Ruleset<S>;
  /** Every combat result of the title's table, e.g. ["AS", "AL1", "DR", "DE", "EX"]. */
  readonly resultKinds: readonly string[];
  /** Windows a game turn may have at most, for the runaway check (default 4: Drive on Stalingrad's). */
  readonly windowsPerTurn?: number;
  /** Whether a game may end with no winner (a draw); else outcome() must name one. */
  readonly draws?: boolean;
  /** Random orders for `side` in the open window, from its options (legal alone where `offered`). */
  planFile(args: { state: S; window: DecisionWindow; side: Side; options: UnitOptions[]; rng: Rng; legal: LegalityProbe }): PlannedFile;
  /** Random standing orders for a side the window does not wait for (or undefined for none). */
  planStanding(state: S, side: Side, rng: Rng): unknown;
  /** Problems with a state between windows: stacking, sides sharing hexes, steps, statuses. */
  stateProblems(state: S): string[];
  /** Problems an adjudication's events show (e.g. over-stacking the validator let through), read against the state the step started from and the one it made. */
  eventProblems(events: readonly GameEvent[], states: { before: S; after: S }): string[];
  /** What the views of each side and the public, and the options given, show that they must not. */
  leakProblems(state: S, options: readonly { side: string; options: readonly UnitOptions[] }[]): string[];
  /** The battles among an adjudication's events. */
  battles(events: readonly GameEvent[]): BattleTally[];
  /** The kind an accepted order is counted under in the summary (default: the order's key), e.g. a move that a transport makes. */
  orderKind?(order: unknown): string;
  /** Event types of the title counted in the summary's notable events, besides the common ones (`play-fuzz-game.ts` NOTABLE). */
  readonly notableEvents?: readonly string[];
}
