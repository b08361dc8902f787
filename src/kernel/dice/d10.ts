import type { Dice } from '../engine/dice';

/**
 * A ten-sided die read 0-9, as printed on titles that roll "one ten-sided die, results
 * 0-9" (e.g. KB 1.2). The dice port gives 1..10; the title's face is that less one
 * (docs/dice.md, "A public roll"), so a die of 1 reads 0 and a die of 10 reads 9.
 */
export function rollD10(dice: Dice, label: string): number {
  return d10Face(dice.roll(label, 10));
}

/** The 0-9 reading of a 1..10 die. */
export function d10Face(value: number): number {
  if (!Number.isInteger(value) || value < 1 || value > 10) throw new RangeError(`a ten-sided die shows 1..10, got ${value}`);
  return value - 1;
}

/** The 1..10 die that reads `face` (0-9): for scripting fixed dice as the rulebook names them. */
export function d10Value(face: number): number {
  if (!Number.isInteger(face) || face < 0 || face > 9) throw new RangeError(`a ten-sided die reads 0-9, got ${face}`);
  return face + 1;
}
