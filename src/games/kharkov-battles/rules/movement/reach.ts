import type { HexId } from '#kernel/ids';
import { isProhibited } from '#kernel/movement/path';
import { reachable, type Reach } from '#kernel/movement/reachable';
import { infiltrationStepRefusal, infiltrationUnitRefusal } from '../infiltration/infiltration';
import type { MoveMode } from './mover';
import { nearEnemy, strategicStartRefusal, strategicStep, tacticalStep, type MoveContext } from './step';
import { infiltrationStep } from './walk';

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
 */
export function moveOptions(ctx: MoveContext, start: HexId, mode: MoveMode): MoveOption[] {
  const { map, q, mover } = ctx;
  if (mode === 'strategic') {
    const near = nearEnemy(ctx);
    if (strategicStartRefusal(ctx, start, near)) return [];
    return reachable(map, start, mover.allowance, strategicStep(ctx, near));
  }
  const step = tacticalStep(ctx);
  const out: MoveOption[] = reachable(map, start, mover.allowance, step, { minimumMove: true, canPass: (h) => !q.enemyZoc(h) });
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
