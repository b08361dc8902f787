import type { UnitDef } from '../data/units';
import type { KbUnitState } from './types';
import { isHq } from './unit-status';

/** KB 15.13, 16.35: the Game-Turns a lost HQ or German silhouette mechanized unit spends on the TRT. */
export const TRT_TURNS = 5;

/** KB 16.35: a German silhouette mechanized unit (returns from the TRT as HQs do, 16.33). */
export const isGermanSilhouetteMech = (def: UnitDef): boolean => def.nationality === 'german' && def.silhouette && def.class === 'mechanized';

/** Where a unit taken off the map goes, and when it may come back. */
export type Removal = Pick<KbUnitState, 'where' | 'returnTurn'>;

/**
 * KB 15.13, 16.35: an HQ, or a German silhouette mechanized unit, taken as a loss is placed
 * on the TRT five turns from the current turn, due back on that turn; any other unit,
 * unless the caller knows better (16.31's Replacement Pool needs a supply trace), is gone.
 */
export function eliminatedTo(def: UnitDef, turn: number): Removal {
  if (isHq(def) || isGermanSilhouetteMech(def)) return { where: 'trt', returnTurn: turn + TRT_TURNS };
  return { where: 'permanent-dead', returnTurn: null }; // KB 16.36: a Combat Rating, two steps or 'No Repl' always end here
}
