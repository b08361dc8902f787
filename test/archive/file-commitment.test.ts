import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileCommitment } from '#kernel/canonical/file-commitment';
import { hexToBytes, hmacSha256Hex, sha256Hex } from '#kernel/canonical/hash';
import { canonicalJson } from '#kernel/canonical/jcs';
import type { Archive } from '#archive/types';
import { verifyArchive } from '#archive/verify';
import type { Receipt } from '#service/types';
import { startDuel, type DuelGame } from '../support/duel-game';
import { duelRuleset } from '../support/duel-ruleset';
import { playDuel } from '../support/play-duel';

/**
 * docs/dice.md "File commitments": the hash the other side sees of a file it may not read
 * (red's standing orders in blue's window) is keyed with the secret game salt, so hashing
 * likely files offline does not find it; once the salt is revealed anyone can check it.
 */
const rulesetFor = (id: string) => (id === 'duel' ? duelRuleset : undefined);
let g: DuelGame;
let receipts: Receipt[];
let referee: Archive;

beforeAll(async () => {
  g = await startDuel({ seed: 'still running' });
  receipts = await playDuel(g, 3);
  referee = await g.service.archive(g.game.id, { kind: 'referee' });
});
afterAll(() => g.db.dispose());

/** red's standing-orders file of the first step (blue's window), as the referee sees it. */
const hiddenRedFile = () => {
  const sub = referee.steps[0]!.submissions.find((s) => s.side === 'red')!;
  return { canonical: canonicalJson(sub.file), fileHash: sub.fileHash };
};

describe('published file hashes are salted commitments', () => {
  it('are HMAC-SHA256 keyed with the 32 salt bytes over "umpire-file/1", a 0x00 byte and the canonical file, as docs/dice.md lays out', () => {
    const salt = sha256Hex('umpire dice v1 test vector salt');
    const canonical = '{"game":"g_7QH2","orders":[],"side":"soviet","window":"T01/german"}';
    const bytes = new Uint8Array([...new TextEncoder().encode('umpire-file/1'), 0, ...new TextEncoder().encode(canonical)]);
    expect(fileCommitment(salt, canonical)).toBe(hmacSha256Hex(hexToBytes(salt), bytes));
    expect(fileCommitment(salt, canonical)).not.toBe(sha256Hex(canonical));
  });

  it('blue’s copy, the public copy, the step view and red’s receipt do not show the SHA-256 of red’s hidden file', async () => {
    expect(referee.game.status).toBe('active');
    const { canonical, fileHash } = hiddenRedFile();
    const plain = sha256Hex(canonical);
    expect(fileHash).toBe(fileCommitment(referee.game.gameSalt!, canonical));
    expect(fileHash).not.toBe(plain);

    const blue = await g.service.archive(g.game.id, { kind: 'side', side: 'blue' });
    const pub = await g.service.archive(g.game.id, null);
    const step = await g.service.step(g.game.id, 1, { kind: 'side', side: 'blue' });
    expect(blue.game.gameSalt).toBeUndefined();
    expect(blue.steps[0]!.submissions.find((s) => s.side === 'red')!.file).toBeUndefined();
    for (const text of [JSON.stringify(blue), JSON.stringify(pub), JSON.stringify(step), JSON.stringify(receipts)]) {
      expect(text).not.toContain(plain);
      expect(text).toContain(fileHash);
    }
  });

  it('a side’s copy during the game checks its own files’ fields and says the commitments are not yet opened', async () => {
    const red = await g.service.archive(g.game.id, { kind: 'side', side: 'red' });
    const report = verifyArchive(red, rulesetFor);
    expect(report.ok).toBe(true);
    expect(report.checks.find((c) => c.name === 'files')?.detail).toMatch(/file commitments not opened/);
  });

  it('with the salt revealed, verify opens every commitment and names a file that does not match', () => {
    expect(verifyArchive(referee, rulesetFor).ok).toBe(true);
    const forged = structuredClone(referee);
    const red = forged.steps[0]!.submissions.find((s) => s.side === 'red')!;
    red.fileHash = sha256Hex(canonicalJson(red.file)).replace(/^./, (c) => (c === '0' ? '1' : '0'));
    const report = verifyArchive(forged, rulesetFor);
    expect(report.failure).toMatchObject({ step: 1, check: 'files' });
    expect(report.failure?.message).toMatch(/turn file of red commits to/);
  });
});
