/**
 * Air Ground Support as a column shift from the two sides' Ground Support Factors (e.g.
 * CtS 23.11): the side with fewer factors cancels as many of the other's; every `perShift`
 * factors of the rest give one favorable shift, at most `maxShifts`; a remainder short of
 * a shift gives a further shift on a die roll. With 3 factors a shift the remainders are
 * 1 (a shift on 5-6) and 2 (3-6). With a larger `perShift` (6 against Forest and Major
 * City defenders) the remainder is scaled down to those thresholds, fractions dropped:
 * 2-3 roll for 5-6, 4-5 for 3-6, 1 nothing (CtS digest A27).
 */
export interface GroundSupportNeed {
  /** The side the shifts favor; null when the factors cancel out. */
  side: 'attacker' | 'defender' | null;
  /** Factors left to the favored side after cancellation. */
  net: number;
  /** Shifts won without a die. */
  sure: number;
  /** The die for one more shift: the least face that wins it, for `remainder` factors; null if none is rolled. */
  partial: { remainder: number; needs: number } | null;
}

/** The partial-shift thresholds of 3 factors a shift: 1 factor needs a 5, 2 factors a 3. */
const NEEDS: Readonly<Record<number, number>> = { 1: 5, 2: 3 };
const BASE = 3;

export function groundSupportNeed(attacker: number, defender: number, perShift = BASE, maxShifts = 2): GroundSupportNeed {
  const net = Math.abs(attacker - defender);
  const side = attacker > defender ? 'attacker' : defender > attacker ? 'defender' : null;
  if (side === null) return { side, net: 0, sure: 0, partial: null };
  const sure = Math.min(maxShifts, Math.floor(net / perShift));
  const remainder = net - sure * perShift;
  const scaled = Math.floor((remainder * BASE) / perShift);
  const needs = sure < maxShifts ? NEEDS[scaled] : undefined;
  return { side, net, sure, partial: needs === undefined ? null : { remainder, needs } };
}

/** The shifts won, given the partial die's face (ignored when no die is rolled). */
export function groundSupportShifts(need: GroundSupportNeed, die: number | null): number {
  return need.sure + (need.partial && die !== null && die >= need.partial.needs ? 1 : 0);
}
