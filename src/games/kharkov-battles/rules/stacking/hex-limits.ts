import type { Placed } from '../../state/occupancy';
import { isAxisInfantryDivision, isCadre, isHq, isSovietCorps } from '../../state/unit-status';
import { countsForStacking } from './counts';

/** KB 6.0-6.14: what a stack breaks. */
export type StackingFailureCode =
  | 'too-many-combat-units' // 6.0
  | 'too-many-hqs' // 6.12
  | 'too-many-infantry-divisions' // 6.13
  | 'too-many-soviet-corps' // 6.13
  | 'satellite-with-other-nationality'; // 6.14

export interface StackingFailure {
  code: StackingFailureCode;
  rule: string;
  message: string;
  /** The units the limit reads (those that count toward it), in unit-id order. */
  units: string[];
}

/** KB 6.0: combat units per hex at the end of a friendly movement phase. */
export const COMBAT_UNIT_LIMIT = 3;
/** KB 6.12: HQs per hex, for either player. */
export const HQ_LIMIT = 1;
/** KB 6.13: Axis infantry-division-sized units per hex. */
export const INFANTRY_DIVISION_LIMIT = 2;
/** KB 6.13: Soviet corps stacked together. */
export const SOVIET_CORPS_LIMIT = 2;

/**
 * KB 6.0-6.14: every limit one side's stack in one hex breaks, in rule order; [] when it
 * is legal. Checked at the end of the owner's movement phase (6.11); a stack a retreat
 * over-filled must be legal again by the end of its owner's next movement phase (6.24).
 */
export function stackingFailures(stack: readonly Placed[]): StackingFailure[] {
  const out: StackingFailure[] = [];
  const ids = (ps: readonly Placed[]): string[] => ps.map((p) => p.def.id);
  const counted = stack.filter((p) => countsForStacking(p.def, p.state));
  if (counted.length > COMBAT_UNIT_LIMIT) {
    out.push({ code: 'too-many-combat-units', rule: 'KB 6.0', message: `${counted.length} combat units in one hex, more than ${COMBAT_UNIT_LIMIT} (cadres, HQs, Tiger companies and Ersatz battalions not counted)`, units: ids(counted) });
  }
  const hqs = stack.filter((p) => isHq(p.def));
  if (hqs.length > HQ_LIMIT) out.push({ code: 'too-many-hqs', rule: 'KB 6.12', message: `${hqs.length} HQs in one hex, more than ${HQ_LIMIT}`, units: ids(hqs) });
  // cadres never count against a stacking limit (6.12, 2.71)
  const infantry = stack.filter((p) => isAxisInfantryDivision(p.def) && !isCadre(p.def, p.state));
  if (infantry.length > INFANTRY_DIVISION_LIMIT) {
    out.push({ code: 'too-many-infantry-divisions', rule: 'KB 6.13', message: `${infantry.length} Axis infantry-division-sized units in one hex, more than ${INFANTRY_DIVISION_LIMIT}`, units: ids(infantry) });
  }
  const corps = stack.filter((p) => isSovietCorps(p.def) && !isCadre(p.def, p.state));
  if (corps.length > SOVIET_CORPS_LIMIT) {
    out.push({ code: 'too-many-soviet-corps', rule: 'KB 6.13', message: `${corps.length} Soviet corps stacked together, more than ${SOVIET_CORPS_LIMIT}`, units: ids(corps) });
  }
  // 6.14: a satellite unit stacks only with its own nationality and Germans
  const nations = new Set(stack.filter((p) => p.def.side === 'axis').map((p) => p.def.nationality));
  const satellites = [...nations].filter((n) => n !== 'german');
  if (satellites.length > 1) {
    out.push({ code: 'satellite-with-other-nationality', rule: 'KB 6.14', message: `Axis-satellite units of ${satellites.sort().join(' and ')} in one hex: a satellite unit stacks only with its own nationality and Germans`, units: ids(stack.filter((p) => p.def.nationality !== 'german')) });
  }
  return out;
}
