import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface AdminToken {
  token: string;
  /** Where it came from: the environment, the stored file, or generated just now. */
  source: 'env' | 'file' | 'generated';
  /** The file it was read from or written to. */
  file?: string;
}

/** The file that keeps a generated admin token: `admin-token` next to the database. */
export const adminTokenFile = (dataDir: string): string => join(dataDir, 'admin-token');

/**
 * The admin token: UMPIRE_ADMIN_TOKEN when set; otherwise the one stored in the data
 * folder; otherwise a new random one, written there (mode 0600) so the next start reuses it.
 */
export function resolveAdminToken(configured: string | undefined, dataDir: string): AdminToken {
  if (configured) return { token: configured, source: 'env' };
  const file = adminTokenFile(dataDir);
  if (existsSync(file)) {
    const token = readFileSync(file, 'utf8').trim();
    if (token.length >= 16) return { token, source: 'file', file };
  }
  const token = `adm_${randomBytes(24).toString('base64url')}`;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { token, source: 'generated', file };
}
