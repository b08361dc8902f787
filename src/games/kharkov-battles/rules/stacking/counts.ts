import type { UnitDef } from '../../data/units';
import type { KbUnitState } from '../../state/types';
import { isCadre, isErsatz, isGuardsRifleDivision, isHq, isMultiStep, isNkvdRifleDivision, isTigerCompany } from '../../state/unit-status';

/** Why a unit does not count toward the three combat units of a hex (6.0), with the rule. */
export type Uncounted = { why: 'hq' | 'cadre' | 'tiger-company' | 'ersatz'; rule: string } | null;

/**
 * KB 6.0, 6.12, 15.32, 20.1: whether a unit counts toward the limit of three combat units
 * in a hex. HQs are not combat units (6.12, 27.2); cadres stack freely (6.12, 2.71);
 * Tiger companies and Ersatz battalions count as cadres for stacking (15.32, 20.1).
 */
export function uncounted(def: UnitDef, st: KbUnitState): Uncounted {
  if (isHq(def)) return { why: 'hq', rule: 'KB 6.12' };
  if (isCadre(def, st)) return { why: 'cadre', rule: 'KB 6.12' };
  if (isTigerCompany(def)) return { why: 'tiger-company', rule: 'KB 15.32' };
  if (isErsatz(def)) return { why: 'ersatz', rule: 'KB 20.1' };
  return null;
}

export const countsForStacking = (def: UnitDef, st: KbUnitState): boolean => uncounted(def, st) === null;

/**
 * KB 6.21, 2.2: a unit's weight for combat stacking, in HALF multi-step units (so sums stay
 * whole numbers): 2 for a multi-step unit, 1 for one with its size symbol on white, 0 for a
 * unit with one step now (cadres, HQs, battalions, one-step divisions) and for a Soviet
 * Guards rifle division, which counts as having one step for this rule. Under the Fall
 * Blau errata to 6.21 (`nkvdAsGuards`, digest A7) an NKVD rifle division counts as a Guards one.
 * Not for Mobile Assaults (11.2).
 */
export function combatWeight(def: UnitDef, st: KbUnitState, opts: { nkvdAsGuards?: boolean } = {}): 0 | 1 | 2 {
  if (isHq(def) || !isMultiStep(def, st) || isGuardsRifleDivision(def)) return 0;
  if (opts.nkvdAsGuards === true && isNkvdRifleDivision(def)) return 0; // KB 6.21, 27.2 (digest A7)
  return def.halfForCombat ? 1 : 2;
}

/** KB 6.21: the most weight (in halves) that may take part in combat out of one hex in a combat phase: one multi-step unit. */
export const COMBAT_WEIGHT_LIMIT = 2;
