/**
 * Encirclement Bonus (KB 12.5): one column right when the defender is a single stack in
 * one hex and every adjacent usable hex holds an enemy (attacker-side) unit or lies in an
 * EZOC at the time of resolution; never against a city, nor when the defender has
 * friendly units in any adjacent hex. The caller judges the hexes with combat-phase ZOC
 * (7.31: none across an unbridged Major River) and "usable" as digest A18 says.
 */
export interface AdjacentHex {
  attackerOccupied: boolean;
  /** In a ZOC of the attacking side. */
  attackerZoc: boolean;
  /** Holds a unit friendly to the defender. */
  defenderFriendly: boolean;
  /** The defending stack could enter it in a retreat (digest A18). */
  usable: boolean;
}

export type Encirclement = { bonus: true } | { bonus: false; why: 'several-hexes' | 'city' | 'friendly-adjacent' | 'open-hex' };

export function encirclement(facts: { defendingHexes: number; defenderInCity: boolean; adjacent: readonly AdjacentHex[] }): Encirclement {
  if (facts.defendingHexes !== 1) return { bonus: false, why: 'several-hexes' };
  if (facts.defenderInCity) return { bonus: false, why: 'city' };
  if (facts.adjacent.some((h) => h.defenderFriendly)) return { bonus: false, why: 'friendly-adjacent' };
  if (facts.adjacent.some((h) => h.usable && !h.attackerOccupied && !h.attackerZoc)) return { bonus: false, why: 'open-hex' };
  return { bonus: true };
}
