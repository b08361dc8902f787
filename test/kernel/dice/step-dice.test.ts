import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { StepDice } from '#kernel/dice/step-dice';
import { hiddenCommitment, hiddenDraw, rollDie } from '#kernel/dice/roll';

const SEED = '42'.repeat(32);
const CTX = '17'.repeat(32);
const SALT = '5a'.repeat(32);
const labelSet = fc.uniqueArray(fc.stringMatching(/^T0[1-9]\/[a-z-]{1,12}\/[0-9]{4}$/), { minLength: 1, maxLength: 12 });

describe('StepDice', () => {
  it('rolls what rollDie gives and records it', () => {
    const dice = new StepDice({ seedHex: SEED, ctxHex: CTX });
    const v = dice.roll('T01/german-combat/1031/attack', 6);
    expect(v).toBe(rollDie(SEED, CTX, 'T01/german-combat/1031/attack', 6));
    expect(dice.transcript()).toEqual([{ label: 'T01/german-combat/1031/attack', sides: 6, value: v }]);
  });

  it('adding a roll never shifts another', () => {
    fc.assert(
      fc.property(labelSet, fc.string({ minLength: 1, maxLength: 8 }).filter((s) => /^[a-z]+$/.test(s)), (labels, extra) => {
        const a = new StepDice({ seedHex: SEED, ctxHex: CTX });
        const b = new StepDice({ seedHex: SEED, ctxHex: CTX });
        const va = labels.map((l) => a.roll(l, 6));
        const vb: number[] = [];
        b.roll(`extra/${extra}`, 6);
        for (const l of [...labels].reverse()) vb.unshift(b.roll(l, 6));
        expect(vb).toEqual(va);
      }),
    );
  });

  it('rollMany labels the dice #1..#n, each recorded', () => {
    const dice = new StepDice({ seedHex: SEED, ctxHex: CTX });
    const vs = dice.rollMany('T02/soviet-combat/0233/attack', 6, 3);
    expect(vs).toEqual([1, 2, 3].map((i) => rollDie(SEED, CTX, `T02/soviet-combat/0233/attack#${i}`, 6)));
    expect(dice.transcript().map((r) => r.label)).toEqual([
      'T02/soviet-combat/0233/attack#1',
      'T02/soviet-combat/0233/attack#2',
      'T02/soviet-combat/0233/attack#3',
    ]);
  });

  it('throws on a label used twice in one step, roll or hidden alike', () => {
    const dice = new StepDice({ seedHex: SEED, ctxHex: CTX, gameSaltHex: SALT });
    dice.roll('x', 6);
    expect(() => dice.roll('x', 6)).toThrow(/used twice/);
    expect(() => dice.hidden('x', 6)).toThrow(/used twice/);
    dice.rollMany('y', 6, 2);
    expect(() => dice.roll('y#2', 6)).toThrow(/used twice/);
  });

  it('throws on non-ASCII labels and bad sides', () => {
    const dice = new StepDice({ seedHex: SEED, ctxHex: CTX });
    expect(() => dice.roll('T01/Сталинград', 6)).toThrow(/ASCII/);
    expect(() => dice.roll('x', 0)).toThrow(RangeError);
    expect(() => dice.rollMany('z', 6, -1)).toThrow(RangeError);
  });

  it('hidden draws publish only a commitment; the full transcript holds the value', () => {
    const dice = new StepDice({ seedHex: SEED, ctxHex: CTX, gameSaltHex: SALT });
    const v = dice.hidden('T01/untried/sov-62', 6);
    expect(v).toBe(hiddenDraw(SALT, SEED, CTX, 'T01/untried/sov-62', 6));
    const [rec] = dice.transcript();
    expect(rec).toEqual({ label: 'T01/untried/sov-62', sides: 6, hidden: true, commitment: hiddenCommitment(SALT, 'T01/untried/sov-62', v) });
    expect(dice.fullTranscript()[0]?.value).toBe(v);
  });

  it('a hidden draw without the game salt throws', () => {
    expect(() => new StepDice({ seedHex: SEED, ctxHex: CTX }).hidden('h', 6)).toThrow(/game salt/);
  });

  it('rejects malformed seed, context or salt at construction', () => {
    expect(() => new StepDice({ seedHex: 'zz', ctxHex: CTX })).toThrow(RangeError);
    expect(() => new StepDice({ seedHex: SEED, ctxHex: '00' })).toThrow(RangeError);
    expect(() => new StepDice({ seedHex: SEED, ctxHex: CTX, gameSaltHex: '00' })).toThrow(RangeError);
  });

  it('transcript() returns copies', () => {
    const dice = new StepDice({ seedHex: SEED, ctxHex: CTX });
    dice.roll('x', 6);
    dice.transcript()[0]!.value = 99;
    expect(dice.transcript()[0]?.value).not.toBe(99);
  });
});
