import type { Archive } from '../../archive/types';
import type { CreatedGame, CreateGameInput, GameSummary, Receipt, ScenarioListing, StepRecord } from '../../service/types';

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
  step(gameId: string, n: number, token?: string): Promise<StepRecord>;
  /** Step n's PDF report for a side's token or the referee token. */
  reportPdf(gameId: string, n: number, token?: string): Promise<Uint8Array>;
  archive(gameId: string, token?: string): Promise<Archive>;
  close(): Promise<void>;
}
