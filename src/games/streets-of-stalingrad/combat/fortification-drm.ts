import type { TargetHex } from './fire-combat';
import type { FireDrm } from './fire-drm';
import { isArmored, isCombatUnit } from './unit-classes';

/**
 * SoS 17.31: "A fortification unit gives all defending units in that hex a plus one (+1) die
 * roll modifier against any bombardments and attacks against that hex. Armored units,
 * including armored trains and immobilized tank units, do not receive this die roll benefit
 * if they are the only type of units in a hex with a fortification unit." The units weighed
 * are the hex's combat units (9.81): the fortification itself, a minefield, a bridge or an OP
 * is no type of defending unit. `rule`: the table's own citation (9.71 for the CRT's list,
 * 14.6 for the WBBT's).
 */
export function fortificationDrm(t: Pick<TargetHex, 'fortification' | 'units'>, rule: string): FireDrm[] {
  if (!t.fortification) return [];
  const defenders = t.units.filter(isCombatUnit);
  if (defenders.length > 0 && defenders.every(isArmored)) return [];
  return [{ value: 1, reason: 'a fortification in the target hex', rule }];
}
