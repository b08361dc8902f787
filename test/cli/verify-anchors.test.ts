import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { headSigner, newSigningKey } from '#archive/head-signature';
import type { Archive } from '#archive/types';
import { runCli } from '#cli/run';
import { startDuel, type DuelGame } from '../support/duel-game';
import { playDuel } from '../support/play-duel';
import { capturedIo } from './support/captured-io';
import { tempDir } from './support/run-cli';

/** `umpire verify --head` and `--key` (docs/cli.md, docs/storage.md "Anchors" and "Signed heads"). */
const tmp = tempDir();
let duel: DuelGame;
let archive: Archive;
let file: string;
let publicKey: string;

beforeAll(async () => {
  duel = await startDuel({ seed: 'still running' });
  await playDuel(duel, 3);
  const signer = headSigner(await newSigningKey());
  publicKey = await signer.publicKey();
  const pub = await duel.service.archive(duel.game.id, null);
  archive = { ...pub, signature: await signer.sign(pub.game.id, pub.logHead) };
  file = tmp.path('signed.json');
  writeFileSync(file, JSON.stringify(archive));
});
afterAll(() => {
  duel.db.dispose();
  tmp.remove();
});

describe('umpire verify against heads and keys kept outside the archive', () => {
  test('a kept head that is a link of the log, and the server’s key, pass', async () => {
    const io = capturedIo();
    expect(await runCli(['verify', file, '--head', archive.steps[1]!.logHash, '--key', publicKey], io)).toBe(0);
    expect(io.out).toMatch(/^ok\s+anchor\s+the kept log head is the log after step 2, in the public copy/m);
    expect(io.out).toMatch(/^ok\s+signature\s+logHead is signed by the key you gave/m);
  });

  test('a head the archive does not hold, or another key, fail with exit 1 naming what', async () => {
    const io = capturedIo();
    expect(await runCli(['verify', file, '--head', 'ab'.repeat(32)], io)).toBe(1);
    expect(io.err).toContain('verification failed at head: anchor');
    const other = capturedIo();
    expect(await runCli(['verify', file, '--key', 'cd'.repeat(32)], other)).toBe(1);
    expect(other.err).toContain('verification failed at signature: signature');
  });

  test('a malformed head or key is a usage error', async () => {
    const io = capturedIo();
    expect(await runCli(['verify', file, '--head', 'xyz'], io)).not.toBe(0);
    expect(io.err).toContain('--head takes a log head of 64 hex digits');
  });
});
