import { bareHex } from './hex';
import type { KbStanding } from './standing';

/** What a side's standing orders say for one stack that must retreat in the other side's Prepared Assault (KB 12.62, 12.72). */
export interface RetreatChoice {
  /** `ask`: the `retreat` decision, when the result leaves a choice. */
  policy: 'retreat' | 'hold' | 'ask';
  /** The most steps held instead of hexes under `hold`; undefined = as many as the result allows. */
  hold: number | undefined;
  prefer: string[];
  avoid: string[];
  /** Where it came from: the entry for the stack's hex, the side's general retreat order, or nothing. */
  from: 'hex' | 'side' | 'default';
}

/**
 * The retreat choice for a stack in `hex`: the entry for that hex covers it (its policy,
 * else `hold` when it names steps to hold, else `retreat`), its path preferences added to
 * the side's; without one, the side's `policy`, and `ask` when there is none (the one
 * decision that pauses without a standing order, sequence/pauses.ts).
 */
export function retreatChoice(standing: KbStanding | null, hex: string): RetreatChoice {
  const side = standing?.retreat;
  const entry = side?.hexes?.find((e) => bareHex(e.hex) === bareHex(hex));
  const prefer = [...(entry?.prefer ?? []), ...(side?.prefer ?? [])];
  const avoid = [...(entry?.avoid ?? []), ...(side?.avoid ?? [])];
  if (entry) return { policy: entry.policy ?? (entry.hold ? 'hold' : 'retreat'), hold: entry.hold ?? side?.hold, prefer, avoid, from: 'hex' };
  if (side?.policy) return { policy: side.policy, hold: side.hold, prefer, avoid, from: 'side' };
  return { policy: 'ask', hold: side?.hold, prefer, avoid, from: 'default' };
}

/** The assault a defending Air Point is asked for (KB 5.21). */
export interface AirDefenseCase {
  kind: 'prepared' | 'mobile';
  /** The attacked hexes and the units in them. */
  hexes: string[];
  units: string[];
  /** Whether an attacked hex is a city hex. */
  city: boolean;
  /** The Air Points the attacker committed, declared first. */
  attackerAir: number;
  /** Air Points the side has committed to defence this Player Turn, and those still available for sortie. */
  spent: number;
  available: number;
}

/**
 * Whether the side commits an Air Point to this defence (KB 5.21: one at most, after the
 * attacker's): the first rule of the list for this kind of assault that matches, while the
 * budget and the Air Points available last; `ask` when the list says so; 0 without a list.
 */
export function airDefense(standing: KbStanding | null, c: AirDefenseCase): 0 | 1 | 'ask' {
  if (c.available <= 0) return 0;
  const air = standing?.air;
  if (air?.budget !== undefined && c.spent >= air.budget) return 0;
  const rules = c.kind === 'prepared' ? air?.preparedAssault : air?.mobileAssault;
  if (rules === undefined) return 0;
  if (rules === 'ask') return 'ask';
  const hexes = new Set(c.hexes.map(bareHex));
  const matches = rules.some((r) =>
    'hexes' in r ? r.hexes.some((h) => hexes.has(bareHex(h))) : 'units' in r ? r.units.some((u) => c.units.includes(u)) : 'city' in r ? c.city : 'attackerAir' in r ? c.attackerAir >= r.attackerAir : true,
  );
  return matches ? 1 : 0;
}
