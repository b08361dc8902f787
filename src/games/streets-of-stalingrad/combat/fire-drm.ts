/** One die roll modifier of a fire combat, as the report prints it: its value, why, and the rule. */
export interface FireDrm {
  value: number;
  reason: string;
  rule: string;
}

/** The modified die roll: the die (1 to 10, the 0 face counting 10, SoS 2.42) plus every modifier (9.19). */
export const modifiedRoll = (die: number, drms: readonly FireDrm[]): number => {
  if (!Number.isInteger(die) || die < 1 || die > 10) throw new RangeError(`a d10 reads 1 to 10 (0 counts as 10, 2.42), got ${die}`);
  return drms.reduce((sum, m) => sum + m.value, die);
};
