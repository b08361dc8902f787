import type { UnitDef } from '../data/schema';
import type { UnitState } from '../state/types';

/**
 * DoS 2.14: a white-on-red Soviet unit shows its untried side; its true values are
 * unknown to both players until its first combat, and stay known after. Anything a side
 * reads (view, options, template, check messages, events) must go through this before
 * using such a unit's combat factors.
 */
export const valuesHidden = (def: UnitDef, u: UnitState | undefined): boolean => def.untried === true && u?.revealed !== true;
