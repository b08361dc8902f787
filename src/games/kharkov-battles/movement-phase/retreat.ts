import type { HexId } from '#kernel/ids';
import { inEnemyZoc } from '../rules/zoc/enemy-zoc';
import { enemyOf, occupancy } from '../state/occupancy';
import { withUnits } from '../state/update';
import type { KbState } from '../state/types';
import type { OrderAt } from './events';
import type { PhaseRun } from './run';
import { loseSteps } from './losses';

/** KB 11.26: a Mobile Assault retreat is three hexes. */
export const MOBILE_ASSAULT_RETREAT = 3;

interface Plan {
  path: HexId[];
  /** Steps the path costs the stack: 12.73 Enemy-controlled hexes, 12.71 hexes it cannot make. */
  cost: number;
}

/**
 * KB 11.26 with 12.71-12.73: the attacking player retreats the target stack three hexes as
 * a whole. Each hex is next to the last, on the map and in play (20.3), not held by the attacker's side, not
 * entered before, not across an impassable hexside; a hex free of EZOC (friendly units
 * negate it, 7.32) when there is one, else an Enemy-controlled hex at one step (12.73);
 * each hex it cannot make costs a step (12.71). The order's `retreat` is followed as far as
 * it keeps to these; the rest is the default of docs/kharkov-battles.md (D15): the path
 * costing the defenders the most steps, then ending farthest from the attacking unit
 * (12.72), then the lower hex ids.
 */
export function retreatStack(run: PhaseRun, at: OrderAt, units: string[], from: HexId, attacker: HexId, ordered: HexId[]): void {
  const { ctx, side } = run.input;
  const map = ctx.map;
  const owner = enemyOf(side);
  const state = run.state;
  const occ = occupancy(ctx, state);
  const options = (here: HexId, visited: ReadonlySet<HexId>): { hexes: HexId[]; ezoc: boolean } => {
    // KB 20.3: only hexes in play (the owned ones), as a Prepared Assault retreat (assault/retreat.ts)
    const open = map.adjacent(here).filter((h) => !visited.has(h) && state.owner[h] !== undefined && occ.at(h, side).length === 0 && !map.hexsideFeatures(here, h).includes('impassable') && map.hex(h)?.terrain !== 'prohibited');
    const free = open.filter((h) => !ezocFor(state, h));
    return free.length > 0 ? { hexes: free, ezoc: false } : { hexes: open, ezoc: true };
  };
  const ezocFor = (s: KbState, h: HexId) => inEnemyZoc(ctx, s, owner, h, 'mobile-assault-retreat');

  // the ordered hexes, as far as they keep to the rules
  const start: HexId[] = [];
  const visited = new Set<HexId>([from]);
  let here = from;
  let cost = 0;
  for (const h of ordered.slice(0, MOBILE_ASSAULT_RETREAT)) {
    const o = options(here, visited);
    if (!o.hexes.includes(h)) break;
    start.push(h);
    visited.add(h);
    cost += o.ezoc ? 1 : 0;
    here = h;
  }
  const best = bestPlan(here, visited, MOBILE_ASSAULT_RETREAT - start.length, options, (h) => map.grid.distance(attacker, h));
  const path = [...start, ...best.path];
  const ezocSteps = cost + best.cost - (MOBILE_ASSAULT_RETREAT - path.length);

  run.state = withUnits(run.state, Object.fromEntries(path.length > 0 ? units.map((u) => [u, { hex: path.at(-1)! }]) : []));
  run.events.push({ kind: 'retreated', at, units, path, rule: 'KB 11.26, 12.72' });
  if (ezocSteps > 0) loseSteps(run, at, units, ezocSteps, 'KB 12.73');
  const unfulfilled = MOBILE_ASSAULT_RETREAT - path.length;
  if (unfulfilled > 0) loseSteps(run, at, units, unfulfilled, 'KB 12.71');
}

/** D15: of every way on for `left` hexes, the one costing the most steps, then ending farthest, then the lower ids. */
function bestPlan(here: HexId, visited: Set<HexId>, left: number, options: (h: HexId, v: ReadonlySet<HexId>) => { hexes: HexId[]; ezoc: boolean }, distance: (h: HexId) => number): Plan {
  if (left === 0) return { path: [], cost: 0 };
  const o = options(here, visited);
  if (o.hexes.length === 0) return { path: [], cost: left };
  let best: Plan | null = null;
  for (const h of [...o.hexes].sort()) {
    visited.add(h);
    const rest = bestPlan(h, visited, left - 1, options, distance);
    visited.delete(h);
    const plan = { path: [h, ...rest.path], cost: rest.cost + (o.ezoc ? 1 : 0) };
    if (!best || better(plan, best, here, distance)) best = plan;
  }
  return best!;
}

function better(a: Plan, b: Plan, here: HexId, distance: (h: HexId) => number): boolean {
  if (a.cost !== b.cost) return a.cost > b.cost;
  const da = distance(a.path.at(-1) ?? here);
  const db = distance(b.path.at(-1) ?? here);
  return da > db; // equal: the earlier (lower ids) stays
}
