import type { FactorNote } from '../strength';

/**
 * A unit's supply state (DoS 7.2, 7.7): the German side has four, the Soviet two
 * (regular and oos). When a German-side unit could have several, the best counts:
 * regular, then aerial, then coastal (digest SP-1; aerial ranks above coastal because it
 * also gives the 6.3 stacking exception and the 11.22 city conversion).
 */
export type SupplyStatus = 'regular' | 'aerial' | 'coastal' | 'oos';

export const SUPPLY_NAMES: Record<SupplyStatus, string> = {
  regular: 'regular supply',
  aerial: 'aerial supply',
  coastal: 'coastal supply',
  oos: 'out of supply',
};

/** DoS 7.5, 7.6, 7.15: OOS, coastal and aerial units attack at half strength. */
export const halvesAttack = (s: SupplyStatus): boolean => s !== 'regular';

/** DoS 7.5, 7.6, 7.15: only OOS units defend at half strength; coastal and aerial supply are for defense. */
export const halvesDefense = (s: SupplyStatus): boolean => s === 'oos';

/** DoS 7.5, 7.6, 7.16: OOS, coastal and aerial units move at half their movement factor. */
export const halvesMovement = (s: SupplyStatus): boolean => s !== 'regular';

/** DoS 7.3, 7.5, 7.6, 7.15, 7.16: only units in regular overland supply may make mobile assaults. */
export const mayMobileAssault = (s: SupplyStatus): boolean => s === 'regular';

/** DoS 11.22: AS and DR become AL1 only against city defenders with regular or aerial supply (coastal does not count, digest E15). */
export const cityConverts = (s: SupplyStatus): boolean => s === 'regular' || s === 'aerial';

/** DoS 6.3: German-side units out of supply or on aerial supply may stack regardless of nationality (coastal not, digest E15). */
export const stacksAnyNationality = (s: SupplyStatus): boolean => s === 'oos' || s === 'aerial';

const RULE: Record<Exclude<SupplyStatus, 'regular'>, string> = { oos: 'DoS 7.15', coastal: 'DoS 7.5', aerial: 'DoS 7.6' };

/** The halving a supply state puts on one factor, for the battle report; null when it does not halve it. */
export function supplyHalving(s: SupplyStatus, factor: 'attack' | 'defense' | 'movement'): FactorNote | null {
  const halves = factor === 'attack' ? halvesAttack(s) : factor === 'defense' ? halvesDefense(s) : halvesMovement(s);
  if (!halves || s === 'regular') return null;
  return { reason: `${SUPPLY_NAMES[s]}: ${factor} halved`, rule: factor === 'movement' ? 'DoS 7.16' : RULE[s] };
}

/** DoS 7.16, 1.3: a movement factor halved rounds down, with no minimum (9.3 still allows a one-hex move). */
export const movementFactor = (printed: number, s: SupplyStatus): number => (halvesMovement(s) ? Math.floor(printed / 2) : printed);

/** One line for options and templates, e.g. "out of supply: MF, attack and defense halved; no mobile assault (DoS 7.15, 7.16)". */
export function supplyNote(s: SupplyStatus): string | null {
  switch (s) {
    case 'regular':
      return null;
    case 'oos':
      return 'out of supply: MF halved (DoS 7.16); attack and defense halved, no mobile assault (DoS 7.15)';
    case 'coastal':
      return 'coastal supply: MF and attack halved, defense full, no mobile assault (DoS 7.5)';
    case 'aerial':
      return 'aerial supply: MF and attack halved, defense full, no mobile assault (DoS 7.6)';
  }
}
