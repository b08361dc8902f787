import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';

/** One side's armor in a battle (11.2). */
export interface ArmorSide {
  side: CtsSide;
  /** Armor steps that may GAIN the shift. */
  gaining: number;
  /** Armor steps that may only cancel the enemy's shift (attackers denied by terrain, 11.2). */
  cancelling: number;
}

/**
 * CtS 11.2 Armor Superiority: the Axis gets a shift when its armor steps at least equal
 * the Soviet's, the Soviet when its steps are at least twice the Axis's; in between,
 * nobody (3.6 of the digest). A side whose steps may only cancel never gains the shift.
 * [Change]: with no Soviet armor and an Axis force of German motorized units with at
 * least one armored unit, the Axis gets a second shift. Optional 44.0: with armor on both
 * sides, a Heavy Tank regiment or Guards armor unit in the Soviet defence
 * (`heavySovietDefence`) denies the Axis the shift. Returns the side and its shifts.
 */
export function armorSuperiority(axis: ArmorSide, soviet: ArmorSide, axisAllGermanMotorizedWithArmor: boolean, heavySovietDefence = false): { side: CtsSide; shifts: number } | null {
  const a = axis.gaining + axis.cancelling;
  const s = soviet.gaining + soviet.cancelling;
  if (a === 0 && s === 0) return null;
  // 44.0 (optional): "When resolving combat in which both sides have armor units involved in the combat, the Axis
  // Player does not receive an Armor Superiority shift if the Soviet Player has any number of Heavy Tank regiments or
  // Guards armor units participating in the defense" (`heavySovietDefence`: such a unit defends)
  const axisDenied = heavySovietDefence && a > 0 && s > 0;
  if (axis.gaining > 0 && a >= s && !axisDenied) {
    return { side: 'axis', shifts: s === 0 && axisAllGermanMotorizedWithArmor ? 2 : 1 };
  }
  if (soviet.gaining > 0 && s >= 2 * a) return { side: 'soviet', shifts: 1 };
  return null;
}

/**
 * CtS 10.5 (2), 11.2: the sides whose first step loss must come from the units that
 * counted toward Armor Superiority: the side that received the shift, and a side whose
 * armor prevented the other from receiving it (or its second shift): without that armor,
 * the other side would have had more shifts than it has. When the two sides' armor cancel
 * each other out (2 Axis steps against 3 Soviet), both sides are bound.
 */
export function armorLossesFirst(axis: ArmorSide, soviet: ArmorSide, axisAllGermanMotorizedWithArmor: boolean, heavySovietDefence = false): Set<CtsSide> {
  const actual = armorSuperiority(axis, soviet, axisAllGermanMotorizedWithArmor, heavySovietDefence);
  const out = new Set<CtsSide>();
  if (actual) out.add(actual.side);
  if (shiftsOf(armorSuperiority(none(axis), soviet, axisAllGermanMotorizedWithArmor, heavySovietDefence), 'soviet') > shiftsOf(actual, 'soviet')) out.add('axis');
  if (shiftsOf(armorSuperiority(axis, none(soviet), axisAllGermanMotorizedWithArmor, heavySovietDefence), 'axis') > shiftsOf(actual, 'axis')) out.add('soviet');
  return out;
}

const shiftsOf = (r: ReturnType<typeof armorSuperiority>, s: CtsSide): number => (r && r.side === s ? r.shifts : 0);
const none = (a: ArmorSide): ArmorSide => ({ side: a.side, gaining: 0, cancelling: 0 });
