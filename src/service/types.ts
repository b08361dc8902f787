import type { CombatKey } from '#kernel/engine/combat-key';
import type { GameToken, MyGameLine } from './my-games';
import type { TitleCharts } from './title-charts';
import type { Declaration, OrderChoice, SideOptions } from '#kernel/engine/ruleset';
import type { GameOptionInfo } from '#kernel/engine/ruleset';
import type { Issue } from '#kernel/engine/issues';
import type { GameEvent } from '#kernel/engine/events';
import type { DieRecord } from '#kernel/engine/dice';
import type { Archive } from '#archive/types';
import type { ArchiveBrowse } from './archive-browse/browse-archive';
import type { ArchiveStepData } from './archive-browse/archive-steps';
import type { RefereeRequest, RefereeResult } from './referee/types';
import type { AddTournamentGameInput, CreateTournamentInput, TournamentView } from './tournament/types';
import type { MapData } from '#kernel/map/types';
import type { SceneContent } from '#kernel/engine/scene';
import type { AttackPreview, UnitOptions } from '#kernel/engine/ruleset';

/**
 * The use cases the channels (HTTP, CLI, mail, Workers) call. Channels hold no logic:
 * they authenticate with `authenticate`, call one of these, and map the result.
 */
export interface UmpireService {
  listScenarios(): ScenarioListing[];
  /** An installed title's charts for players (CRT, result codes, terrain effects); null for an unknown title. */
  titleCharts(title: string): TitleCharts | null;
  /** "My games, your turn": each game link's game and whether it waits for the link's side, those that do first. */
  myGames(links: readonly GameToken[]): Promise<MyGameLine[]>;
  createGame(input: CreateGameInput): Promise<CreatedGame>;
  summary(gameId: string): Promise<GameSummary>;
  /** Resolves a bearer token for a game; null when unknown. */
  authenticate(gameId: string, token: string): Promise<Principal | null>;
  /** That principal's view of the current state (null = the public). */
  view(gameId: string, who: Principal | null): Promise<unknown>;
  /** A ready-to-edit YAML turn file for the open window. */
  template(gameId: string, side: string): Promise<string>;
  /** "What can this unit do now": the side's units and their legal options in the open window. */
  options(gameId: string, side: string, unit?: string): Promise<UnitOptionsListing>;
  /** An attack as the side would see it before committing it: problems, odds, column shifts. */
  previewAttack(gameId: string, side: string, attack: { target: string; units: string[] }): Promise<AttackPreview>;
  /** The file signed with a side's token (auth.signature, as `umpire sign` writes it), for mail. */
  signTurnFile(gameId: string, token: string, text: string): Promise<string>;
  /** Accept (or reject, changing nothing) a turn file; closes and adjudicates the window when complete. */
  submitTurn(input: SubmitInput): Promise<SubmitResult>;
  /**
   * The refusal a turn file would get before it is read (size, game, bearer token, a game
   * that takes no files), from what a channel knows before receiving it; else its
   * admission, which the channel passes on to submitTurn with the file (`admitted`).
   */
  checkBeforeReading(input: PendingSubmit): Promise<Extract<SubmitResult, { ok: false }> | Admission>;
  /** Referee: close the open window now with whatever files are in (missing sides: no action). */
  adjudicate(gameId: string, who: Principal): Promise<StepRecord>;
  /** One adjudication step as the principal may see it (events redacted per side). */
  step(gameId: string, k: number, who: Principal | null): Promise<StepRecord>;
  /** The game's archive as the principal may see it (design.md Contracts). */
  archive(gameId: string, who: Principal | null): Promise<Archive>;
  /** What the map and combat reports need: step k (null = the current map) as the principal may see it. */
  reportData(gameId: string, k: number | null, who: Principal | null, opts?: ReportDataOptions): Promise<ReportData>;
  /** An archive file someone holds, verified and read step by step, stored nowhere (the offline viewer). */
  browseArchive(input: unknown): ArchiveBrowse;
  /** Step k of an archive file as report data, for its map (shape checked, a full copy replayed to k). */
  archiveStep(input: unknown, k: number): ArchiveStepData;
  /** A player (or the referee for a side) declares an absence; a deadline falling in it moves past its end. */
  declareAbsence(gameId: string, who: Principal, input: AbsenceInput): Promise<AbsenceResult>;
  /**
   * The scheduler (docs/deadlines.md), driven only by stored state: reminders, deadlines with
   * their grace period and missed-orders policy, and the outage guard. Idempotent: a timer
   * (Node) or a cron trigger (Workers) calls it as often as it likes.
   */
  sweep(): Promise<SweepReport>;
  /** Referee actions: preview, force-close, rollback, correct, replace-player, pause, resume, end (docs/referee.md). */
  referee(gameId: string, who: Principal, request: RefereeRequest): Promise<RefereeResult>;
  /** Tournaments (docs/tournaments.md): creating one and adding games are the operator's (admin). */
  createTournament(input: CreateTournamentInput): Promise<TournamentView>;
  addTournamentGame(tournamentId: string, input: AddTournamentGameInput): Promise<TournamentView>;
  tournament(tournamentId: string): Promise<TournamentView>;
}

