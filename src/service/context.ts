import type { Ruleset } from '#kernel/engine/ruleset';
import type { Reads } from '#db/reads';
import type { Store } from '#db/store';
import { KeyedMutex } from './concurrency/keyed-mutex';
import { processSecretKey, signingKeyVault, type SigningKeyVault } from './credentials/signing-key-vault';
import { silentLogger, type Clock, type Entropy, type Logger } from './ports';
import type { MailComposer } from './mail/composer';
import type { ScheduleSettings } from './schedule/settings';
import { inPlaceParser, type TurnFileParser } from './submit/file-parser';

export interface ServiceDeps {
  db: Store;
  rulesets: readonly Ruleset[];
  clock: Clock;
  entropy: Entropy;
  logger?: Logger;
  limits?: { maxTurnFileBytes?: number; maxSelfAuthenticatedBytes?: number };
  /** Reads turn files; default in place (the Node server passes a worker pool). */
  parseTurnFile?: TurnFileParser;
  defaults?: { deadlineHours?: number };
  /** The scheduler's settings (docs/deadlines.md). */
  schedule?: ScheduleSettings;
  /** Renders outgoing mail; without it nothing is queued (docs/mail.md). */
  mail?: MailComposer;
  /**
   * The server's secret key, kept outside the database, that seals the players' signing keys
   * (src/service/credentials/signing-key-vault.ts). Without it a random key of this process
   * is used, which no other process can open: servers and the CLI always pass one.
   */
  secretKey?: string | Uint8Array;
}

export const DEFAULT_MAX_TURN_FILE_BYTES = 256 * 1024;
/**
 * A file sent without a bearer token carries its own credentials (auth.token or
 * auth.signature), which can only be checked once the whole file is read: such files
 * are held to this smaller size, so that reading one costs anyone little.
 */
export const DEFAULT_MAX_SELF_AUTHENTICATED_BYTES = 64 * 1024;
export const DEFAULT_DEADLINE_HOURS = 72;

/** What every use case gets: storage, titles, ports and settings, plus the per-game queue. */
export interface ServiceContext {
  store: Store;
  reads: Reads;
  rulesets: ReadonlyMap<string, Ruleset>;
  clock: Clock;
  entropy: Entropy;
  logger: Logger;
  maxTurnFileBytes: number;
  /** The size limit of a file without a bearer token (at most maxTurnFileBytes). */
  maxSelfAuthenticatedBytes: number;
  parseTurnFile: TurnFileParser;
  deadlineHours: number;
  /** Queues game-start, receipt, rejection and results mail when set. */
  mail: MailComposer | undefined;
  /** Serializes the writes of each game within this process (keyed by game id). */
  mutex: KeyedMutex;
  /** Seals and opens the players' signing keys under the server's secret key. */
  keys: SigningKeyVault;
}

export function serviceContext(deps: ServiceDeps): ServiceContext {
  return {
    store: deps.db,
    reads: deps.db.reads,
    rulesets: new Map(deps.rulesets.map((r) => [r.id, r])),
    clock: deps.clock,
    entropy: deps.entropy,
    logger: deps.logger ?? silentLogger,
    maxTurnFileBytes: deps.limits?.maxTurnFileBytes ?? DEFAULT_MAX_TURN_FILE_BYTES,
    maxSelfAuthenticatedBytes: Math.min(
      deps.limits?.maxSelfAuthenticatedBytes ?? DEFAULT_MAX_SELF_AUTHENTICATED_BYTES,
      deps.limits?.maxTurnFileBytes ?? DEFAULT_MAX_TURN_FILE_BYTES,
    ),
    parseTurnFile: deps.parseTurnFile ?? inPlaceParser,
    deadlineHours: deps.defaults?.deadlineHours ?? DEFAULT_DEADLINE_HOURS,
    mail: deps.mail,
    mutex: new KeyedMutex(),
    keys: signingKeyVault(deps.secretKey ?? processSecretKey()),
  };
}
