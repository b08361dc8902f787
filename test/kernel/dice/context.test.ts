import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { diceContext, diceContextJson, type DiceContextInput } from '#kernel/dice/context';
import { rollDie } from '#kernel/dice/roll';

const base: DiceContextInput = {
  game: 'g_7QH2',
  step: 3,
  title: 'drive-on-stalingrad',
  engineVersion: '1.0.0',
  stateHash: 'aa'.repeat(32),
  submissions: [
    { side: 'soviet', fileHash: 'cc'.repeat(32) },
    { side: 'german', fileHash: 'bb'.repeat(32), entropy: 'fortune favours' },
  ],
};

describe('diceContext', () => {
  it('hashes the JCS of the fields with submissions sorted by side and absent entropy omitted', () => {
    const json = diceContextJson(base);
    expect(json).toBe(
      `{"engineVersion":"1.0.0","game":"g_7QH2","stateHash":"${'aa'.repeat(32)}","step":3,` +
        `"submissions":[{"entropy":"fortune favours","fileHash":"${'bb'.repeat(32)}","side":"german"},` +
        `{"fileHash":"${'cc'.repeat(32)}","side":"soviet"}],"title":"drive-on-stalingrad"}`,
    );
    expect(diceContext(base)).toBe(createHash('sha256').update(json).digest('hex'));
  });

  it('does not depend on the order submissions are given in', () => {
    expect(diceContext({ ...base, submissions: [...base.submissions].reverse() })).toBe(diceContext(base));
  });

  const sub0 = base.submissions[1]!;
  it.each<[string, DiceContextInput]>([
    ['game', { ...base, game: 'g_OTHER' }],
    ['step', { ...base, step: 4 }],
    ['title', { ...base, title: 'kharkov-battles' }],
    ['engineVersion', { ...base, engineVersion: '1.0.1' }],
    ['stateHash', { ...base, stateHash: 'ab'.repeat(32) }],
    ['fileHash', { ...base, submissions: [{ ...sub0, fileHash: 'bc'.repeat(32) }, base.submissions[0]!] }],
    ['entropy changed', { ...base, submissions: [{ ...sub0, entropy: 'fortune favours!' }, base.submissions[0]!] }],
    ['entropy removed', { ...base, submissions: [{ side: 'german', fileHash: sub0.fileHash }, base.submissions[0]!] }],
    ['entropy empty', { ...base, submissions: [{ ...sub0, entropy: '' }, base.submissions[0]!] }],
    ['a submission missing', { ...base, submissions: [base.submissions[0]!] }],
  ])('a changed %s changes the context and so the rolls', (_, changed) => {
    expect(diceContext(changed)).not.toBe(diceContext(base));
    const seed = '42'.repeat(32);
    const labels = Array.from({ length: 24 }, (_, i) => `T03/german-combat/${i}/attack`);
    const before = labels.map((l) => rollDie(seed, diceContext(base), l, 6));
    const after = labels.map((l) => rollDie(seed, diceContext(changed), l, 6));
    expect(after).not.toEqual(before);
  });

  it('rejects a side listed twice, entropy over 64 characters and a bad step', () => {
    expect(() => diceContext({ ...base, submissions: [base.submissions[0]!, base.submissions[0]!] })).toThrow(/twice/);
    expect(() => diceContext({ ...base, submissions: [{ ...sub0, entropy: 'x'.repeat(65) }] })).toThrow(/64/);
    expect(diceContext({ ...base, submissions: [{ ...sub0, entropy: 'x'.repeat(64) }] })).toMatch(/^[0-9a-f]{64}$/);
    expect(() => diceContext({ ...base, step: -1 })).toThrow(RangeError);
  });
});