/** The open window and a side's unit options (Ruleset.options), for the game page and clients. */
export interface UnitOptionsListing {
  game: string;
  side: string;
  window: string;
  accepts: string[];
  /** The state hash a turn file answering this window names as `basedOn`. */
  basedOn: string;
  deadline: string | null;
  units: UnitOptions[];
  /** The declarations the side may make in this window, each with the order kinds it makes the window take (Ruleset.declarations). */
  declarations?: Declaration[];
  /** The side's orders that belong to no one unit, with its choices now (Ruleset.sideOptions): DoS supply markers. */
  sideOptions?: SideOptions;
  /** The orders of the window that are not a unit's move or attack, ready made (Ruleset.orderChoices). */
  orderChoices?: OrderChoice[];
}

export type Principal = { kind: 'side'; side: string } | { kind: 'referee' };

/** An absence as declared: whole days in the game's time zone, both included (YYYY-MM-DD). */
export interface AbsenceInput {
  /** Needed when the referee declares it; a side token declares for its own side. */
  side?: string;
  from: string;
  until: string;
}

export interface AbsenceResult {
  game: string;
  side: string;
  from: string;
  until: string;
  /** The open window's deadline after the absence (null when no window is open). */
  deadline: string | null;
  /** Whether the absence moved that deadline. */
  moved: boolean;
}

/** What one sweep did (docs/deadlines.md). */
export interface SweepReport {
  at: string;
  closed: DeadlineClosure[];
  reminders: { game: string; window: string; hoursBefore: number; sides: string[] }[];
  notices: { game: string; window: string; kind: 'waiting' | 'missed-orders' | 'outage' }[];
  paused: { game: string; reason: 'missed-orders' | 'outage' }[];
}

export interface ScenarioListing {
  /** "drive-on-stalingrad/operation-blue" */
  id: string;
  title: string;
  name: string;
  sides: string[];
  turns: number;
  /** The game options it may be created with (Ruleset ScenarioInfo.options). */
  options?: GameOptionInfo[];
}

export interface CreateGameInput {
  scenario: string;
  players: { side: string; email?: string }[];
  /** Title options; `options.timing` sets deadlines, reminders and the missed-orders policy (docs/deadlines.md). */
  options?: Record<string, unknown>;
  /** Where the referee's notices go (missed orders, outage pauses); never published. */
  refereeEmail?: string;
}

export interface CreatedGame {
  id: string;
  refereeToken: string;
  players: { side: string; token: string }[];
  diceCommitment: string;
}

export interface GameSummary {
  id: string;
  title: string;
  scenario: string;
  turn: number | null;
  window: string | null;
  waitingFor: string[];
  deadline: string | null;
  status: 'active' | 'paused' | 'ended';
  headline: string;
  diceCommitment: string;
  steps: number;
  outcome?: { winner?: string; reason?: string };
}

export interface SubmitInput {
  gameId: string;
  /** The turn file as received (YAML or JSON). */
  text: string;
  /** Bearer token from the channel, if any; otherwise the file's `auth` must authenticate it. */
  bearer?: string;
  channel: 'http' | 'mail' | 'cli';
  /**
   * What checkBeforeReading answered for this file before it was received (the HTTP
   * request's headers): the checks that need no reading of the file then are not made a
   * second time. Used only when it names the same game and bearer token.
   */
  admitted?: Admission;
}

/**
 * A turn file for `gameId` with `bearer` passed the checks made before reading it (its
 * size when known, the game, the bearer token, a game that takes files); the game is of
 * `title`, whose schemas read the file. Everything is checked again, with the file, in the
 * game's queue.
 */
export interface Admission {
  ok: true;
  gameId: string;
  bearer: string | undefined;
  title: string;
}

