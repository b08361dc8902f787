import type { z } from 'zod';
import type { Side, UnitId, HexId, WindowId } from '../ids';
import type { Chart } from './charts';
import type { CombatKey } from './combat-key';
import type { Dice } from './dice';
import type { GameEvent } from './events';
import type { Issue } from './issues';
import type { MapData } from '../map/types';
import type { SceneContent, SceneViewer } from './scene';

/**
 * The contract between the service and a title. A title folder under src/games/
 * exports one Ruleset. Everything here is pure: no I/O, no clock, no ambient randomness;
 * the same inputs give the same outputs on Node and on Workers.
 *
 * A game is a state machine that runs phases until it reaches a decision window,
 * a point where it needs orders from one or more sides (design.md "The engine").
 */
export interface Ruleset<S = unknown> {
  /** Title id, e.g. "drive-on-stalingrad". */
  readonly id: string;
  /** Printed title, e.g. "Drive on Stalingrad". */
  readonly title: string;
  /** Bumped whenever adjudication of the same inputs could change; part of the dice context. */
  readonly engineVersion: string;
  readonly sides: readonly Side[];
  readonly scenarios: readonly ScenarioInfo[];
  /** zod schema of ONE order of this title (a union of its order kinds). */
  readonly orderSchema: z.ZodType;
  /** zod schema of this title's standing orders (reactions during the opponent's turn). */
  readonly standingSchema: z.ZodType;

  /**
   * The initial state of a scenario (title-specific options, e.g. optional rules).
   * `engineVersion` is the engine a game was created by when an archive is replayed
   * (absent: this ruleset's own), for a title whose set-up changed between engines.
   */
  setup(scenarioId: string, options?: Record<string, unknown>, engineVersion?: string): S;
  /**
   * The open decision window, or null once the game has ended. A window that waits for no
   * side (`waitingFor: []`) is a server window: the service closes it at once, as a step
   * with no files whose dice are archived like any other (docs/architecture.md).
   */
  window(state: S): DecisionWindow | null;
  /**
   * Legality of a parsed submission against the state and the open window.
   * Returns every problem at once; [] means the orders are legal. A side that the
   * window does not wait for may still submit standing orders (orders: []).
   */
  check(state: S, submission: Submission): Issue[];
  /**
   * Close the open window. `submissions` holds the latest accepted file of every side
   * that sent one for this window (sorted by side); standing orders in them replace
   * that side's earlier ones, which the state keeps. Orders made illegal by earlier
   * results in the same step are skipped and reported as events, never thrown.
   */
  adjudicate(state: S, submissions: readonly Submission[], dice: Dice): Adjudication<S>;
  /** What a side may see (null = the public). Redaction happens here, once. */
  view(state: S, side: Side | null): unknown;
  /** "What can this unit do now": per-unit options for the open window. */
  options(state: S, side: Side): UnitOptions[];
  /**
   * "What would this attack be": `units` of `side` attacking `target` in the open window,
   * with the odds and every column shift as that side may know them (the game page).
   */
  preview?(state: S, side: Side, attack: { target: string; units: string[] }): AttackPreview;
  /**
   * The declarations a side may make in the open window and the order kinds each makes the
   * window take (optional; absent or [] when the window has none), e.g. a phase-order
   * declaration that lets moves come first (DoS 5.4). The game page offers only these.
   */
  declarations?(state: S, side: Side): Declaration[];
  /**
   * The listings too costly to make on every options() call (the fuzzer, the move check and
   * `move: {unit, to}` read options() too), added to an options() answer for a player who
   * asks (the service's options: the API and the game page). Campaign To Stalingrad's
   * Movement Phase overruns (CtS 4.7). Returns the listing with the fields added.
   */
  optionsForPlayers?(state: S, side: Side, units: UnitOptions[]): UnitOptions[];
  /**
   * The open window's orders that belong to no one unit, with the choices the side has now
   * (optional), for the players' answer beside the units: Drive on Stalingrad's supply
   * markers (DoS 7.14), aerial supply marker (7.6) and ground-support aircraft (11.25).
   */
  sideOptions?(state: S, side: Side): SideOptions;
  /**
   * The orders of the open window that are not a unit's move or attack, ready made, each one
   * check() accepts on its own (Campaign To Stalingrad's HQ activations, air orders,
   * Bombardment, Depots, rail repairs and replacement moves): for players who ask (the API,
   * the game page's composer). Absent or [] when there are none.
   */
  orderChoices?(state: S, side: Side): OrderChoice[];
  /** Ready-to-edit material for the open window's turn file. */
  template(state: S, side: Side): TemplateInfo;
  /** Whether the game has ended and who won. */
  outcome(state: S): Outcome;
  /** One-line public headline for summaries and mail subjects, e.g. "GT3, German VP 2". */
  headline(state: S): string;
  /**
   * The title's map, for the map reports (src/report); absent for a title without a hex map.
   * For a title whose scenarios play on different maps it is the default one; `mapOf` wins.
   */
  readonly map?: MapData;
  /**
   * The map a scenario is played on (its id without the title prefix), for a title whose
   * scenarios use different maps (Kharkov Battles: the KB map for 20.1 and 20.3, the KH map
   * for 20.2). Read before `map`; undefined falls back to `map`.
   */
  mapOf?(scenario: string): MapData | undefined;
  /**
   * The map a game in `state` is played on, for a title whose engines play different maps
   * (Campaign To Stalingrad: a cts-2 game on the map before the ferry sites). Read before
   * `mapOf`; undefined falls back to it.
   */
  mapOfState?(state: S): MapData | undefined;
  /**
   * The pieces and markers on the map as `viewer` may see them, for the map reports.
   * Derived from what `view` exposes (fog of war, hidden values), never more.
   */
  scene?(state: S, viewer: SceneViewer): SceneContent;
  /**
   * What the combat report needs to explain a step's battles beyond `events` (the step's
   * events as the reader may see them): each unit's hex, factor and every halving or
   * doubling, the odds arithmetic, how the result was read, the result codes and the table.
   * `before` is the state before the step (null for the map as it stands); the title works
   * out what the events leave out from it, never from hidden values the events do not show.
   */
  combatKey?(before: S | null, events: readonly GameEvent[]): CombatKey;
  /** The title's charts for players: the combat results table with its result codes, the terrain effects. */
  charts?(): Chart[];
}

