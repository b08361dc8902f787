import type { CtsContext } from '../data/context';
import type { UnitSpec } from '../data/schema';
import { stackingValue } from './unit-values';

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
  const nations = new Set(units.map((u) => u.nationality));
  if (nations.has('hungarian') && nations.has('rumanian')) {
    return { ok: false, code: 'hungarian-rumanian', message: 'Hungarian and Rumanian units may never stack together', rule: 'CtS 5.2' };
  }
  return { ok: true };
}
