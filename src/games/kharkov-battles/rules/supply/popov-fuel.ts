import { rollD10 } from '#kernel/dice/d10';
import type { Dice } from '#kernel/engine/dice';

/** KB 20.1 (optional Historical Limitation): the first turn whose MSDP starts with the fuel roll. */
export const POPOV_FUEL_FROM_TURN = 6;
/** KB 20.1: a die of four or less puts Popov Out of Gas. */
export const POPOV_OUT_OF_GAS_AT_MOST = 4;

export type PopovFuel = { rolled: false } | { rolled: true; die: number; outOfGas: boolean };

/**
 * KB 20.1, optional: from turn 6 the Soviet player rolls one die at the beginning of each
 * MSDP; four or less flips the Popov HQ to 'Out of Gas' for the rest of the game, and no
 * further rolls are made. Nothing is rolled before turn 6, once Popov is Out of Gas, or when
 * the players did not choose the rule.
 */
export function popovFuelRoll(turn: number, state: { optionChosen: boolean; outOfGas: boolean }, dice: Dice, label: string): PopovFuel {
  if (!state.optionChosen || state.outOfGas || turn < POPOV_FUEL_FROM_TURN) return { rolled: false };
  const die = rollD10(dice, label);
  return { rolled: true, die, outOfGas: die <= POPOV_OUT_OF_GAS_AT_MOST };
}
