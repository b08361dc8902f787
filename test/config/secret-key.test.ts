import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveSecretKey, secretKeyFile } from '#config/secret-key';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const temp = () => {
  const d = mkdtempSync(join(tmpdir(), 'umpire-key-'));
  dirs.push(d);
  return d;
};

describe('the server secret key, kept next to the database and never in it', () => {
  it('is generated once into secret-key (mode 0600) and reused by the next start and the CLI', () => {
    const dir = temp();
    const db = join(dir, 'umpire.sqlite');
    const first = resolveSecretKey(undefined, db);
    expect(first).toMatchObject({ source: 'generated', file: secretKeyFile(dir) });
    expect(first.key.length).toBeGreaterThanOrEqual(32);
    expect(statSync(secretKeyFile(dir)).mode & 0o777).toBe(0o600);
    expect(resolveSecretKey(undefined, db)).toEqual({ key: first.key, source: 'file', file: secretKeyFile(dir) });
  });

  it('takes UMPIRE_SECRET_KEY first, makes a key for this process only for an in-memory database, and refuses a damaged file', () => {
    const dir = temp();
    expect(resolveSecretKey('k'.repeat(40), join(dir, 'u.sqlite'))).toEqual({ key: 'k'.repeat(40), source: 'env' });
    expect(resolveSecretKey(undefined, ':memory:').source).toBe('process');
    writeFileSync(secretKeyFile(dir), 'short\n');
    expect(() => resolveSecretKey(undefined, join(dir, 'u.sqlite'))).toThrow(/no usable secret key/);
  });
});
