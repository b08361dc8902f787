import { halveDown } from '#kernel/combat/halving';
import type { SupplyState } from '../state/types';
import type { Applied } from './modifier';

/**
 * One unit's Combat Strength in one combat (KB T5: 2.7, 2.71, 8.32, 8.33, 11.28, 12.31,
 * 12.33, 14.1, 14.2), in the order digest A20 settles: the value (chit, printed, or 1 for a
 * cadre), the Isolated attacker's cap of 1, at most ONE halving whatever the number of
 * causes (2.7), NKVD doubling, the Winter bonus "after all other adjustments" (14.2), and
 * never below 1 (2.7).
 */
export type Weather = 'clear' | 'mud' | 'freeze';
export type Assault = 'prepared' | 'mobile';

export interface StrengthFacts {
  /** The chit value, or the printed strength of a unit without a Combat Rating. */
  value: number;
  /** 2.71: a cadre has a strength of one. */
  cadre?: boolean;
  supply?: SupplyState;
  /** 11.28: Disorganized by a Mobile Assault in the movement phase just before. */
  disorganized?: boolean;
  mechanized?: boolean;
  /** 14.1 */
  nkvd?: boolean;
  /** 14.2: a Soviet tank or mechanized corps. */
  sovietTankOrMechCorps?: boolean;
  /** 20.1 optional: an orange or pink icon unit while Popov is Out of Gas gets no Winter bonus. */
  popovOutOfGas?: boolean;
}

export interface AttackFacts {
  weather: Weather;
  assault: Assault;
  /** 12.31: this unit attacks across a Major River hexside, bridged or not. */
  acrossMajorRiver?: boolean;
  /** 12.33: the defender's hex is Marsh. */
  intoMarsh?: boolean;
}

export interface DefenseFacts {
  /** 14.1: the defender's hex has a town or is a city. */
  townOrCity?: boolean;
}

export interface UnitStrength {
  strength: number;
  /** Every adjustment made, in order. */
  applied: Applied[];
}

function base(u: StrengthFacts): { s: number; applied: Applied[] } {
  if (!Number.isInteger(u.value) || u.value < 0) throw new RangeError(`a Combat Strength is a whole number >= 0, got ${u.value}`);
  return u.cadre ? { s: 1, applied: [{ reason: 'cadre', rule: 'KB 2.71' }] } : { s: u.value, applied: [] };
}

function finish(s: number, applied: Applied[]): UnitStrength {
  if (s < 1) return { strength: 1, applied: [...applied, { reason: 'at-least-one', rule: 'KB 2.7' }] };
  return { strength: s, applied };
}

/** An attacking unit's strength. */
export function attackStrength(u: StrengthFacts, at: AttackFacts): UnitStrength {
  let { s, applied } = base(u);
  if (u.supply === 'isolated' && s > 1) {
    s = 1;
    applied.push({ reason: 'isolated', rule: 'KB 8.33a' });
  }
  const halvings: Applied[] = [];
  if (u.supply === 'out-of-supply') halvings.push({ reason: 'out-of-supply', rule: 'KB 8.32a' });
  if (u.disorganized) halvings.push({ reason: 'disorganized', rule: 'KB 11.28' });
  if (at.acrossMajorRiver && at.weather !== 'freeze') halvings.push({ reason: 'across-major-river', rule: 'KB 12.31' });
  if (u.mechanized && at.intoMarsh && at.weather !== 'freeze') halvings.push({ reason: 'mechanized-into-marsh', rule: 'KB 12.33' });
  if (halvings.length > 0) {
    s = halveDown(s); // 2.7: never halved more than once
    applied = [...applied, ...halvings];
  }
  if (at.weather === 'freeze' && u.sovietTankOrMechCorps && !u.cadre && at.assault === 'prepared' && !u.popovOutOfGas) {
    s *= 2; // 14.2: after all other adjustments; the floor of 1 (2.7) comes last (digest A20)
    applied.push({ reason: 'winter-combat-bonus', rule: 'KB 14.2' });
  }
  return finish(s, applied);
}

/** A defending unit's strength. */
export function defenseStrength(u: StrengthFacts, at: DefenseFacts): UnitStrength {
  let { s, applied } = base(u);
  if (u.supply === 'isolated') {
    s = halveDown(s);
    applied.push({ reason: 'isolated', rule: 'KB 8.33b' });
  }
  if (u.nkvd && at.townOrCity) {
    s *= 2;
    applied.push({ reason: 'nkvd-tenacity', rule: 'KB 14.1' });
  }
  return finish(s, applied);
}
