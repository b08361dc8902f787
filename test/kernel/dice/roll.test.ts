import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hiddenCommitment, hiddenDraw, rollDie } from '#kernel/dice/roll';
import { hiddenKey, independentCommitment, independentRoll, publicKey } from './independent-roll';

const hex32 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));
const label = fc.stringMatching(/^[\x20-\x7e]{1,40}$/);
const sides = fc.oneof(fc.constantFrom(2, 6, 10, 20, 100), fc.integer({ min: 1, max: 0xffffffff }));
const SEED = '42'.repeat(32);
const CTX = '17'.repeat(32);

describe('rollDie', () => {
  it('same inputs, same die; agrees with an independent implementation (any sides)', () => {
    fc.assert(
      fc.property(hex32, hex32, label, sides, (seed, ctx, l, n) => {
        const die = rollDie(seed, ctx, l, n);
        expect(die).toBe(rollDie(seed, ctx, l, n));
        expect(die).toBe(independentRoll(publicKey(seed), ctx, l, n));
        expect(die).toBeGreaterThanOrEqual(1);
        expect(die).toBeLessThanOrEqual(n);
      }),
    );
  });

  it('rejection sampling is exercised: huge dice agree with the independent implementation', () => {
    // With 3e9 sides about 30% of words are rejected, so many of these labels need a second word.
    for (let i = 0; i < 300; i++) {
      const l = `reject/${i}`;
      expect(rollDie(SEED, CTX, l, 3_000_000_000)).toBe(independentRoll(publicKey(SEED), CTX, l, 3_000_000_000));
    }
  });

  it('every face appears over many labels (any seed, any context)', () => {
    fc.assert(
      fc.property(hex32, hex32, fc.constantFrom(2, 6, 10), (seed, ctx, n) => {
        const seen = new Set<number>();
        for (let i = 0; i < 250; i++) seen.add(rollDie(seed, ctx, `faces/${i}`, n));
        expect(seen.size).toBe(n);
      }),
      { numRuns: 20 },
    );
  });

  // Deterministic: the statistic is fixed by the label set; the bound is the 0.1% critical value.
  it.each([
    [6, 6000, 20.515],
    [10, 10000, 27.877],
    [20, 10000, 43.82],
  ])('chi-square sanity check, d%d over %d fixed labels', (n, count, critical) => {
    const counts = new Array<number>(n).fill(0);
    for (let i = 0; i < count; i++) {
      const die = rollDie(SEED, CTX, `T01/chi-square/${i}`, n);
      counts[die - 1] = (counts[die - 1] ?? 0) + 1;
    }
    const expected = count / n;
    const chi2 = counts.reduce((acc, c) => acc + (c - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(critical);
  });

  it.each<[string, () => number]>([
    ['a short seed', () => rollDie('42'.repeat(31), CTX, 'x', 6)],
    ['a short context', () => rollDie(SEED, '17', 'x', 6)],
    ['a non-ASCII label', () => rollDie(SEED, CTX, 'T01/Ростов', 6)],
    ['an empty label', () => rollDie(SEED, CTX, '', 6)],
    ['a NUL in the label', () => rollDie(SEED, CTX, 'a\u0000b', 6)],
    ['0 sides', () => rollDie(SEED, CTX, 'x', 0)],
    ['fractional sides', () => rollDie(SEED, CTX, 'x', 6.5)],
  ])('rejects %s', (_, call) => {
    expect(call).toThrow(RangeError);
  });
});

describe('hidden draws', () => {
  const SALT = '5a'.repeat(32);

  it('use key gameSalt ‖ s_k and agree with the independent implementation', () => {
    fc.assert(
      fc.property(hex32, hex32, hex32, label, sides, (salt, seed, ctx, l, n) => {
        expect(hiddenDraw(salt, seed, ctx, l, n)).toBe(independentRoll(hiddenKey(salt, seed), ctx, l, n));
      }),
    );
  });

  it('differ from the public roll of the same label (not derivable from the seed alone)', () => {
    const labels = Array.from({ length: 24 }, (_, i) => `T01/untried/${i}`);
    expect(labels.map((l) => hiddenDraw(SALT, SEED, CTX, l, 6))).not.toEqual(labels.map((l) => rollDie(SEED, CTX, l, 6)));
  });

  it('commitment is SHA256(gameSalt ‖ 0x00 ‖ label ‖ 0x00 ‖ uint32be(value))', () => {
    fc.assert(
      fc.property(hex32, label, fc.integer({ min: 0, max: 0xffffffff }), (salt, l, v) => {
        expect(hiddenCommitment(salt, l, v)).toBe(independentCommitment(salt, l, v));
      }),
    );
    expect(hiddenCommitment(SALT, 'T01/untried/1', 3)).not.toBe(hiddenCommitment(SALT, 'T01/untried/1', 4));
  });
});
