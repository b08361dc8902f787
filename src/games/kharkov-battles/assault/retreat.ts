import type { HexId } from '#kernel/ids';
import type { KbSide } from '../data/ids';
import { movesToward } from '../rules/movement/toward';
import { zocField } from '../rules/zoc/enemy-zoc';
import { pontoonOn } from '../rules/zoc/hexside';
import type { KbContext } from '../state/context';
import { enemyOf, occupancy } from '../state/occupancy';
import type { KbState } from '../state/types';
import { isHq } from '../state/unit-status';
import type { AssaultEnv } from './attack';

/**
 * One way a stack may meet a retreat of k hexes (KB 12.7): the hexes entered in order
 * (the Path of Retreat is the start and these), the enemy-controlled hexes among them not
 * held by friendly units (one step each, 12.73), and the hexes that could not be
 * fulfilled (one step each, 12.71).
 */
export interface RetreatPlan {
  path: HexId[];
  ezocSteps: number;
  unfulfilled: number;
  /** The end hex's distance to the nearest enemy unit that took part (12.72). */
  distance: number;
  /** The end hex holds friendly units. */
  endsWithFriends: boolean;
  /** KB 12.74: hexes retreated beyond the result to find a free end hex (they do not count for the advance). */
  extra: number;
}

/** KB 12.74: the farthest a stack keeps retreating to find a free end hex. */
const MAX_EXTRA = 6;

/**
 * KB 12.71: may a retreating stack step from `a` into `b`? On the map and in play, not
 * enemy-occupied, not across an Impassable hexside, nor the Dnepr without a Pontoon
 * (12.36). Terrain has no other effect (12.71).
 */
export function retreatStepAllowed(ctx: KbContext, state: KbState, side: KbSide, a: HexId, b: HexId): boolean {
  if (!ctx.map.has(b) || state.owner[b] === undefined) return false;
  if (occupancy(ctx, state).occupant(b) === enemyOf(side)) return false;
  const f = ctx.map.hexsideFeatures(a, b);
  if (f.includes('impassable')) return false;
  if (f.includes('dnepr-river') && !pontoonOn(state, a, b)) return false;
  return true;
}

/**
 * Every retreat the rules allow a stack of `side` at `from` for k hexes (KB 12.71-12.73):
 * no hex entered twice; the longest reachable when k cannot be met (12.71); then only those
 * ending at the greatest distance from the enemy units that took part (`enemies`, their
 * hexes; 12.72); and when every such end is enemy-controlled or next to an enemy unit
 * still marked for a Prepared Assault, the shortest longer retreats that end free (12.74).
 * Enemy control is read in the combat phase (7.31, 7.32). Of those, only the ones that
 * lead `toward` a friendly supply source, or failing that an HQ unit, when any does (12.72;
 * `towardFriends`). Sorted by the default preference (`preferRetreat`).
 */
export function retreatPlans(ctx: KbContext, state: KbState, side: KbSide, from: HexId, k: number, enemies: readonly HexId[], toward?: RetreatToward): RetreatPlan[] {
  if (k <= 0) return [{ path: [], ezocSteps: 0, unfulfilled: 0, distance: distanceTo(ctx, from, enemies), endsWithFriends: false, extra: 0 }];
  const plans = plansOf(ctx, state, side, from, k, k, enemies);
  if (plans[0]!.unfulfilled > 0 || plans.some((p) => !blockedEnd(ctx, state, side, p))) return towardFriends(ctx, from, plans, toward);
  // KB 12.74: every end hex is enemy-controlled or next to a unit marked for a Prepared Assault: go on.
  for (let extra = 1; extra <= MAX_EXTRA; extra++) {
    const longer = plansOf(ctx, state, side, from, k + extra, k, enemies, (p) => p.path.length === k + extra && !blockedEnd(ctx, state, side, p));
    if (longer.length > 0) return towardFriends(ctx, from, longer.map((p) => ({ ...p, extra })), toward);
  }
  return towardFriends(ctx, from, plans, toward);
}

/**
 * KB 12.72: what a retreat leads toward, "a Friendly supply source, or if that is not
 * possible, ... a Friendly HQ unit": the side's supply sources in the scenario and the
 * hexes of its HQ units on the map, those of the retreating hex left out (they move with it).
 */
export interface RetreatToward {
  sources: readonly HexId[];
  hqs: readonly HexId[];
}

