import { describe, expect, it } from 'vitest';
import { popovFuelRoll } from '#games/kharkov-battles/rules/supply/popov-fuel';
import { FixedDice } from '#kernel/dice';
import { d10 } from './combat-tables-fixture';

const chosen = { optionChosen: true, outOfGas: false };

describe('KB 20.1 optional: Popov runs out of fuel, rolled at the beginning of the MSDP', () => {
  it.each([
    [6, 4, true],
    [6, 0, true],
    [6, 5, false],
    [9, 9, false],
    [12, 3, true],
  ])('turn %d, die %d: Out of Gas %s', (turn, die, out) => {
    expect(popovFuelRoll(turn, chosen, d10({ [`T${turn}/popov-fuel`]: die }), `T${turn}/popov-fuel`)).toEqual({ rolled: true, die, outOfGas: out });
  });

  it.each([
    ['before turn 6', 5, chosen],
    ['once Popov is Out of Gas', 8, { ...chosen, outOfGas: true }],
    ['when the players did not choose the rule', 8, { ...chosen, optionChosen: false }],
  ])('rolls nothing %s', (_why, turn, state) => {
    expect(popovFuelRoll(turn, state, new FixedDice([]), 'T/popov-fuel')).toEqual({ rolled: false });
  });
});
