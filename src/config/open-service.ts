import { openStore } from '../db/open-store';
import { rulesets } from '../games';
import { createService } from '../service';
import { cryptoEntropy, systemClock } from '../service/node-ports';
import type { Logger } from '../service/ports';
import type { DeadlineSweep, UmpireService } from '../service/types';

export interface OpenedService {
  service: UmpireService & DeadlineSweep;
  close(): void;
}

/**
 * The service on an SQLite file for Node (the server and the CLI alike): opens the file,
 * creating it and its folder, applies pending migrations, and wires every title.
 */
export function openService(opts: { dbPath: string; logger?: Logger }): OpenedService {
  const store = openStore(opts.dbPath);
  const service = createService({
    db: store,
    rulesets,
    clock: systemClock,
    entropy: cryptoEntropy,
    ...(opts.logger ? { logger: opts.logger } : {}),
  });
  return { service, close: () => store.close() };
}
