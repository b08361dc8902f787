import type { HexId } from '#kernel/ids';
import type { GameMap } from '#kernel/map/game-map';
import type { StepCost, StepVerdict } from '#kernel/movement/path';
import type { Reach } from '#kernel/movement/reachable';
import type { Mover } from './mover';

/*
 * KB 9.42: "Cadre units with a 'Limited Support' marker may still use their full MPA if
 * moving toward a friendly supply source or HQ unit."
 *
 * How a path is read: a move is "toward" a hex when every hex it enters is nearer to that
 * hex, in hexes, than the hex before it. "Moving" is what the unit does all along its path,
 * not where it ends (the rulebook reads "toward" hex by hex for a retreat too, "one hex at a
 * time ... toward a hex that is closer to a Friendly supply source", 12.72); so a move that
 * goes sideways, round or back at any hex is not "toward", even when it ends nearer. "A
 * friendly supply source or HQ unit" is any one of them, the same one for the whole move: a
 * cadre heading straight for an HQ moves toward it even where a supply source is nearer.
 * A move that is not "toward" keeps the halved allowance (9.4).
 */

/** Every hex of `path` is nearer `target` than the hex before it, from `start` (an empty path leads nowhere). */
export function movesToward(map: GameMap, start: HexId, path: readonly HexId[], target: HexId): boolean {
  let d = map.grid.distance(start, target);
  for (const h of path) {
    const next = map.grid.distance(h, target);
    if (next >= d) return false;
    d = next;
  }
  return path.length > 0;
}

/** The full MPA of KB 9.42 when the mover has one above its allowance, or null. */
export const fullToward = (mover: Mover): number | null => (mover.toward && mover.toward.allowance > mover.allowance ? mover.toward.allowance : null);

/** The MPA the move `path` from `start` is made with: the full MPA when it leads toward one of the mover's targets (KB 9.42), otherwise its allowance. */
export function allowanceFor(map: GameMap, mover: Mover, start: HexId, path: readonly HexId[]): number {
  const full = fullToward(mover);
  if (full === null || !mover.toward!.targets.some((t) => movesToward(map, start, path, t))) return mover.allowance;
  return full;
}

/** A step from one hex to the next is nearer `target`, in hexes. */
export type Nearer = (from: HexId, to: HexId) => boolean;

/** A step no nearer the hex a search at the full MPA leads toward is not one of that search's. */
const NOT_NEARER: StepVerdict = { prohibited: true, code: 'not-toward', message: 'a step no nearer the supply source or HQ unit the move leads toward', rule: 'KB 9.42' };

/** A search's step costs kept to the steps `nearer` admits (all of them without it). */
export const nearerOnly = (cost: StepCost, nearer?: Nearer): StepCost => (nearer ? (from, to) => (nearer(from, to) ? cost(from, to) : NOT_NEARER) : cost);

const nearer = (map: GameMap, target: HexId): Nearer => (from, to) => map.grid.distance(to, target) < map.grid.distance(from, target);

/**
 * KB 9.42 in the searches for destinations: `search(budget)` with the unit's allowance and,
 * for a mover with a full MPA toward its targets, `search(full, only)` for each target,
 * whose steps are only those `only` admits (nearer that target), so that every path it
 * finds is "toward" and every "toward" destination within the full MPA is found. Per hex the
 * cheapest (the first search's on a tie), sorted by hex id.
 */
export function reachToward<R extends Reach>(map: GameMap, mover: Mover, start: HexId, search: (budget: number, only?: Nearer) => R[]): R[] {
  const base = search(mover.allowance);
  const full = fullToward(mover);
  if (full === null) return base;
  const best = new Map<HexId, R>(base.map((r) => [r.hex, r]));
  for (const target of mover.toward!.targets) {
    if (target === start) continue;
    for (const r of search(full, nearer(map, target))) {
      const had = best.get(r.hex);
      if (!had || r.cost < had.cost) best.set(r.hex, r);
    }
  }
  return [...best.values()].sort((a, b) => (a.hex < b.hex ? -1 : a.hex > b.hex ? 1 : 0));
}
