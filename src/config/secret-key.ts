import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface SecretKey {
  key: string;
  /** Where it came from: the environment, the stored file, generated just now, or made for this process only. */
  source: 'env' | 'file' | 'generated' | 'process';
  file?: string;
}

/** The file that keeps a generated secret key: `secret-key` next to the database. */
export const secretKeyFile = (dataDir: string): string => join(dataDir, 'secret-key');

/**
 * The server's secret key, which seals what could act as a player (the signing keys) so that
 * the database alone does not hold it usable (docs/security.md). UMPIRE_SECRET_KEY when set;
 * otherwise the one stored next to the database; otherwise a new random one, written there
 * (mode 0600) so the next start, and the CLI on the same database, reuse it. An in-memory
 * database gets a key for this process only. Losing the key makes signed mail fail until
 * each side gets a new token (`umpire referee replace-player`); tokens keep working.
 */
export function resolveSecretKey(configured: string | undefined, dbPath: string): SecretKey {
  if (configured) return { key: configured, source: 'env' };
  if (dbPath === ':memory:' || dbPath === '') return { key: randomBytes(32).toString('base64url'), source: 'process' };
  const file = secretKeyFile(dirname(dbPath));
  if (existsSync(file)) {
    const key = readFileSync(file, 'utf8').trim();
    if (key.length >= 32) return { key, source: 'file', file };
    throw new Error(`${file} holds no usable secret key (at least 32 characters); restore it from a backup or set UMPIRE_SECRET_KEY`);
  }
  const key = `sk_${randomBytes(32).toString('base64url')}`;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { key, source: 'generated', file };
}
