import type { UnitSpec } from '#games/campaign-to-stalingrad/data/schema';

/** The kinds of unit 32.2 lets convert, and the Guard unit each becomes. */
export type GuardKind = 'rifle-division' | 'tank-corps' | 'cavalry-corps';

/**
 * CtS 32.2 Restrictions: "2. Only rifle divisions, tank corps, and cavalry corps may be
 * converted. Artillery Divisions, Fortified Regions, Anti-aircraft, and Army HQ may not be
 * converted. 3. Mountain Infantry and Motorized Infantry may be converted into Guards Rifle
 * Divisions." The kind of Guard unit a Soviet unit converts into, or null; a Guard unit
 * converts no further.
 */
export function conversionKind(u: UnitSpec): GuardKind | null {
  if (u.side !== 'soviet' || u.branch === 'guard') return null;
  // the counter data has no Soviet mountain infantry type; a Soviet motorized infantry unit converts into a Guards Rifle Division
  return u.type === 'motorized' ? 'rifle-division' : kindOf(u);
}

/** The kind of a Guard unit of the Pool (32.1: "of the same type"), or null for a counter that is not one. */
export function guardKind(u: UnitSpec): GuardKind | null {
  if (u.side !== 'soviet' || u.branch !== 'guard') return null;
  return kindOf(u);
}

/** 32.2 (2): a rifle division, a tank corps or a cavalry corps, by its type and size. */
function kindOf(u: UnitSpec): GuardKind | null {
  if (u.type === 'rifle' && u.size === 'XX') return 'rifle-division';
  if (u.type === 'tank' && u.size === 'XXX') return 'tank-corps';
  if (u.type === 'cavalry' && u.size === 'XXX') return 'cavalry-corps';
  return null;
}