export interface ScenarioInfo {
  /** Scenario id within the title, e.g. "operation-blue". */
  id: string;
  name: string;
  turns: number;
  sides: Side[];
  description: string;
  /** The game options a game of this scenario may be created with (recorded in its archive). */
  options?: GameOptionInfo[];
}

/** One game option, chosen at creation: `options: {<name>: <value>}`. */
export interface GameOptionInfo {
  name: string;
  values: string[];
  default: string;
  /** The rule the option chooses how to apply, e.g. "DoS 12.1". */
  rule: string;
  description: string;
}

export interface DecisionWindow {
  /** `T{nn}/{name}`, e.g. "T03/german-combat". */
  id: WindowId;
  turn: number;
  /** Sides whose final file closes the window. */
  waitingFor: Side[];
  /** Order kinds this window accepts, e.g. ["attack"] or ["move"]. */
  accepts: string[];
  /** Plain-English description of what the window decides, with rule numbers. */
  description: string;
}

export interface Submission {
  side: Side;
  /** Orders, each already parsed with `orderSchema`. */
  orders: unknown[];
  /** Standing orders parsed with `standingSchema`, if the file had any. */
  standing?: unknown;
}

export interface Adjudication<S> {
  state: S;
  events: GameEvent[];
}

export interface Outcome {
  ended: boolean;
  winner?: Side;
  /** Why it ended, with the rule, e.g. "German VP reached 6 (DoS 4.5)". */
  reason?: string;
}

/** One unit's legal options in the open window (the template, fuzzer and game page use these). */
export interface UnitOptions {
  unit: UnitId;
  label: string;
  /** Where the unit is; for a unit off the map (`entries` set), the first hex it may enter through. */
  hex: HexId;
  /** Legal destinations this window with their cost, when the window is a movement window. */
  moves?: { hex: HexId; cost: number; path: HexId[] }[];
  /**
   * Legal attack targets this window, with the odds if this unit attacked alone; the
   * service adds the column shifts of attacking alone when the title previews attacks.
   */
  attacks?: {
    target: HexId;
    odds?: string;
    shifts?: { value: number; reason: string; rule: string }[];
    /** The order that makes this attack when it is not `attack`: `assault`, a German mobile assault in a movement phase (DoS 9.23). */
    order?: 'assault';
    /** For an `assault`: the units of the force, as the order names them (DoS 9.23, 9.28). */
    force?: UnitId[];
  }[];
  /**
   * For a unit off the map that may come in this window (a reinforcement): the hexes it
   * may enter through, with what entering costs it (DoS 8.1-8.3). Absent for units on the map.
   */
  entries?: { hex: HexId; cost: number }[];
  /** Off Map Boxes a unit in a box may move to this window (CtS 33.1): `boxMove: {unit, to}`. */
  boxMoves?: string[];
  /**
   * For a unit in the Caucasus or Black Sea Coast box in a Combat window (CtS 34.1, 34.9): the
   * order it may take part in there: `boxAttack: {box, attackers}` on every enemy unit of the
   * box, or `boxAdvance: {box}` when none is there.
   */
  boxCombat?: { box: string; order: 'boxAttack' | 'boxAdvance' };
  /** Hexes where the unit may set up, in a set-up window (DoS 12.1). */
  placements?: HexId[];
  /** Port towns the unit may sail to this window (DoS 9.18): `sea: {unit, to}`. */
  sea?: HexId[];
  /** Legal destinations by rail this window (CtS 15.1), with the rail hexes passed, when the title moves units by rail. */
  rail?: { hex: HexId; path: HexId[] }[];
  /**
   * For a reinforcement or Return that came on as this Movement Phase began (CtS 19.1): the
   * other edge hexes an `enter: {unit, hex}` order may place it at before it moves.
   */
  enterAt?: HexId[];
  /**
   * Movement Phase overruns the unit may make now (CtS 4.7): the enemy hex, the force that
   * makes it (the units the order names, this one among them) and the least Maximum Effort
   * (0-2) with which they reach 10-1.
   */
  overruns?: {
    target: HexId;
    units: UnitId[];
    maximumEffort: 0 | 1 | 2;
    /** The Army HQs an `activate` order earlier in the same file must activate for it (CtS 16.7); absent when none. */
    activate?: UnitId[];
    /** The air units to place in the target hex earlier in the same file (`air` orders, CtS 23.5) and name as its Ground Support (23.11); absent when none. */
    groundSupport?: string[];
  }[];
  /**
   * For a unit listed with `enterAt` (CtS 19.1): its moves once placed at each of those hexes
   * by an `enter` order, for a move that follows the enter in the same file.
   */
  enterMoves?: { hex: HexId; moves: { hex: HexId; cost: number; path: HexId[] }[] }[];
  /** Plain-English notes: "frozen until GT2 (DoS 3.2)", "out of supply: MF halved (DoS 7.16)". */
  notes?: string[];
  /**
   * Moves of the stack the unit began the phase in, its units moving together (DoS 9.5) at
   * the slowest one's rate (9.7): the units the order names, each destination with its cost
   * and path. Listed once a stack, under its first unit, for players (Ruleset.optionsForPlayers).
   */
  stackMoves?: { units: UnitId[]; hex: HexId; cost: number; path: HexId[] }[];
  /**
   * Sea moves that go on after landing (DoS 9.18): the port `to`, where the unit ends, the
   * MP spent (landing included) and the hexes entered after landing (`sea: {unit, to, path}`).
   * Listed for players (Ruleset.optionsForPlayers).
   */
  seaOnward?: { to: HexId; hex: HexId; cost: number; path: HexId[] }[];
  /**
   * The withdrawal due this window (DoS 8.7): the requirement the unit may fill (`role`) and
   * how many units that requirement takes (`of`), for `withdraw: {units}`.
   */
  withdraw?: { role: string; of: number };
}

