import type { Dice } from '#kernel/engine/dice';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import { CtsOrderSchema } from '#games/campaign-to-stalingrad/orders/schema';
import { overrunChances } from '#games/campaign-to-stalingrad/rules/movement/overrun-chances';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { applyOrder } from '#games/campaign-to-stalingrad/windows/apply-order';
import { inOwnStretch } from '#games/campaign-to-stalingrad/state/unit-writes';
import type { PlannedOrder } from '../../../fuzz/fuzz-title';
import type { Rng } from '../../../fuzz/rng';

/** Dice for walking planned moves ahead (a move rolls none; any roll reads 1). */
const WALK_DICE: Dice = { roll: () => 1, rollMany: (_l, _s, n) => Array.from({ length: n }, () => 1), hidden: () => 1 };

/**
 * CtS 4.7: Movement Phase overruns declared after the planned moves. The ground orders
 * (not the Air Segment) are carried out ahead on a scratch state, as check() walks a file;
 * then some of the overruns the template would list on that state (overrunChances) are
 * declared, each by units not yet in another. Compositions: check() may still refuse one.
 */
export function planOverruns(ctx: CtsContext, state: CtsState, side: CtsSide, planned: readonly PlannedOrder[], rng: Rng): PlannedOrder[] {
  if (!rng.chance(0.35)) return [];
  let scratch: CtsState = { ...state, air: { ...state.air, segmentDone: true } };
  // one working copy of the units record for the walk (state/unit-writes.ts): `state` is never written
  inOwnStretch(() =>
    planned.forEach((p, i) => {
      const o = CtsOrderSchema.safeParse(p.order);
      if (!o.success || 'air' in o.data || 'airHq' in o.data || 'airSupply' in o.data) return;
      scratch = applyOrder(ctx, scratch, side, o.data, i, WALK_DICE, 'plan').state;
    }),
  );
  const busy = new Set<string>();
  const out: PlannedOrder[] = [];
  for (const c of rng.subset(overrunChances(ctx, scratch, side), 0.6).slice(0, 3)) {
    if (c.units.some((u) => busy.has(u))) continue;
    c.units.forEach((u) => busy.add(u));
    out.push({ order: { overrun: { target: c.target, units: c.units, maximumEffort: c.maximumEffort } }, offered: false });
  }
  return out;
}
