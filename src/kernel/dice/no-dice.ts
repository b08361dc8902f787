import type { Dice } from '../engine/dice';

/**
 * A Dice port that refuses to roll, for queries that must never consume randomness
 * (a title's "what can this unit do now" options): a "?" factor then leaves odds unknown.
 */
export function noDice(purpose: string): Dice {
  const refuse = (): never => {
    throw new Error(`no dice in ${purpose}`);
  };
  return { roll: refuse, rollMany: refuse, hidden: refuse };
}
