import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CHAIN_LENGTH, chainCommitment, chainSeed, seedFollows, seedMatchesCommitment } from '#kernel/dice/chain';

const sha = (hex: string): string => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
const secret = '0f'.repeat(32);

describe('dice chain', () => {
  it('has N = 10000 by default', () => {
    expect(CHAIN_LENGTH).toBe(10000);
    expect(chainSeed(secret, CHAIN_LENGTH)).toBe(secret);
    expect(chainCommitment(secret)).toBe(chainSeed(secret, 0, CHAIN_LENGTH));
  });

  it('s_{k-1} = SHA256(s_k) over the raw bytes, for every k of a short chain', () => {
    const n = 20;
    for (let k = n; k >= 1; k--) {
      const sk = chainSeed(secret, k, n);
      expect(chainSeed(secret, k - 1, n)).toBe(sha(sk));
      expect(seedFollows(sk, chainSeed(secret, k - 1, n))).toBe(true);
    }
    expect(chainCommitment(secret, n)).toBe(chainSeed(secret, 0, n));
  });

  it('commitment is s_0 of the full chain, and steps follow it', () => {
    const s0 = chainCommitment(secret);
    const s1 = chainSeed(secret, 1);
    const s2 = chainSeed(secret, 2);
    expect(seedFollows(s1, s0)).toBe(true);
    expect(seedFollows(s2, s1)).toBe(true);
    expect(seedFollows(s2, s0)).toBe(false);
    expect(seedMatchesCommitment(s2, 2, s0)).toBe(true);
    expect(seedMatchesCommitment(s2, 1, s0)).toBe(false);
  });

  it('seedFollows is false for anything that is not a 32-byte hex pair, never a throw', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(seedFollows(a, b)).toBe(false);
      }),
    );
    expect(seedFollows(secret.toUpperCase(), sha(secret))).toBe(true);
  });

  it('every seed is the plain walk down from s_N, around the kept checkpoints and after 70 other chains pushed them out', () => {
    const walk = (secretN: string, k: number, n: number): string => {
      let s = secretN.toLowerCase();
      for (let i = n; i > k; i--) s = sha(s);
      return s;
    };
    for (const n of [0, 1, 99, 100, 101, 250, 1000]) {
      const other = n.toString(16).padStart(64, 'a7').toUpperCase();
      for (const k of [0, 1, 98, 99, 100, 101, 199, 200, 201, 249, 250, 999, 1000].filter((k) => k <= n)) {
        expect([n, k, chainSeed(other, k, n)]).toEqual([n, k, walk(other, k, n)]);
      }
    }
    const first = '3c'.repeat(32);
    const s137 = chainSeed(first, 137, 1000);
    for (let i = 0; i < 70; i++) chainSeed(i.toString(16).padStart(64, '5'), 3, 200);
    expect(chainSeed(first, 137, 1000)).toBe(s137);
    expect(s137).toBe(walk(first, 137, 1000));
  });

  it.each([
    [-1, 10],
    [11, 10],
    [1.5, 10],
  ])('rejects index %d of a chain of %d', (k, n) => {
    expect(() => chainSeed(secret, k, n)).toThrow(RangeError);
  });

  it('rejects a secret that is not 32 bytes', () => {
    expect(() => chainCommitment('00'.repeat(16), 3)).toThrow(/32 bytes/);
  });
});
