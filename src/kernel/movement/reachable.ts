import type { HexId } from '../ids';
import type { GameMap } from '../map/game-map';
import { Frontier } from './frontier';
import { isProhibited, type StepCost } from './path';

/** A hex a unit can end its move in: the cheapest cost and the path (start excluded). */
export interface Reach {
  hex: HexId;
  cost: number;
  path: HexId[];
}

export interface ReachOptions {
  /** Add every allowed single step beyond the budget (DoS 9.3 minimum move). */
  minimumMove?: boolean;
  /** Hexes that may be entered and left again; others can only end a move. Default: all. */
  canPass?: (h: HexId) => boolean;
  /** Hexes a move may end in. Default: all. */
  canStop?: (h: HexId) => boolean;
}

/**
 * Every destination within `budget` from `start` (which itself is not listed), by
 * cheapest cost (Dijkstra). Ties are broken the same way everywhere: hexes are
 * settled in (cost, hex id) order and an equally cheap later route never replaces
 * an earlier one. Step costs must be >= 0. Sorted by hex id. Each path walks with
 * walkPath at its reported cost without problems (with the same minimumMove option).
 */
export function reachable(
  map: GameMap,
  start: HexId,
  budget: number,
  cost: StepCost,
  opts: ReachOptions = {},
): Reach[] {
  const canPass = opts.canPass ?? (() => true);
  const canStop = opts.canStop ?? (() => true);
  const best = new Map<HexId, { cost: number; prev: HexId | null }>([[start, { cost: 0, prev: null }]]);
  const settled = new Set<HexId>();
  const frontier = new Frontier();
  if (map.has(start)) frontier.push(0, start);

  while (frontier.size > 0) {
    const { cost: c, hex } = frontier.pop()!;
    if (settled.has(hex)) continue;
    settled.add(hex);
    if (hex !== start && !canPass(hex)) continue;
    for (const next of map.neighbours(hex)) {
      if (settled.has(next)) continue;
      const verdict = cost(hex, next);
      if (isProhibited(verdict)) continue;
      checkCost(verdict.cost, hex, next);
      const total = c + verdict.cost;
      if (total > budget) continue;
      const known = best.get(next);
      if (!known || total < known.cost) {
        best.set(next, { cost: total, prev: hex });
        frontier.push(total, next);
      }
    }
  }

  const out: Reach[] = [];
  for (const [hex, { cost: c }] of best) {
    if (hex === start || !canStop(hex)) continue;
    out.push({ hex, cost: c, path: pathTo(best, hex) });
  }
  if (opts.minimumMove && map.has(start)) {
    for (const next of map.neighbours(start)) {
      if (best.has(next) || !canStop(next)) continue;
      const verdict = cost(start, next);
      if (isProhibited(verdict)) continue;
      checkCost(verdict.cost, start, next);
      out.push({ hex: next, cost: verdict.cost, path: [next] });
    }
  }
  return out.sort((a, b) => (a.hex < b.hex ? -1 : a.hex > b.hex ? 1 : 0));
}

function pathTo(best: Map<HexId, { prev: HexId | null }>, hex: HexId): HexId[] {
  const path: HexId[] = [];
  for (let h = hex, e = best.get(h); e && e.prev !== null; h = e.prev, e = best.get(h)) path.push(h);
  return path.reverse();
}

function checkCost(c: number, from: HexId, to: HexId): void {
  if (!(c >= 0) || !Number.isFinite(c)) throw new RangeError(`step cost ${from} -> ${to} must be a finite number >= 0, got ${c}`);
}
