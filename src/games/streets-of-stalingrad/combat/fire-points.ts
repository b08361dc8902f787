import type { FireKind, Firer, TargetHex } from './fire-combat';
import { isArmored, isIndirectFire } from './unit-classes';

/** What one firer adds to the total (9.19), and which of its values it uses. */
export interface FirePoints {
  id: string;
  points: number;
  uses: 'AF' | 'DF' | 'ATTC AF';
  rule: string;
}

/** A firer the rules do not let fire at this target, and why. */
export interface FireRefusal {
  id: string;
  refused: string;
  rule: string;
}

const refuse = (f: Firer, refused: string, rule: string): FireRefusal => ({ id: f.id, refused, rule });

/** 9.94, 9.95: an underlined AF fires at armor (and, in opportunity fire, at moving vehicles) with its AF as the ATTC gives it at this distance. */
function antiTank(f: Firer, kind: FireKind, target: TargetHex): FirePoints | null {
  if (!f.afUnderlined) return null;
  const armor = target.units.some(isArmored);
  if (armor) return { id: f.id, points: f.attcAf ?? f.af, uses: 'ATTC AF', rule: 'SoS 9.94' };
  if (kind === 'opportunityFire' && target.movingVehicles) return { id: f.id, points: f.attcAf ?? f.af, uses: 'ATTC AF', rule: 'SoS 9.95' };
  return null;
}

function range(f: Firer): FireRefusal | null {
  if (f.distance < 1) return refuse(f, 'a unit fires at another hex', 'SoS 9.11');
  // SoS 9.21, 9.24, 9.25: up to the printed range, an adjacent hex always, whatever lies between (a hex the unit may not enter included)
  if (f.distance > 1 && f.distance > f.range) return refuse(f, `range ${f.range}, the target is ${f.distance} hexes away`, 'SoS 9.23');
  return null;
}

function attackPoints(f: Firer, target: TargetHex): FirePoints | FireRefusal {
  if (f.pinned) return refuse(f, 'pinned units may not attack', 'SoS 9.112');
  if (f.spent) return refuse(f, 'spent units may not attack', 'SoS 9.62');
  if (f.type === 'sniper') return refuse(f, 'snipers are never used in attacks', 'SoS 16.13');
  if (f.type === 'immobilizedTank') return refuse(f, 'immobilized tanks may not attack', 'SoS 16.36');
  return antiTank(f, 'attack', target) ?? { id: f.id, points: f.af, uses: 'AF', rule: 'SoS 9.13' };
}

function defensivePoints(f: Firer, target: TargetHex): FirePoints | FireRefusal {
  const adjacent = f.distance === 1;
  if ((f.pinned || f.spent) && !adjacent) return refuse(f, 'pinned and spent units defensive fire at adjacent attackers only', 'SoS 9.53');
  if (isIndirectFire(f)) {
    // 9.54, 14.07: a pinned or spent IF unit fires only its DF, at adjacent attackers (9.53 above).
    if (f.pinned || f.spent) return { id: f.id, points: f.df, uses: 'DF', rule: 'SoS 9.54' };
    return { id: f.id, points: f.af, uses: 'AF', rule: 'SoS 9.13' };
  }
  return antiTank(f, 'defensiveFire', target) ?? { id: f.id, points: f.df, uses: 'DF', rule: 'SoS 9.13' };
}

function opportunityPoints(f: Firer, target: TargetHex): FirePoints | FireRefusal {
  if (f.pinned) return refuse(f, 'pinned units may not opportunity fire', 'SoS 11.3');
  if (f.type === 'rocket') return refuse(f, 'rocket units never opportunity fire', 'SoS 11.2');
  if (f.type === 'ifArtillery') return refuse(f, 'only direct fire units and mortars opportunity fire', 'SoS 11.2');
  if (isIndirectFire(f)) return { id: f.id, points: f.af, uses: 'AF', rule: 'SoS 9.13' };
  return antiTank(f, 'opportunityFire', target) ?? { id: f.id, points: f.df, uses: 'DF', rule: 'SoS 9.13' };
}

/**
 * The fire value a unit adds to a fire combat, or why it may not fire. Attacks use AF,
 * defensive and opportunity fire DF, IF units AF for both (9.13); underlined AF at armor
 * (9.94, 9.95). IF units defending their own hex use their DF, at adjacent attackers only
 * (14.06, 9.22).
 */
export function firePoints(f: Firer, kind: FireKind, target: TargetHex): FirePoints | FireRefusal {
  const out = range(f);
  if (out) return out;
  if (isIndirectFire(f) && kind === 'defensiveFire' && f.defending) {
    // SoS 9.22: "The DF points of all indirect fire (IF) artillery units may be used only when they fire at attacking enemy units in adjacent hexes"
    if (f.distance > 1) return refuse(f, 'an IF unit defending its hex fires its DF at adjacent attackers only (its AF only as IF support, spotted)', 'SoS 9.22');
    return { id: f.id, points: f.df, uses: 'DF', rule: 'SoS 14.06' };
  }
  if (kind === 'attack') return attackPoints(f, target);
  if (kind === 'defensiveFire') return defensivePoints(f, target);
  return opportunityPoints(f, target);
}

export const isRefusal = (p: FirePoints | FireRefusal): p is FireRefusal => 'refused' in p;
