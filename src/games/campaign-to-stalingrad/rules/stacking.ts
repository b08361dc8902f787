import type { CtsContext } from '../data/context';
import type { UnitSpec } from '../data/schema';
import { stackingValue } from './unit-values';
import { isAirHq } from './unit-kind';

export type StackVerdict = { ok: true } | { ok: false; code: string; message: string; rule: string };

/**
 * CtS 5.0-5.2: at most three divisions a side in a hex (Soviet corps 1, brigades,
 * regiments and battalions 1/2, HQs 0), and never Hungarian with Rumanian units.
 */
export function checkStacking(ctx: CtsContext, units: readonly UnitSpec[]): StackVerdict {
  const total = units.reduce((s, u) => s + stackingValue(u, ctx.tables), 0);
  if (total > ctx.tables.stacking.limit) {
    return { ok: false, code: 'over-stacked', message: `${total} divisions in one hex, more than ${ctx.tables.stacking.limit}`, rule: 'CtS 5.0' };
  }
  if (units.filter(isAirHq).length > 1) {
    return { ok: false, code: 'air-hq-stacked', message: 'Air HQs may not stack with other Air HQs', rule: 'CtS 23.7' };
  }
  const nations = new Set(units.map((u) => u.nationality));
  if (nations.has('hungarian') && nations.has('rumanian')) {
    return { ok: false, code: 'hungarian-rumanian', message: 'Hungarian and Rumanian units may never stack together', rule: 'CtS 5.2' };
  }
  return { ok: true };
}
