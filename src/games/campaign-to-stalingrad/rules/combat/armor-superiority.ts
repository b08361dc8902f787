import type { CtsSide } from '../../data/schema';

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
 * least one armored unit, the Axis gets a second shift. Returns the side and its shifts.
 */
export function armorSuperiority(axis: ArmorSide, soviet: ArmorSide, axisAllGermanMotorizedWithArmor: boolean): { side: CtsSide; shifts: number } | null {
  const a = axis.gaining + axis.cancelling;
  const s = soviet.gaining + soviet.cancelling;
  if (a === 0 && s === 0) return null;
  if (axis.gaining > 0 && a >= s) {
    return { side: 'axis', shifts: s === 0 && axisAllGermanMotorizedWithArmor ? 2 : 1 };
  }
  if (soviet.gaining > 0 && s >= 2 * a) return { side: 'soviet', shifts: 1 };
  return null;
}
