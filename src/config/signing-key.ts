import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { base64Bytes, newSigningKey } from '#archive/head-signature';

/** The file that keeps a generated log-head signing key: `signing-key` next to the database (base64 PKCS#8). */
export const signingKeyFile = (dataDir: string): string => join(dataDir, 'signing-key');

/**
 * The server's Ed25519 key that signs archive log heads (docs/storage.md "Signed heads"):
 * UMPIRE_SIGNING_KEY (base64 PKCS#8) when set; otherwise the one stored in the data folder;
 * otherwise a new one, written there (mode 0600) so the next start signs with the same key.
 * It lives outside the database, like the admin token.
 */
export async function resolveSigningKey(configured: string | undefined, dataDir: string): Promise<{ pkcs8: Uint8Array; source: 'env' | 'file' | 'generated'; file?: string }> {
  if (configured) return { pkcs8: base64Bytes(configured), source: 'env' };
  const file = signingKeyFile(dataDir);
  if (existsSync(file)) return { pkcs8: base64Bytes(readFileSync(file, 'utf8')), source: 'file', file };
  const pkcs8 = await newSigningKey();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${Buffer.from(pkcs8).toString('base64')}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { pkcs8, source: 'generated', file };
}
