import type { UnitDef } from '../data/units';
import type { KbUnitState } from '../state/types';
import { isHq } from '../state/unit-status';

/**
 * KB 16.3: a unit taken off the map by its last step loss: in the Replacement Pool (16.31),
 * on the TRT waiting to return (15.13, 16.35) or in the Permanent Dead Box (16.36). A unit
 * still to arrive, withdrawn, or broken down (15.2) was not eliminated.
 */
export const isEliminated = (st: KbUnitState): boolean =>
  st.where === 'replacement-pool' || st.where === 'trt' || st.where === 'permanent-dead';

/**
 * KB 20.1: "a regimental unit of a German mechanized division": a German mechanized
 * regiment (size III) with a parent division (3SS, GD, 6Pz ...). Generic breakdown regiments
 * (15.2) are infantry, and silhouette battalions and Tiger companies are not regiments.
 */
export const isGermanMechDivisionRegiment = (def: UnitDef): boolean =>
  def.nationality === 'german' && def.class === 'mechanized' && def.size === 'III' && def.parent !== undefined;

/** KB 20.2: a Soviet "division or corps" unit: a division (XX) or a corps (XXX) that is not an HQ. */
export const isSovietDivisionOrCorps = (def: UnitDef): boolean =>
  def.side === 'soviet' && (def.size === 'XX' || def.size === 'XXX') && !isHq(def);
