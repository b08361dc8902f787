import type { Dice } from '../engine/dice';

/**
 * A ten-sided die read 0-9, as printed on titles that roll "one ten-sided die, results
 * 0-9" (e.g. KB 1.2). The dice port gives 1..10; the face marked 10 reads 0, every other
 * face reads itself, so a scripted 4 is a 4 and a scripted 10 is the 0.
 */
export function rollD10(dice: Dice, label: string): number {
  return d10Face(dice.roll(label, 10));
}

/** The 0-9 reading of a 1..10 die. */
export function d10Face(value: number): number {
  if (!Number.isInteger(value) || value < 1 || value > 10) throw new RangeError(`a ten-sided die shows 1..10, got ${value}`);
  return value % 10;
}
