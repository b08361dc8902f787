import type { Archive } from '#archive/types';
import type { RefereeRequest, RefereeResult } from '#service/referee/types';
import type { AddTournamentGameInput, CreateTournamentInput, TournamentView } from '#service/tournament/types';
import type { AbsenceInput, AbsenceResult, CreatedGame, CreateGameInput, GameSummary, Receipt, ScenarioListing, StepRecord } from '#service/types';

/**
 * What the commands need, over HTTP (UMPIRE_URL) or on the database directly (UMPIRE_DB).
 * Both implementations answer alike: a refusal throws a CommandFailed carrying the HTTP
 * status, code and every issue.
 */
export interface Client {
  readonly kind: 'http' | 'local';
  scenarios(): Promise<ScenarioListing[]>;
  /** `adminToken` is needed over HTTP; on the database directly it is not asked for. */
  createGame(input: CreateGameInput, adminToken?: string): Promise<CreatedGame>;
  summary(gameId: string): Promise<GameSummary>;
  /** `side` lets the referee token ask for one side's template. */
  template(gameId: string, token: string, side?: string): Promise<string>;
  /** Without a token the file's own `auth` must authenticate it. */
  submit(gameId: string, text: string, token?: string): Promise<Receipt>;
  adjudicate(gameId: string, refereeToken: string): Promise<StepRecord>;
  /** A side token for its own side, or the referee token naming the side (docs/deadlines.md). */
  declareAbsence(gameId: string, token: string, input: AbsenceInput): Promise<AbsenceResult>;
  step(gameId: string, n: number, token?: string): Promise<StepRecord>;
  /** Step n's PDF report for a side's token or the referee token. */
  reportPdf(gameId: string, n: number, token?: string): Promise<Uint8Array>;
  archive(gameId: string, token?: string): Promise<Archive>;
  /** A referee action with the referee token (docs/referee.md). */
  referee(gameId: string, refereeToken: string, request: RefereeRequest): Promise<RefereeResult>;
  /** Tournaments: creating one and adding games need the admin token over HTTP (docs/tournaments.md). */
  createTournament(input: CreateTournamentInput, adminToken?: string): Promise<TournamentView>;
  addTournamentGame(tournamentId: string, input: AddTournamentGameInput, adminToken?: string): Promise<TournamentView>;
  tournament(tournamentId: string): Promise<TournamentView>;
  close(): Promise<void>;
}
