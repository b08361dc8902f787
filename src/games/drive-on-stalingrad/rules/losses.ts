import type { UnitId } from '#kernel/ids';
import type { DosContext } from '../data/context';
import type { Face } from '../data/schema';
import type { LossPolicy } from '../orders/standing';
import { faceOf, unitDef } from '../state/units';
import type { DosState } from '../state/types';

/** A "?" attack factor is rolled each battle (DoS 2.15); for choosing losses it counts as 3. */
const factorValue = (f: Face['attack']): number => (f === '?' ? 3 : f);

/**
 * Which attackers give up `n` steps on AL1 or EX (DoS 11.32, 11.37): first the units the
 * order lists, in order (a unit listed twice gives two steps), then the side's standing
 * policy (digest §6 A1): "fewest-factors" (default) reduces the full-strength two-step
 * unit that loses the least attack by flipping, else eliminates the weakest unit;
 * "strongest-first" takes the step from the unit with the highest attack factor. Ties go
 * to the lowest unit id. Returns one unit id per step, at most as many steps as remain.
 */
export function chooseAttackerSteps(
  ctx: DosContext,
  state: DosState,
  attackers: UnitId[],
  n: number,
  listed: readonly string[] = [],
  policy: LossPolicy = 'fewest-factors',
): UnitId[] {
  const steps = new Map(attackers.map((id) => [id, state.units[id]?.steps ?? 0]));
  const out: UnitId[] = [];
  const take = (id: UnitId): void => {
    steps.set(id, steps.get(id)! - 1);
    out.push(id);
  };
  for (const id of listed) {
    if (out.length >= n) break;
    if ((steps.get(id as UnitId) ?? 0) > 0) take(id as UnitId);
  }
  while (out.length < n) {
    const alive = [...steps].filter(([, s]) => s > 0).map(([id]) => id).sort();
    if (alive.length === 0) break;
    take(policy === 'strongest-first' ? strongest(ctx, alive, steps) : cheapest(ctx, alive, steps));
  }
  return out;
}

function strongest(ctx: DosContext, alive: UnitId[], steps: Map<UnitId, number>): UnitId {
  let best = alive[0]!;
  let bestValue = -1;
  for (const id of alive) {
    const v = factorValue(faceOf(unitDef(ctx, id), steps.get(id)!).attack);
    if (v > bestValue) [best, bestValue] = [id, v];
  }
  return best;
}

function cheapest(ctx: DosContext, alive: UnitId[], steps: Map<UnitId, number>): UnitId {
  const full = alive.filter((id) => steps.get(id)! >= 2);
  const pool = full.length > 0 ? full : alive;
  let best = pool[0]!;
  let bestCost = Infinity;
  for (const id of pool) {
    const d = unitDef(ctx, id);
    const now = factorValue(faceOf(d, steps.get(id)!).attack);
    const cost = full.length > 0 ? now - factorValue(faceOf(d, steps.get(id)! - 1).attack) : now;
    if (cost < bestCost) [best, bestCost] = [id, cost];
  }
  return best;
}
