import type { FactorChange } from '#kernel/engine/combat-key';
import type { TerrainChoice } from './strength';

/**
 * CtS 39.0 Rivers (optional, game option rivers): "Units attacking across Minor Rivers have
 * their attack strength halved. Units attacking across Major Rivers have their attack
 * strength reduced to 1/3. Units attacking across Volga hexsides have their attack strength
 * reduced to 1/4. Total all attacking units, then round fractions DOWN." In place of 11.1's
 * river benefits to the defender (the minor-river shift, the major river's x2, the Volga's x3).
 */
const RIVER_FRACTIONS: readonly { feature: string; by: number; name: string }[] = [
  { feature: 'volga', by: 1 / 4, name: 'the Volga' },
  { feature: 'major-river', by: 1 / 3, name: 'a Major river' },
  { feature: 'minor-river', by: 1 / 2, name: 'a Minor river' },
];

/**
 * CtS 39.0 the fraction of one attacker's strength for the river it attacks across, given
 * the hexside features it crosses to its targets (11.1 (A): a river along a marsh hex is
 * already dropped, combatSidesCrossed). An attacker next to several target hexes across
 * different rivers takes the smallest fraction; one across no river, none.
 */
export function riverFraction(crossed: readonly (readonly string[])[]): FactorChange | null {
  for (const r of RIVER_FRACTIONS) if (crossed.some((f) => f.includes(r.feature))) return { by: r.by, reason: `attacking across ${r.name}`, rule: 'CtS 39.0' };
  return null;
}

/** CtS 39.0: "All units attacking into and out of a Marsh hex or across a Marsh hexside have their attack strength reduced to 1/3" (11.1's halving under the basic rules). */
export const MARSH_FRACTION_39: FactorChange = { by: 1 / 3, reason: 'attacking out of or into marsh', rule: 'CtS 39.0' };

/**
 * CtS 39.0 "As before, river benefits are not cumulative with any other type of terrain":
 * when the defender takes the rivers' fractions of the attack, his hex gives him nothing
 * (the better of the two is his, as under 11.1).
 */
export const RIVERS_IN_PLACE_OF_HEX: TerrainChoice = { multiplier: () => 1, shifts: [], label: 'attacked across rivers: attack strength reduced (CtS 39.0)' };

/** `a/b` for the fractions 39.0 names, else the number: "x1/3". */
export const fractionText = (by: number): string => (by === 1 / 2 ? 'halved' : by === 1 / 3 ? 'reduced to 1/3' : by === 1 / 4 ? 'reduced to 1/4' : `x${by}`);

