import type { Dice } from '#kernel/engine/dice';
import { manyLabel } from '#kernel/dice/label';

/**
 * The window's dice: each label is rolled once on the game's dice and read again from here.
 * A combat's dice are labelled by the combat (`<label>/<attack>/crt`), so reading the roll
 * first to settle the choices its result leaves (the defender's retreat, the attacker's
 * advance) and then resolving the combat gives the same die, and the game's dice see each
 * label once, as they require.
 */
export function memoDice(dice: Dice): Dice {
  const seen = new Map<string, number>();
  const once = (key: string, roll: () => number): number => {
    const v = seen.get(key);
    if (v !== undefined) return v;
    const r = roll();
    seen.set(key, r);
    return r;
  };
  const memo: Dice = {
    roll: (label, sides) => once(`roll:${label}:${sides}`, () => dice.roll(label, sides)),
    rollMany: (label, sides, count) => Array.from({ length: count }, (_, i) => memo.roll(manyLabel(label, i + 1), sides)),
    hidden: (label, sides) => once(`hidden:${label}:${sides}`, () => dice.hidden(label, sides)),
  };
  return memo;
}
