import type { HexId } from '#kernel/ids';
import { inEnemyZoc } from '../rules/zoc/enemy-zoc';
import { enemyOf, occupancy } from '../state/occupancy';
import { withUnits } from '../state/update';
import type { OrderAt } from './events';
import type { PhaseRun } from './execute';
import { loseSteps } from './mobile-assault';

/** KB 11.26: a Mobile Assault retreat is three hexes. */
export const MOBILE_ASSAULT_RETREAT = 3;

/**
 * KB 11.26 with 12.71-12.73: the attacking player retreats the target stack three hexes as
 * a whole, along `ordered` as far as it stays legal, then by the default: each hex next to
 * the last, on the map, not held by the attacker's units, not entered before; a hex free of
 * EZOC (friendly units negate it, 7.32) when there is one, else an Enemy-controlled hex at
 * one step (12.73); among those the farthest from the attacking unit (12.72), then the
 * lowest id. Each hex that cannot be entered costs one step (12.71).
 */
export function retreatStack(run: PhaseRun, at: OrderAt, units: string[], from: HexId, attacker: HexId, ordered: HexId[]): void {
  const { ctx, side } = run.input;
  const owner = enemyOf(side);
  const map = ctx.map;
  const path: HexId[] = [];
  const visited = new Set<HexId>([from]);
  let here = from;
  for (let n = 0; n < MOBILE_ASSAULT_RETREAT; n++) {
    const occ = occupancy(ctx, run.state);
    const open = map.adjacent(here).filter((h) => !visited.has(h) && occ.at(h, side).length === 0 && !map.hexsideFeatures(here, h).includes('impassable') && map.hex(h)?.terrain !== 'prohibited');
    if (open.length === 0) break;
    const free = open.filter((h) => !inEnemyZoc(ctx, run.state, owner, h, 'mobile-assault-retreat'));
    const pool = free.length > 0 ? free : open;
    const wanted = ordered[n];
    const next = wanted !== undefined && pool.includes(wanted) ? wanted : [...pool].sort((a, b) => map.grid.distance(attacker, b) - map.grid.distance(attacker, a) || (a < b ? -1 : 1))[0]!;
    path.push(next);
    visited.add(next);
    here = next;
    const moved: Record<string, { hex: HexId }> = {};
    for (const u of units) if (run.state.units[u]!.where === 'map') moved[u] = { hex: next };
    run.state = withUnits(run.state, moved);
    if (free.length === 0) loseSteps(run, at, units, 1, 'KB 12.73');
  }
  run.events.push({ kind: 'retreated', at, units, path, rule: 'KB 11.26, 12.72' });
  const unfulfilled = MOBILE_ASSAULT_RETREAT - path.length;
  if (unfulfilled > 0) loseSteps(run, at, units, unfulfilled, 'KB 12.71');
}