/** A side's orders of the open window that belong to no one unit (Ruleset.sideOptions). */
export interface SideOptions {
  /** Towns and cities the side may add to its supply network now (DoS 7.14): `network: {add}`. */
  network?: HexId[];
  /** Hexes of the side's units where the aerial supply marker may be committed now (DoS 7.6): `aerial: {hex}`. */
  aerial?: HexId[];
  /** Ground-support aircraft the side may still commit to its attacks this game turn (DoS 11.25): `attack: {…, air}`. */
  air?: number;
}

/** One ready-made order a side may give in the open window (Ruleset.orderChoices). */
export interface OrderChoice {
  /** The order kind as the window's `accepts` names it, e.g. "activate", "air", "depot". */
  kind: string;
  /** The order as the turn file writes it, e.g. {activate: {hq}}. */
  order: unknown;
  /** What it does, in plain English, with its rule. */
  label: string;
  rule: string;
  /** The unit it is given to, when one is (an Army HQ activated, an air unit placed). */
  unit?: UnitId;
  /** The hex it is about, for the map. */
  hex?: HexId;
}

/** One declaration of a window (Ruleset.declarations). */
export interface Declaration {
  /** The order that makes it; null for the default, which the file need not declare. */
  order: unknown;
  label: string;
  /** The order kinds the window takes once it is made. */
  takes: string[];
  rule: string;
}

/** An attack as its side would see it before committing it (Ruleset.preview). */
export interface AttackPreview {
  target: string;
  units: string[];
  /** Why the attack may not be made now; [] = legal. */
  problems: Issue[];
  /** Combined attack and defense strengths; absent when a factor is unknown to the side ("?"). */
  attack?: number;
  defense?: number;
  /** Raw odds and final odds after every shift; absent while a strength is unknown. */
  rawOdds?: string;
  odds?: string;
  /** The table column the final odds fall on, or where they fall off it. */
  column?: string;
  /** Every column shift known before the die, with its reason and rule (+ right, - left). */
  shifts: { value: number; reason: string; rule: string }[];
  /** Plain-English notes: halvings, why the odds are unknown. */
  notes: string[];
}

export interface TemplateInfo {
  /** Lines of commentary placed at the head of the template. */
  notes: string[];
  /** The side's units, where they are and what they can do. */
  units: UnitOptions[];
  /** Example orders, valid for this window, to copy and edit. */
  exampleOrders: unknown[];
  /** The side's current standing orders. */
  standing?: unknown;
}

/**
 * The map a game of `scenario` is drawn on: the one its engine plays in `state`
 * (`mapOfState`), else the scenario's own (`mapOf`), else the title's (`map`), else null.
 * `scenario` may carry the title prefix ("kharkov-battles/second-kharkov").
 */
export function scenarioMap(ruleset: Pick<Ruleset<unknown>, 'map' | 'mapOf' | 'mapOfState'>, scenario: string, state?: unknown): MapData | null {
  const id = scenario.includes('/') ? scenario.slice(scenario.indexOf('/') + 1) : scenario;
  return (state !== undefined ? ruleset.mapOfState?.(state) : undefined) ?? ruleset.mapOf?.(id) ?? ruleset.map ?? null;
}