/** A turn file not yet received: its game, the channel's bearer token, and its size in bytes when known. */
export interface PendingSubmit {
  gameId: string;
  bearer?: string;
  bytes?: number;
  channel: SubmitInput['channel'];
}

export type SubmitResult =
  | { ok: true; receipt: Receipt }
  | { ok: false; status: 401 | 403 | 404 | 409 | 413 | 422; code: string; message: string; errors: Issue[] };

export interface Receipt {
  game: string;
  side: string;
  window: string;
  fileHash: string;
  final: boolean;
  /** 1, 2, … per side and window: every version is kept. */
  version: number;
  receivedAt: string;
  /** True when an identical file had already been accepted: nothing changed. */
  duplicate: boolean;
  /**
   * For each `move: {unit, to}` of the file, the path the server chose: the one options()
   * lists for that destination (the cheapest, ties broken as every listed path is).
   */
  chosenPaths?: { order: number; unit: string; to: string; path: string[] }[];
  /** Present when this file closed the window. */
  adjudicated?: { step: number; seed: string; nextWindow: string | null; events: number };
  /**
   * The head of the log chain of this side's copy of the archive when the file was accepted
   * (after the step it closed, if any): keep it to check any later copy with
   * `umpire verify --head` (docs/storage.md "Anchors").
   */
  logHead?: string;
}

export interface StepRecord {
  step: number;
  window: string;
  stateHashBefore: string;
  stateHashAfter: string;
  ctx: string;
  /** The revealed chain element s_k (64 hex characters). */
  seed: string;
  /** The chain index of `seed` when it is not `step` (a replay after a rollback reuses the undone step's seed; docs/referee.md). */
  seedIndex?: number;
  submissions: { side: string; fileHash: string; entropy?: string }[];
  transcript: DieRecord[];
  events: GameEvent[];
  at: string;
  /** Referee corrections made since the step before, as the reader may see them (present when there are any). */
  corrections?: RefereeCorrection[];
}

/** Deadlines: what a timer or a cron trigger calls (added to the service, alongside UmpireService). */
export interface DeadlineSweep {
  /** Closes every open window whose deadline has passed; returns what it closed. */
  closeDueWindows(): Promise<DeadlineClosure[]>;
}

export interface DeadlineClosure {
  game: string;
  step: number;
  window: string;
  nextWindow: string | null;
}

/** What the map and combat reports (src/report) need, already redacted for one reader. */
/** What a report read works out beyond the step and its pictures. */
export interface ReportDataOptions {
  /** The hexes the step changed (ReportData.changed): one more picture of the position before, for the results mail's map parts. */
  changed?: boolean;
  /**
   * false leaves the map scene out (ReportData.scene null): the history's step list reads only
   * the step's events and combat report, and the scene is the title's whole view of the position.
   */
  scene?: boolean;
}

export interface ReportData {
  game: { id: string; title: string; titleName: string; scenario: string; scenarioName: string; diceCommitment: string };
  /** Who it is for: a side, "public" or "referee". */
  viewer: string;
  /** True when the reader sees everything: the referee, or anyone once the game has ended. */
  full: boolean;
  /** The step reported, redacted for the reader; null for the current map. */
  step: StepRecord | null;
  /** The public headline and outcome after that step (or now). */
  headline: string;
  outcome: { ended: boolean; winner?: string; reason?: string };
  /** The title's map and its pieces as the reader may see them; null for a title without a map. */
  map: MapData | null;
  scene: SceneContent | null;
  /** When the picture was taken: the step's time, else the game's last step or its creation (ISO 8601). */
  at: string;
  /**
   * Corrections the referee made since the step before (for the current map: since the last
   * step), as the reader may see them (docs/referee.md).
   */
  corrections?: RefereeCorrection[];
  /**
   * The title's key to the step's battles (Ruleset.combatKey): units' hexes and factors the
   * events leave out, the odds arithmetic, how each result was read, the result codes and the
   * table. Absent for a title without one.
   */
  combat?: CombatKey;
  /**
   * The hexes whose picture the step changed (pieces or markers), comparing the reader's own
   * pictures before and after it; absent for the map as it stands or when the state before
   * is not at hand, and unless asked for (ReportDataOptions.changed). The results mail's map
   * pages are those that hold one.
   */
  changed?: string[];
}

/** A referee correction in a report: when, why, and the values set (without them when hidden from the reader). */
export interface RefereeCorrection {
  seq: number;
  at: string;
  reason: string;
  changes: { path: (string | number)[]; value?: unknown; was?: unknown }[];
}
