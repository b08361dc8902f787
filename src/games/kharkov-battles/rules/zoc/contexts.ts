/**
 * KB 7.0 (digest T11): when an Enemy Zone of Control is asked about decides two things:
 * whether friendly units in a hex negate the EZOC there, and whether 7.31 (no ZOC across
 * an unbridged Major River during a combat phase) applies. Units in a city hex negate any
 * EZOC in that hex in every context (7.14, 7.24).
 */
export type ZocContext =
  /** KB 7.2: movement (and One-Hex, Mobile Infiltration, Overrun). 7.24: friendly units do not negate. */
  | 'movement'
  /** KB 7.4: tracing supply in the MSDP or elsewhere outside a combat phase. 7.42: friendly units negate. */
  | 'supply'
  /** KB 12.1: Attack Determination. 7.31 applies; friendly units do not negate (digest A45). */
  | 'attack-determination'
  /** KB 7.3: the rest of the combat phase: retreats (7.32), advances, the Encirclement Bonus (12.5); ZOC example. */
  | 'combat'
  /** KB 16.31: a supply trace made during a combat phase (7.42 with 7.31). */
  | 'combat-supply'
  /** ZOC example: the retreat after a Mobile Assault, in the movement phase: friendly units negate; 7.31 does not apply. */
  | 'mobile-assault-retreat';

export interface ZocReading {
  /** Friendly units negate EZOC in the hexes they occupy (7.32, 7.42). */
  friendlyNegates: boolean;
  /** KB 7.31 applies: a ZOC does not cross a Major River hexside without a bridge. */
  combatPhase: boolean;
  /** The rules that set this reading. */
  rule: string;
}

export const ZOC_READINGS: Readonly<Record<ZocContext, ZocReading>> = {
  movement: { friendlyNegates: false, combatPhase: false, rule: 'KB 7.24' },
  supply: { friendlyNegates: true, combatPhase: false, rule: 'KB 7.42' },
  'attack-determination': { friendlyNegates: false, combatPhase: true, rule: 'KB 12.1, 7.31' },
  combat: { friendlyNegates: true, combatPhase: true, rule: 'KB 7.31, 7.32' },
  'combat-supply': { friendlyNegates: true, combatPhase: true, rule: 'KB 7.31, 7.42' },
  'mobile-assault-retreat': { friendlyNegates: true, combatPhase: false, rule: 'KB 7.32' },
};

export const ZOC_CONTEXTS = Object.keys(ZOC_READINGS) as ZocContext[];
