import type { Face, Tables, UnitSpec } from '../data/schema';
import type { UnitState } from '../state/types';
import { isArmorType, isHq, isMechanized, isNonCombat, isSmall } from './unit-kind';

/** The face the counter shows (2.2.4): faces[faces.length - steps]; an Artillery Division on its mobile side shows that side (28.1, 28.2). */
export function faceOf(spec: UnitSpec, state: Pick<UnitState, 'steps' | 'mobile'>): Face {
  if (state.mobile === true && spec.mobileSide) return spec.mobileSide;
  const f = spec.faces[spec.faces.length - state.steps];
  if (!f) throw new RangeError(`${spec.id} has no face for ${state.steps} steps`);
  return f;
}

/** On its last step (6.1, 10.3): the Remnant of a rifle division, a one-step unit, a reduced two-step unit. */
export const onLastStep = (state: Pick<UnitState, 'steps'>): boolean => state.steps <= 1;

/** 6.1: which units have a ZOC of their own (13.0: none while Disrupted). */
export function hasOwnZoc(spec: UnitSpec, state: UnitState): boolean {
  if (isHq(spec) || isNonCombat(spec) || isSmall(spec) || state.disrupted) return false;
  return !onLastStep(state);
}

/** 5.0: stacking value: divisions and Soviet corps 1 (reduced and Remnants too), smaller units 1/2, HQs 0. */
export function stackingValue(spec: UnitSpec, tables: Tables): number {
  if (isHq(spec)) return tables.stacking.value.hq ?? 0;
  if (isSmall(spec)) return tables.stacking.value.brigade ?? 0.5;
  return 1;
}

/** 10.3: magnitude: divisions and corps 1, any unit on its last step 1/2, smaller units 1/2, HQs 0 (digest A11). */
export function magnitudeValue(spec: UnitSpec, state: Pick<UnitState, 'steps'>, tables: Tables): number {
  if (isHq(spec) || isNonCombat(spec)) return tables.magnitude.value.hq ?? 0;
  if (isSmall(spec)) return tables.magnitude.value.brigade ?? 0.5;
  return onLastStep(state) ? tables.magnitude.lastStep : 1;
}

/**
 * 11.2: armor steps toward Armor Superiority: German and Soviet armor 1 per step,
 * Hungarian and Rumanian panzer divisions and every mechanized step 1/2. Out of Supply
 * armor counts 0 (16.4).
 */
export function armorSteps(spec: UnitSpec, state: UnitState): number {
  if (state.outOfSupply) return 0;
  if (isArmorType(spec)) return spec.nationality === 'hungarian' || spec.nationality === 'rumanian' ? state.steps / 2 : state.steps;
  if (isMechanized(spec)) return state.steps / 2;
  return 0;
}
