import { existsSync } from 'node:fs';
import type { Env } from '#config/env';
import type { Client } from './client';
import { httpClient } from './http-client';
import { localClient } from './local-client';
import { CommandFailed } from '../errors';

/** Whether there is somewhere to find games: a server (UMPIRE_URL) or a database file that exists. */
export const hasGames = (env: Env): boolean => Boolean(env.UMPIRE_URL) || existsSync(env.UMPIRE_DB);

/**
 * The server at UMPIRE_URL when set, else the database at UMPIRE_DB: created and migrated if
 * new only when `create` is set (a command that makes games); otherwise a missing database is
 * a `no-database` failure and no file is written.
 */
export async function openClient(env: Env, { create }: { create: boolean }): Promise<Client> {
  if (env.UMPIRE_URL) return httpClient(env.UMPIRE_URL);
  if (!create && env.UMPIRE_DB !== ':memory:' && !hasGames(env)) {
    throw new CommandFailed(
      `There is no database at ${env.UMPIRE_DB} (UMPIRE_DB), so no game to find; nothing was created. Set UMPIRE_DB to the server's database, UMPIRE_URL to its address, or create a game with \`umpire new\`.`,
      'no-database',
      [],
      404,
    );
  }
  const { openService } = await import('#config/open-service');
  const { mailFromOf } = await import('#mail/settings');
  const mailFrom = mailFromOf(env);
  const { service, close } = openService({ dbPath: env.UMPIRE_DB, ...(env.UMPIRE_SECRET_KEY ? { secretKey: env.UMPIRE_SECRET_KEY } : {}), ...(mailFrom ? { mailFrom } : {}), ...(env.UMPIRE_PUBLIC_URL ? { publicUrl: env.UMPIRE_PUBLIC_URL } : {}) });
  return localClient(service, close);
}
