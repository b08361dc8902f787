import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { UnitSpec } from '#games/campaign-to-stalingrad/data/schema';
import type { UnitState } from '#games/campaign-to-stalingrad/state/types';
import { checkStacking } from '../stacking';
import { faceOf, stackingValue } from '../unit-values';

/**
 * CtS 5.1: "The stacking limit must be strictly observed ... after a Retreat ... All
 * stacking violations at these times must be corrected by the owning player by
 * eliminating enough units from the hex to satisfy the three division limit." The units
 * the owner eliminates from a hex a retreat left over the limit, and no more than it
 * takes: those in the defender's standing `lossOrder` first, in its order (the units he
 * names as the ones to lose first), then the units that just retreated in, then the
 * others; within each, the weakest (current attack + defense) first, then the lower id.
 * Units that count nothing for stacking (HQs, 5.0) are never taken.
 */
export function stackingExcess(ctx: CtsContext, inHex: readonly { spec: UnitSpec; state: UnitState }[], retreated: ReadonlySet<string>, preference: readonly string[]): string[] {
  const rank = (p: { spec: UnitSpec; state: UnitState }): [number, number, number, string] => {
    const i = preference.indexOf(p.spec.id);
    const f = faceOf(p.spec, p.state);
    return [i < 0 ? preference.length : i, retreated.has(p.spec.id) ? 0 : 1, f.attack + f.defense, p.spec.id];
  };
  const order = inHex
    .filter((p) => stackingValue(p.spec, ctx.tables) > 0)
    .map((p) => ({ p, r: rank(p) }))
    .sort((a, b) => a.r[0] - b.r[0] || a.r[1] - b.r[1] || a.r[2] - b.r[2] || (a.r[3] < b.r[3] ? -1 : a.r[3] > b.r[3] ? 1 : 0))
    .map((x) => x.p);
  const out: string[] = [];
  let left = [...inHex];
  for (const p of order) {
    if (checkStacking(ctx, left.map((x) => x.spec)).ok) break;
    out.push(p.spec.id);
    left = left.filter((x) => x.spec.id !== p.spec.id);
  }
  return out;
}
