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
