import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { signTurnFile, signWithKey, signedContent, signingKeyFor, verifyTurnFileSignature, withSignature } from '#turnfile/signature';
import { parseTurnFile } from '#turnfile/parse';
import type { TurnFile } from '#turnfile/envelope';
import { envelope, schemas } from './order-schema';

const TOKEN = 'tok_german_5f2a';
const parsed = (text: string) => {
  const r = parseTurnFile(text, schemas);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r;
};
const file: TurnFile = parsed(envelope('orders:\n  - move: { unit: ger-gd, path: ["2726"] }\n')).file;

describe('signing keys and signatures', () => {
  it('signing key = HMAC-SHA256(key = token, msg = "umpire-sign"), hex', () => {
    expect(signingKeyFor(TOKEN)).toBe(createHmac('sha256', TOKEN).update('umpire-sign').digest('hex'));
  });

  it('signature = HMAC-SHA256(key = signing key bytes, canonical JSON without auth)', () => {
    const key = Buffer.from(signingKeyFor(TOKEN), 'hex');
    const expected = createHmac('sha256', key).update(signedContent(file)).digest('hex');
    expect(signTurnFile(file, TOKEN)).toBe(`hmac-sha256:${expected}`);
    expect(signWithKey(file, signingKeyFor(TOKEN))).toBe(signTurnFile(file, TOKEN));
    expect(signedContent(file)).toBe(parsed(envelope('orders:\n  - move: { unit: ger-gd, path: ["2726"] }\n')).canonical);
  });

  it('verifies with the stored key; fails with another key, another content or no signature', () => {
    const signed = { ...file, auth: { signature: signTurnFile(file, TOKEN) } };
    expect(verifyTurnFileSignature(signed, signingKeyFor(TOKEN))).toBe(true);
    expect(verifyTurnFileSignature(signed, signingKeyFor('other'))).toBe(false);
    expect(verifyTurnFileSignature({ ...signed, final: false }, signingKeyFor(TOKEN))).toBe(false);
    expect(verifyTurnFileSignature({ ...signed, orders: [] }, signingKeyFor(TOKEN))).toBe(false);
    expect(verifyTurnFileSignature(file, signingKeyFor(TOKEN))).toBe(false);
    expect(verifyTurnFileSignature({ ...file, auth: { token: TOKEN } }, signingKeyFor(TOKEN))).toBe(false);
    expect(verifyTurnFileSignature(signed, 'not hex')).toBe(false);
  });

  it('any change of the signed content breaks the signature', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 64 }), (entropy) => {
        const signed = { ...file, auth: { signature: signTurnFile(file, TOKEN) } };
        expect(verifyTurnFileSignature({ ...signed, entropy }, signingKeyFor(TOKEN))).toBe(false);
      }),
      { numRuns: 50 },
    );
  });
});

describe('withSignature', () => {
  it('YAML stays YAML: comments and every other line kept byte for byte, a token replaced', () => {
    const text = `# German turn 3\n${envelope('auth:\n  token: "tok"   # my token\n# first the panzers\norders:\n  - move: { unit: ger-gd, path: [2726, 0233] }  # via Kursk\n')}`;
    const r = withSignature(text, TOKEN, schemas);
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const lines = r.text.split('\n');
    expect(lines.filter((l) => l.startsWith('auth:'))).toEqual([`auth: { signature: "${signTurnFile(parsed(text).file, TOKEN)}" }`]);
    expect(r.text).not.toContain('token');
    expect(r.text.replace(/^auth: .*\n/m, '')).toBe(text.replace(/^auth:\n {2}token: .*\n/m, ''));
    const again = parsed(r.text);
    expect(again.hash).toBe(parsed(text).hash);
    expect(verifyTurnFileSignature(again.file, signingKeyFor(TOKEN))).toBe(true);
  });

  it('adds auth before orders when the file has none', () => {
    const r = withSignature(envelope('orders: []\n'), TOKEN, schemas);
    if (!r.ok) throw new Error('expected ok');
    expect(r.text.split('\n').slice(4, 6)).toEqual([expect.stringMatching(/^auth: \{ signature: "hmac-sha256:[0-9a-f]{64}" \}$/), 'orders: []']);
  });

  it('JSON stays JSON', () => {
    const json = '{"format":"umpire-turn/1","game":"g_7QH2","side":"german","window":"T03/german-combat","auth":{"token":"x"},"orders":[]}';
    const r = withSignature(json, TOKEN, schemas);
    if (!r.ok) throw new Error('expected ok');
    const data = JSON.parse(r.text) as { auth: unknown };
    expect(data.auth).toEqual({ signature: expect.stringMatching(/^hmac-sha256:/) });
    expect(verifyTurnFileSignature(parsed(r.text).file, signingKeyFor(TOKEN))).toBe(true);
  });

  it('a file that does not parse is not signed', () => {
    const r = withSignature(envelope('orders:\n  - fly: {}\n'), TOKEN, schemas);
    expect(r.ok).toBe(false);
  });
});
