import type { HexId } from '#kernel/ids';
import { isProhibited } from '#kernel/movement/path';
import { reachable, type Reach } from '#kernel/movement/reachable';
import { infiltrationStepRefusal, infiltrationUnitRefusal } from '../infiltration/infiltration';
import type { MoveMode } from './mover';
import { nearEnemy, strategicStartRefusal, strategicStep, tacticalStep, type MoveContext } from './step';
import { nearerOnly, reachToward } from './toward';
import { continuationRefusal, infiltrationStep } from './walk';

/** A hex the unit may end its move in, by its cheapest path; `infiltration` when only a Mobile Infiltration reaches it (KB 11.1). */
export interface MoveOption extends Reach {
  infiltration?: true;
}

/**
 * Every hex the unit can end its move in from `start` (start excluded), with the cheapest
 * path walk.ts accepts, sorted by hex id. Tactical (KB 10.2): a path passes no
 * Enemy-controlled hex (7.21, 10.52); one hex is always reachable unless prohibited (10.56);
 * an adjacent EZOC hex from an EZOC start by Mobile Infiltration when the unit and the step
 * allow it (11.1, 7.25). Strategic (10.3): nothing when the unit may not use it from `start`.
 * With `spent`, the rest of a move after a Mobile Assault (11.2), as walk.ts checks it.
 */
export function moveOptions(ctx: MoveContext, start: HexId, mode: MoveMode, opts: { spent?: number } = {}): MoveOption[] {
  const { map, q, mover } = ctx;
  const spent = opts.spent ?? 0;
  if (spent > 0) {
    // KB 11.2: going on after a Mobile Assault (walk.ts continuationRefusal)
    if (continuationRefusal(ctx, mode, start)) return [];
    return reachable(map, start, mover.allowance - spent, tacticalStep(ctx), { canPass: (h) => !q.enemyZoc(h) });
  }
  // KB 9.42: with a full MPA toward a friendly supply source or HQ unit, the searches whose every step is nearer one of them (toward.ts)
  if (mode === 'strategic') {
    const near = nearEnemy(ctx);
    if (strategicStartRefusal(ctx, start, near)) return [];
    const strategic = strategicStep(ctx, near);
    return reachToward(map, mover, start, (budget, nearer) => reachable(map, start, budget, nearerOnly(strategic, nearer)));
  }
  const step = tacticalStep(ctx);
  const out: MoveOption[] = reachToward(map, mover, start, (budget, nearer) => reachable(map, start, budget, nearerOnly(step, nearer), { minimumMove: !nearer, canPass: (h) => !q.enemyZoc(h) }));
  if (!map.has(start) || infiltrationUnitRefusal(mover)) return out;
  const have = new Set(out.map((o) => o.hex));
  const mi = infiltrationStep(ctx);
  for (const to of map.adjacent(start)) {
    if (have.has(to)) continue;
    const v = step(start, to);
    if (!isProhibited(v) || v.code !== 'ezoc-to-ezoc' || infiltrationStepRefusal(map, q, start, to)) continue;
    const c = mi(start, to);
    if (isProhibited(c)) continue;
    out.push({ hex: to, cost: c.cost, path: [to], infiltration: true });
  }
  return out.sort((a, b) => (a.hex < b.hex ? -1 : a.hex > b.hex ? 1 : 0));
}
