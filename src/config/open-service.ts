import { openStore } from '#db/open-store';
import { resolveSecretKey } from './secret-key';
import { nodeMailComposer } from '#mail/node-composer';
import type { MailIntake } from '#service/mail/types';
import { rulesets } from '#games';
import { createService } from '#service';
import { cryptoEntropy, systemClock } from '#service/node-ports';
import type { Logger } from '#service/ports';
import type { DeadlineSweep, UmpireService } from '#service/types';
import type { TurnFileParser } from '#service/submit/file-parser';

export interface OpenedService {
  service: UmpireService & DeadlineSweep & MailIntake;
  /** The opened store (the mail worker reads and marks the outbox through `store.sqlite`). */
  store: ReturnType<typeof openStore>;
  close(): void;
}

/**
 * The service on an SQLite file for Node (the server and the CLI alike): opens the file,
 * creating it and its folder, applies pending migrations, and wires every title. Mail for
 * players with an address is queued in the outbox (templates/, Message-IDs in the domain of
 * `mailFrom`, the referee address; game-page links under `publicUrl`); the mail worker sends it.
 * The players' signing keys are sealed under `secretKey` (UMPIRE_SECRET_KEY), else under the
 * `secret-key` file next to the database (src/config/secret-key.ts).
 */
export function openService(opts: { dbPath: string; logger?: Logger; mailFrom?: string; publicUrl?: string; secretKey?: string; parseTurnFile?: TurnFileParser }): OpenedService {
  const store = openStore(opts.dbPath);
  const service = createService({
    db: store,
    rulesets,
    clock: systemClock,
    entropy: cryptoEntropy,
    secretKey: resolveSecretKey(opts.secretKey, opts.dbPath).key,
    mail: nodeMailComposer(opts.mailFrom, undefined, opts.publicUrl),
    ...(opts.logger ? { logger: opts.logger } : {}),
    ...(opts.parseTurnFile ? { parseTurnFile: opts.parseTurnFile } : {}),
  });
  return { service, store, close: () => store.close() };
}