/** KB 12.72: the targets of a retreat of `side` from `from`; undefined when the env knows no supply sources (the direction is then not judged). */
export function retreatToward(env: Pick<AssaultEnv, 'ctx' | 'supplySources'>, state: KbState, side: KbSide, from: HexId): RetreatToward | undefined {
  if (!env.supplySources) return undefined;
  const hqs = Object.values(state.units)
    .filter((u) => u.where === 'map' && u.hex !== null && u.hex !== from && env.ctx.unit(u.id).side === side && isHq(env.ctx.unit(u.id)))
    .map((u) => u.hex!);
  return { sources: env.supplySources(state, side), hqs: [...new Set(hqs)].sort() };
}

/**
 * KB 12.72: "he moves the stack ... one hex at a time ... toward a hex that is closer to a
 * Friendly supply source, or if that is not possible, to a hex that is closer to a Friendly
 * HQ unit". "Toward" is read hex by hex, as for 9.42 (rules/movement/toward.ts): every hex
 * entered nearer one and the same source than the hex before. The plans that lead toward a
 * supply source when any does; else those toward an HQ unit when any does; else all of
 * them (a retreat is never made impossible by its direction). Order kept. A Mobile
 * Assault's retreat is held to it too (11.26: "as per normal retreat rules";
 * movement-phase/retreat.ts).
 */
export function towardFriends<P extends Pick<RetreatPlan, 'path'>>(ctx: KbContext, from: HexId, plans: P[], toward: RetreatToward | undefined): P[] {
  if (!toward) return plans;
  for (const targets of [toward.sources, toward.hqs]) {
    const kept = plans.filter((p) => targets.some((t) => movesToward(ctx.map, from, p.path, t)));
    if (kept.length > 0) return kept;
  }
  return plans;
}

function plansOf(ctx: KbContext, state: KbState, side: KbSide, from: HexId, length: number, k: number, enemies: readonly HexId[], keep: (p: RetreatPlan) => boolean = () => true): RetreatPlan[] {
  const ezoc = zocField(ctx, state, enemyOf(side), 'combat');
  const occ = occupancy(ctx, state);
  const paths: HexId[][] = [];
  let longest = 0;
  const walk = (at: HexId, path: HexId[]): void => {
    if (path.length > longest) longest = path.length;
    if (path.length === length) return void paths.push(path);
    let moved = false;
    for (const n of ctx.map.adjacent(at)) {
      if (n === from || path.includes(n) || !retreatStepAllowed(ctx, state, side, at, n)) continue;
      moved = true;
      walk(n, [...path, n]);
    }
    if (!moved) paths.push(path);
  };
  walk(from, []);
  const plans = paths
    .filter((p) => p.length === longest)
    .map((path): RetreatPlan => {
      const end = path[path.length - 1] ?? from;
      return {
        path,
        ezocSteps: path.filter((h) => ezoc[ctx.hexNumber(h)] === 1).length,
        unfulfilled: Math.max(0, k - path.length),
        distance: distanceTo(ctx, end, enemies),
        endsWithFriends: path.length > 0 && occ.at(end, side).length > 0,
        extra: 0,
      };
    })
    .filter(keep);
  if (plans.length === 0) return [];
  const far = Math.max(...plans.map((p) => p.distance));
  return plans.filter((p) => p.distance === far).sort(preferRetreat);
}

/** KB 12.74: the end hex is enemy-controlled (friendly units negate, 7.32) or next to an enemy unit with a Prepared Assault marker. */
function blockedEnd(ctx: KbContext, state: KbState, side: KbSide, p: RetreatPlan): boolean {
  const end = p.path[p.path.length - 1];
  if (end === undefined) return false;
  if (zocField(ctx, state, enemyOf(side), 'combat')[ctx.hexNumber(end)] === 1) return true;
  const occ = occupancy(ctx, state);
  return ctx.map.adjacent(end).some((n) => occ.at(n, enemyOf(side)).some((q) => q.state.marks.preparedAssault));
}

/**
 * The default choice among legal retreats (digest D7): the fewest steps lost, then ending
 * with friendly units, then the lowest hexes in order.
 */
export function preferRetreat(a: RetreatPlan, b: RetreatPlan): number {
  const la = a.ezocSteps + a.unfulfilled;
  const lb = b.ezocSteps + b.unfulfilled;
  if (la !== lb) return la - lb;
  if (a.endsWithFriends !== b.endsWithFriends) return a.endsWithFriends ? -1 : 1;
  return a.path.join(',').localeCompare(b.path.join(','));
}

function distanceTo(ctx: KbContext, hex: HexId, enemies: readonly HexId[]): number {
  return enemies.length === 0 ? 0 : Math.min(...enemies.map((e) => ctx.map.grid.distance(hex, e)));
}
