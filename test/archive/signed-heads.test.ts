import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headSigner, newSigningKey } from '#archive/head-signature';
import type { Archive } from '#archive/types';
import { verifyArchive } from '#archive/verify';
import { checkSignature } from '#archive/verify/signature-check';
import { createApp } from '#http/create-app';
import { startDuel, type DuelGame } from '../support/duel-game';
import { duelRuleset } from '../support/duel-ruleset';
import { relinkArchive } from '../support/forge-archive';
import { playDuel } from '../support/play-duel';

/**
 * docs/storage.md "Signed heads": the server signs each archive's sealed head with its
 * Ed25519 key, whose public half GET /api/key publishes, so any copy can be checked
 * against the server's signature, and a copy a forger re-chained cannot.
 */
const rulesetFor = (id: string) => (id === 'duel' ? duelRuleset : undefined);
const silent = { log: () => {} };
let g: DuelGame;
let app: ReturnType<typeof createApp>;
let publicKey: string;
let signed: Archive;

const verify = (a: Archive, key?: string) => checkSignature(verifyArchive(a, rulesetFor), a, key);

beforeAll(async () => {
  g = await startDuel({ seed: 'still running' });
  await playDuel(g, 2);
  app = createApp({ service: g.service, adminToken: 'admin-0123456789-abcdefghijklmnop', logger: silent, headSigner: headSigner(await newSigningKey()) });
  const key = await app.request('/api/key');
  expect(key.status).toBe(200);
  publicKey = ((await key.json()) as { publicKey: string }).publicKey;
  const res = await app.request(`/api/games/${g.game.id}/archive`, { headers: { authorization: `Bearer ${g.token('red')}` } });
  signed = (await res.json()) as Archive;
});
afterAll(() => g.db.dispose());

describe('signed log heads', () => {
  it('GET /api/key publishes the Ed25519 public key; a server without a key says so', async () => {
    expect(publicKey).toMatch(/^[0-9a-f]{64}$/);
    const unsigned = createApp({ service: g.service, adminToken: 'admin-0123456789-abcdefghijklmnop', logger: silent });
    const res = await unsigned.request('/api/key');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'no-signing-key' } });
  });

  it('the archive the API serves carries the server’s signature on its head, and verify checks it against the key', async () => {
    expect(signed.signature).toMatchObject({ alg: 'Ed25519', publicKey });
    const report = await verify(signed, publicKey);
    expect(report.ok).toBe(true);
    expect(report.checks.at(-1)).toMatchObject({ name: 'signature', ok: true });
  });

  it('a re-chained forgery keeps a signature that no longer matches; one the forger signs is not by the server’s key', async () => {
    const forged = structuredClone(signed);
    forged.steps[0]!.events[0]!['forged'] = true;
    const relinked = relinkArchive(forged);
    expect(verifyArchive(relinked, rulesetFor).ok).toBe(true);
    expect((await verify(relinked, publicKey)).failure).toMatchObject({ check: 'signature', field: 'signature' });

    const forger = headSigner(await newSigningKey());
    const resigned = { ...relinked, signature: await forger.sign(relinked.game.id, relinked.logHead) };
    expect((await verify(resigned)).ok).toBe(true);
    const report = await verify(resigned, publicKey);
    expect(report.failure?.message).toMatch(/not by/);
  });

  it('an unsigned copy fails only when a key is asked for', async () => {
    const { signature: _s, ...bare } = signed;
    expect((await verify(bare)).ok).toBe(true);
    expect((await verify(bare, publicKey)).failure).toMatchObject({ check: 'signature' });
  });
});
