/**
 * Combined Arms (KB 12.41-12.45). A stack is eligible when a participating unit has a
 * yellow Armor Band, or a participating unit has a blue AB and the same stack holds a
 * mechanized/motorized infantry or non-mechanized unit (cadres count, HQs do not) not
 * in a different attack (12.41; digest A17: the AB unit participates, the partner may
 * not). Both regiments of a formation marked `caPair` (the 60.Motorized, 12.42) in the
 * same combat qualify, wherever they stand. The attacker shifts one column right once per
 * combat, unless the defender is eligible too (Combined Arms Defense, 12.44), and never
 * against a Fortified Zone, a city, or across a Major River (12.45, 18.11).
 */
export interface CaUnit {
  armorBand?: 'yellow' | 'blue';
  /** 'infantry' for mechanized/motorized infantry and every non-mechanized unit; 'armor' for the rest; 'hq' for an HQ. */
  kind: 'infantry' | 'armor' | 'hq';
  participating: boolean;
  /** 12.41: in a different attack this phase; such a unit is no partner. */
  inOtherAttack?: boolean;
  /** 12.42: a formation whose two regiments together qualify, e.g. "60M". */
  caPair?: string;
}

/** 12.41, for one stack. */
export function stackEligible(stack: readonly CaUnit[]): boolean {
  const part = stack.filter((u) => u.participating);
  if (part.some((u) => u.armorBand === 'yellow')) return true;
  return part.some((u) => u.armorBand === 'blue') && stack.some((u) => u.kind === 'infantry' && !u.inOtherAttack);
}

/** 12.41 for any of a side's stacks, or 12.42 across them. */
export function sideEligible(stacks: readonly (readonly CaUnit[])[]): boolean {
  if (stacks.some(stackEligible)) return true;
  const pairs = new Map<string, number>();
  for (const u of stacks.flat()) if (u.participating && u.caPair) pairs.set(u.caPair, (pairs.get(u.caPair) ?? 0) + 1);
  return [...pairs.values()].some((n) => n >= 2);
}

export type CombinedArms = { bonus: true } | { bonus: false; why: 'not-eligible' | 'combined-arms-defense' | 'fortified-zone' | 'city' | 'across-major-river' };

export function combinedArms(facts: {
  attackers: readonly (readonly CaUnit[])[];
  defenders: readonly (readonly CaUnit[])[];
  defenderInFortifiedZone?: boolean;
  defenderInCity?: boolean;
  anyAcrossMajorRiver?: boolean;
}): CombinedArms {
  if (!sideEligible(facts.attackers)) return { bonus: false, why: 'not-eligible' };
  if (facts.defenderInFortifiedZone) return { bonus: false, why: 'fortified-zone' };
  if (facts.defenderInCity) return { bonus: false, why: 'city' };
  if (facts.anyAcrossMajorRiver) return { bonus: false, why: 'across-major-river' };
  if (sideEligible(facts.defenders)) return { bonus: false, why: 'combined-arms-defense' };
  return { bonus: true };
}
