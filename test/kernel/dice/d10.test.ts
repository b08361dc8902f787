import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { d10Face, d10Value, rollD10 } from '#kernel/dice/d10';

describe('a ten-sided die read 0-9 (KB 1.2; docs/dice.md: the title subtracts 1)', () => {
  it.each([[1, 0], [5, 4], [10, 9]])('the die %i reads %i, and back', (value, face) => {
    expect(d10Face(value)).toBe(face);
    expect(d10Value(face)).toBe(value);
  });

  it('rolls through the dice port with its label, ten sides', () => {
    const dice = new FixedDice({ 'T01/pa/1': 10, 'T01/pa/2': 1 });
    expect([rollD10(dice, 'T01/pa/1'), rollD10(dice, 'T01/pa/2')]).toEqual([9, 0]);
    expect(dice.transcript()).toEqual([
      { label: 'T01/pa/1', sides: 10, value: 10 },
      { label: 'T01/pa/2', sides: 10, value: 1 },
    ]);
  });

  it.each([0, 11, 2.5])('refuses the die %d: not a face of a d10', (v) => {
    expect(() => d10Face(v)).toThrow(RangeError);
  });

  it.each([-1, 10, 0.5])('refuses the reading %d', (v) => {
    expect(() => d10Value(v)).toThrow(RangeError);
  });
});
