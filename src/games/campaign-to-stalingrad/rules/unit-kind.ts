import type { UnitSpec } from '../data/schema';

/**
 * What a counter is, by its type and size (2.3, 2.4a, 4.3; the Summary of Unit Types
 * chart is lost, so the kinds follow the footnotes that survive, digest A48).
 */
export const isHq = (u: UnitSpec): boolean => u.type === 'army-hq' || u.type === 'army-group-hq' || u.type === 'front-hq' || isAirHq(u);
/** 23.7: an Air HQ: a defense and one step, no ZOC, stacking 0 like every HQ (digest 4.3). */
export const isAirHq = (u: UnitSpec): boolean => u.type === 'air-hq';
export const isArmyHq = (u: UnitSpec): boolean => u.type === 'army-hq';
/** 2.4a "**" Armor Type: panzer and tank units. */
export const isArmorType = (u: UnitSpec): boolean => u.type === 'panzer' || u.type === 'tank';
/** 2.4a: German motorized divisions carry the mechanized symbol; Soviet mechanized corps. */
export const isMechanized = (u: UnitSpec): boolean => u.type === 'motorized' || u.type === 'mechanized';
/** 2.4a "*" Infantry Type (digest A48): foot units that are not cavalry or artillery. */
export const isInfantryType = (u: UnitSpec): boolean => u.type === 'infantry' || u.type === 'rifle' || u.type === 'jaeger';
export const isCavalry = (u: UnitSpec): boolean => u.type === 'cavalry';
/** Non-combat: no step in combat that counts, no ZOC (6.1). The Oil Brigade is a counter with a VP value only. */
export const isNonCombat = (u: UnitSpec): boolean => u.type === 'oil';
/** A brigade, regiment or battalion (6.1, 5.0, 10.3). */
export const isSmall = (u: UnitSpec): boolean => u.size === 'X' || u.size === 'III' || u.size === 'II';
/** 4.3: motorized = not cavalry, movement 5 or more; an Army HQ stays motorized on its MA 1 side. */
export function isMotorized(u: UnitSpec): boolean {
  if (isCavalry(u)) return false;
  if (isArmyHq(u)) return true;
  return (u.faces[0]?.move ?? 0) >= 5;
}
