import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';

describe('FixedDice', () => {
  it('gives values in sequence', () => {
    const dice = new FixedDice([3, 5, 1, 2]);
    expect(dice.roll('a', 6)).toBe(3);
    expect(dice.rollMany('b', 6, 2)).toEqual([5, 1]);
    expect(dice.hidden('c', 6)).toBe(2);
    expect(dice.remaining()).toBe(0);
    expect(dice.transcript()).toEqual([
      { label: 'a', sides: 6, value: 3 },
      { label: 'b#1', sides: 6, value: 5 },
      { label: 'b#2', sides: 6, value: 1 },
      { label: 'c', sides: 6, value: 2, hidden: true },
    ]);
  });

  it('gives values by label, rollMany by label#i', () => {
    const dice = new FixedDice({ 'T01/german-combat/1031/attack': 6, 'T01/x#1': 2, 'T01/x#2': 4 });
    expect(dice.rollMany('T01/x', 6, 2)).toEqual([2, 4]);
    expect(dice.roll('T01/german-combat/1031/attack', 6)).toBe(6);
    expect(dice.unusedLabels()).toEqual([]);
  });

  it('mixed: by label first, else in sequence', () => {
    const dice = FixedDice.mixed({ 'T01/weather': 2 }, [4, 1]);
    expect(dice.roll('T01/a', 6)).toBe(4);
    expect(dice.roll('T01/weather', 6)).toBe(2);
    expect(dice.roll('T01/b', 6)).toBe(1);
  });

  it('running out throws an error naming the label', () => {
    const dice = new FixedDice([1]);
    dice.roll('first', 6);
    expect(() => dice.roll('T03/german-combat/2725/attack', 6)).toThrow(/T03\/german-combat\/2725\/attack/);
    expect(() => new FixedDice({ known: 1 }).roll('unknown/label', 6)).toThrow(/unknown\/label/);
  });

  it('throws on a label used twice and on a value that is not a face', () => {
    const dice = new FixedDice([1, 1, 7]);
    dice.roll('a', 6);
    expect(() => dice.roll('a', 6)).toThrow(/used twice/);
    expect(() => dice.roll('b', 6)).not.toThrow();
    expect(() => dice.roll('c', 6)).toThrow(/not a face of a d6/);
  });
});
