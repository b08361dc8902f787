import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { optionalRule } from '#games/campaign-to-stalingrad/setup/optional-rules';
import { isArmorType } from '../unit-kind';
import type { Participant } from './participants';

/**
 * CtS 44.0 Soviet Armor (optional, game option sovietArmor): "the Axis Player does not
 * receive an Armor Superiority shift if the Soviet Player has any number of Heavy Tank
 * regiments or Guards armor units participating in the defense." The units that do so in
 * an Axis attack: Heavy Tank regiments (the counter data marks them `heavy`) and Guards
 * armor-type units; null when the option is off, the Soviet attacks, or none defends.
 * Whether both sides have armor in the combat is armorSuperiority's to judge (44.0 "both
 * sides have armor units involved").
 */
export function sovietArmorDefends(state: CtsState, attacker: CtsSide, defenders: readonly Participant[]): string[] | null {
  if (attacker !== 'axis' || !optionalRule(state, 'sovietArmor')) return null;
  const units = defenders.filter((d) => d.spec.side === 'soviet' && (d.spec.heavy === true || (d.spec.branch === 'guard' && isArmorType(d.spec)))).map((d) => d.spec.id);
  return units.length > 0 ? units : null;
}
