import type { SosUnit } from '../../combat/fire-combat';
import { isArmored, isIndirectFire, isInfantryType } from '../../combat/unit-classes';

/**
 * SoS 12.5, the kinds of unit that may make an instant counter-attack (pinned and spent units
 * are the caller's; "Only the following non-spent/non-pinned units may ICA"):
 * - "Any German infantry, engineer, or armored units may be used for an ICA. German artillery
 *   of any type and lone German leader units may not";
 * - "Any Soviet Guards, Marine infantry, or Guards armored units may be used for an ICA. Any
 *   Soviet infantry or armored units in the same hex with a Soviet leader unit may be used for
 *   an ICA. Soviet artillery units of any type, sniper units, mine dog units, Soviet units with
 *   AF of zero, and lone Soviet leaders may not". Guards and Marine infantry, and Guards armor,
 *   need no leader; other Soviet infantry and armor need one in their hex (`withLeader`).
 */
export function icaEligible(u: SosUnit, withLeader: boolean): boolean {
  if (u.af <= 0 || isIndirectFire(u) || u.type === 'sniper' || u.type === 'mineDog') return false;
  const kind = isInfantryType(u) || isArmored(u);
  if (u.side === 'german') return kind;
  if (u.type === 'infantry' && (u.soviet === 'guards' || u.soviet === 'marine')) return true;
  if (isArmored(u) && u.soviet === 'guards') return true;
  return kind && withLeader;
}
