import type { Issue } from '../kernel/engine/issues';
import type { GameEvent } from '../kernel/engine/events';
import type { DieRecord } from '../kernel/engine/dice';
import type { Archive } from '../archive/types';
import type { MapData } from '../kernel/map/types';
import type { SceneContent } from '../kernel/engine/scene';

/**
 * The use cases the channels (HTTP, CLI, mail, Workers) call. Channels hold no logic:
 * they authenticate with `authenticate`, call one of these, and map the result.
 */
export interface UmpireService {
  listScenarios(): ScenarioListing[];
  createGame(input: CreateGameInput): Promise<CreatedGame>;
  summary(gameId: string): Promise<GameSummary>;
  /** Resolves a bearer token for a game; null when unknown. */
  authenticate(gameId: string, token: string): Promise<Principal | null>;
  /** That principal's view of the current state (null = the public). */
  view(gameId: string, who: Principal | null): Promise<unknown>;
  /** A ready-to-edit YAML turn file for the open window. */
  template(gameId: string, side: string): Promise<string>;
  /** Accept (or reject, changing nothing) a turn file; closes and adjudicates the window when complete. */
  submitTurn(input: SubmitInput): Promise<SubmitResult>;
  /** Referee: close the open window now with whatever files are in (missing sides: no action). */
  adjudicate(gameId: string, who: Principal): Promise<StepRecord>;
  /** One adjudication step as the principal may see it (events redacted per side). */
  step(gameId: string, k: number, who: Principal | null): Promise<StepRecord>;
  /** The game's archive as the principal may see it (design.md Contracts). */
  archive(gameId: string, who: Principal | null): Promise<Archive>;
  /** What the map and combat reports need: step k (null = the current map) as the principal may see it. */
  reportData(gameId: string, k: number | null, who: Principal | null): Promise<ReportData>;
}

export type Principal = { kind: 'side'; side: string } | { kind: 'referee' };

export interface ScenarioListing {
  /** "drive-on-stalingrad/operation-blue" */
  id: string;
  title: string;
  name: string;
  sides: string[];
  turns: number;
}

export interface CreateGameInput {
  scenario: string;
  players: { side: string; email?: string }[];
  options?: Record<string, unknown>;
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
  status: 'active' | 'ended';
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
  /** Present when this file closed the window. */
  adjudicated?: { step: number; seed: string; nextWindow: string | null; events: number };
}

export interface StepRecord {
  step: number;
  window: string;
  stateHashBefore: string;
  stateHashAfter: string;
  ctx: string;
  /** The revealed chain element s_k (64 hex characters). */
  seed: string;
  submissions: { side: string; fileHash: string; entropy?: string }[];
  transcript: DieRecord[];
  events: GameEvent[];
  at: string;
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
}
