import type { Dice } from '#kernel/engine/dice';

/** One die of a battle and its reroll, when it had one. */
export interface RolledDie {
  label: string;
  first: number;
  /** The reroll, which stands (e.g. CtS 11.5); absent when the die was not rerolled. */
  reroll?: number;
  value: number;
}

/**
 * Rolls one die and rerolls it once when `rerollIf` says so for its first face (e.g.
 * CtS 11.5: the Axis may reroll a 1, the Soviet must reroll a 6). The reroll stands,
 * whatever it shows. The reroll is labelled `label/reroll`, so it never shifts another die.
 */
export function rollWithReroll(dice: Dice, label: string, sides: number, rerollIf: (face: number) => boolean): RolledDie {
  const first = dice.roll(label, sides);
  if (!rerollIf(first)) return { label, first, value: first };
  const reroll = dice.roll(`${label}/reroll`, sides);
  return { label, first, reroll, value: reroll };
}
