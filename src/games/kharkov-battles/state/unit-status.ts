import type { UnitDef } from '../data/units';
import type { KbUnitState, OocResult } from './types';

/** KB 15.1, 6.12, 27.2 errata: an HQ; HQs are not combat units. */
export const isHq = (def: UnitDef): boolean => def.kind === 'hq';

/** KB 2.71: a multi-step unit on its cadre side (one step left). */
export const isCadre = (def: UnitDef, st: KbUnitState): boolean => def.steps > 1 && st.steps === 1;

/** KB 2.7, 6.21 (digest GEN-7): printed with two or three steps and not (now) a cadre. */
export const isMultiStep = (def: UnitDef, st: KbUnitState): boolean => def.steps > 1 && st.steps > 1;

/** KB 15.3, 15.32: a Tiger company (counts as a cadre for stacking). */
export const isTigerCompany = (def: UnitDef): boolean => def.tiger?.echelon === 'company';

/** KB 20.1: an Ersatz battalion (counts as a cadre for stacking, exerts a ZOC). */
export const isErsatz = (def: UnitDef): boolean => def.kind === 'ersatz';

/** KB 6.13: a Soviet corps (size XXX, not an HQ). */
export const isSovietCorps = (def: UnitDef): boolean => def.side === 'soviet' && def.size === 'XXX' && !isHq(def);

/**
 * KB 6.13: an Axis infantry-division-sized unit: a non-mechanized Axis division (infantry,
 * light, mountain, security; German or satellite). A mechanized division counter (K's
 * 3.Panzer, treated as a regiment, 20.2) is not one.
 */
export const isAxisInfantryDivision = (def: UnitDef): boolean =>
  def.side === 'axis' && def.size === 'XX' && def.class === 'non-mechanized' && !isHq(def);

/** KB 6.21: a Soviet Guards rifle division (counts as one step for combat stacking). */
export const isGuardsRifleDivision = (def: UnitDef): boolean =>
  def.side === 'soviet' && def.branch === 'guards' && def.kind === 'infantry' && def.size === 'XX';

/** KB 6.21 (the Fall Blau errata, digest A7): an NKVD rifle division, counted as a Guards one there. */
export const isNkvdRifleDivision = (def: UnitDef): boolean =>
  def.side === 'soviet' && def.branch === 'nkvd' && def.kind === 'infantry' && def.size === 'XX';

/**
 * KB 13.2: the C&C result a unit is marked OOC with this Soviet Player Turn, or null when it
 * carries no 'OOC' marker. A marker kept without its result (a state stored before the
 * result was kept) is read as a 'halt', as it was then played.
 */
export const commandResultOf = (st: KbUnitState): OocResult | null => (st.marks.ooc ? (st.marks.oocResult ?? 'halt') : null);
