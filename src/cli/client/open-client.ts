import type { Env } from '../../config/env';
import type { Client } from './client';
import { httpClient } from './http-client';
import { localClient } from './local-client';

/** The server at UMPIRE_URL when set, else the database at UMPIRE_DB (created and migrated if new). */
export async function openClient(env: Env): Promise<Client> {
  if (env.UMPIRE_URL) return httpClient(env.UMPIRE_URL);
  const { openService } = await import('../../config/open-service');
  const { mailFromOf } = await import('../../mail/settings');
  const mailFrom = mailFromOf(env);
  const { service, close } = openService({ dbPath: env.UMPIRE_DB, ...(env.UMPIRE_SECRET_KEY ? { secretKey: env.UMPIRE_SECRET_KEY } : {}), ...(mailFrom ? { mailFrom } : {}), ...(env.UMPIRE_PUBLIC_URL ? { publicUrl: env.UMPIRE_PUBLIC_URL } : {}) });
  return localClient(service, close);
}
