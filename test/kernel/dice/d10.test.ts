import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { d10Face, rollD10 } from '#kernel/dice/d10';

describe('a ten-sided die read 0-9 (KB 1.2)', () => {
  it.each([[1, 1], [4, 4], [9, 9], [10, 0]])('the face %i reads %i', (value, face) => {
    expect(d10Face(value)).toBe(face);
  });

  it('rolls through the dice port with its label, ten sides', () => {
    const dice = new FixedDice({ 'T01/pa/1': 10, 'T01/pa/2': 7 });
    expect([rollD10(dice, 'T01/pa/1'), rollD10(dice, 'T01/pa/2')]).toEqual([0, 7]);
    expect(dice.transcript()).toEqual([
      { label: 'T01/pa/1', sides: 10, value: 10 },
      { label: 'T01/pa/2', sides: 10, value: 7 },
    ]);
  });

  it.each([0, 11, 2.5])('refuses %d: not a face of a d10', (v) => {
    expect(() => d10Face(v)).toThrow(RangeError);
  });
});
