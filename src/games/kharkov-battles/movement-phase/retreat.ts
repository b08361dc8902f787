import type { HexId } from '#kernel/ids';
import { inEnemyZoc } from '../rules/zoc/enemy-zoc';
import { enemyOf, occupancy } from '../state/occupancy';
import { withUnits } from '../state/update';
import type { KbState } from '../state/types';
import type { OrderAt } from './events';
import type { PhaseRun } from './run';
import { loseSteps } from './losses';
import { towardFriends } from '../assault/retreat';

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
 * each hex it cannot make costs a step (12.71). Of those retreats, only the longest (11.26:
 * "steps may not be lost in exchange for these hexes"; 12.71: a step only when forced short);
 * of them, only the ones that lead
 * toward a supply source of the defenders, or failing that one of their HQ units, when any
 * does (12.72, `towardFriends` of assault/retreat.ts; 11.26 retreats "as per normal retreat
 * rules", and 12.72's exception, 11.2, is only who conducts it); of those, only the ones
 * ending "the maximum possible distance from all Enemy unit(s) that participated in the
 * attack" (12.72), the attacking unit's hex. The order's `retreat` is followed as far as it
 * keeps to these, and the attacker told when it is not followed whole
 * (`order-part-skipped`); the rest is the default of docs/kharkov-battles.md (D15): the
 * path costing the defenders the most steps, then the lower hex ids.
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

  const distance = (h: HexId) => map.grid.distance(attacker, h);
  // KB 11.26, 12.71: the retreats as long as any can be (a step for a hex only when forced short); of them, KB 12.72,
  // those toward the defenders' supply source or HQ unit, then those ending the maximum possible distance from the attacking unit
  const plans = farthest(towardFriends(ctx, from, longest(allPlans(from, MOBILE_ASSAULT_RETREAT, options)), run.input.retreatToward?.(state, owner, from)), from, distance);
  // the ordered hexes, as far as they keep to the rules
  let followed = 0;
  while (followed < Math.min(ordered.length, MOBILE_ASSAULT_RETREAT) && plans.some((p) => startsWith(p.path, ordered.slice(0, followed + 1)))) followed++;
  const start = ordered.slice(0, followed);
  if (followed < ordered.length) {
    const hex = ordered[followed]!;
    run.events.push({ kind: 'order-part-skipped', at: `${at}.assault.retreat`, side, code: 'illegal-retreat-path', message: `the retreat may not enter ${map.label(hex)} there (free of the attacker's units, no hex twice, toward the defenders' supply source or else an HQ unit of theirs, ending as far as possible from the attacking unit): the ordered retreat is followed up to it and the default takes the rest`, rule: 'KB 12.72' });
  }
  const best = plans.filter((p) => startsWith(p.path, start)).reduce((b, p) => (better(p, b) ? p : b));
  const path = best.path;
  const unfulfilled = MOBILE_ASSAULT_RETREAT - path.length;
  const ezocSteps = best.cost - unfulfilled;

  run.state = withUnits(run.state, Object.fromEntries(path.length > 0 ? units.map((u) => [u, { hex: path.at(-1)! }]) : []));
  run.events.push({ kind: 'retreated', at, units, path, rule: 'KB 11.26, 12.72' });
  if (ezocSteps > 0) loseSteps(run, at, units, ezocSteps, 'KB 12.73');
  if (unfulfilled > 0) loseSteps(run, at, units, unfulfilled, 'KB 12.71');
}

/** KB 11.26 ("steps may not be lost in exchange for these hexes"), 12.71 (a step for a hex the stack is "forced" not to make): only the retreats as long as the longest. Order kept. */
function longest(plans: Plan[]): Plan[] {
  const most = Math.max(...plans.map((p) => p.path.length));
  return plans.filter((p) => p.path.length === most);
}

/** KB 12.72: "they end the retreat in a hex that is the maximum possible distance from all Enemy unit(s) that participated in the attack": only the plans ending farthest from the attacking unit. Order kept. */
function farthest(plans: Plan[], from: HexId, distance: (h: HexId) => number): Plan[] {
  const end = (p: Plan) => distance(p.path.at(-1) ?? from);
  const far = Math.max(...plans.map(end));
  return plans.filter((p) => end(p) === far);
}

const startsWith = (path: readonly HexId[], prefix: readonly HexId[]): boolean => prefix.every((h, i) => path[i] === h);

/** Every way on from `from` for `left` hexes, a hex at a time under `options`, in the order of the lower hex ids; a way that can go no further stops there (12.71: a step for each hex it cannot make). */
function allPlans(from: HexId, left: number, options: (h: HexId, v: ReadonlySet<HexId>) => { hexes: HexId[]; ezoc: boolean }): Plan[] {
  const out: Plan[] = [];
  const visited = new Set<HexId>([from]);
  const walk = (here: HexId, path: HexId[], cost: number): void => {
    if (path.length === left) return void out.push({ path, cost });
    const o = options(here, visited);
    if (o.hexes.length === 0) return void out.push({ path, cost: cost + left - path.length });
    for (const h of [...o.hexes].sort()) {
      visited.add(h);
      walk(h, [...path, h], cost + (o.ezoc ? 1 : 0));
      visited.delete(h);
    }
  };
  walk(from, [], 0);
  return out;
}

/** D15: the plan costing the most steps (every plan ends equally far from the attacking unit, 12.72); equal, the earlier (lower ids) stays. */
function better(a: Plan, b: Plan): boolean {
  return a.cost > b.cost;
}
