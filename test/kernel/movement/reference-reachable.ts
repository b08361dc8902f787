import type { HexId } from '#kernel/ids';
import type { GameMap } from '#kernel/map/game-map';
import { isProhibited, type StepCost } from '#kernel/movement/path';
import type { Reach, ReachOptions } from '#kernel/movement/reachable';

/** reachable() as first written (a Map and Set per search, a heap of objects): the reference reachable.reference.test.ts holds the kernel's to. */
export function referenceReachable(
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

/**
 * A binary min-heap of (cost, hex) for path searches. Ties on cost go to the lower
 * hex id, so a search visits hexes in one fixed order on every platform.
 */
class Frontier {
  private readonly heap: { cost: number; hex: HexId }[] = [];

  get size(): number {
    return this.heap.length;
  }

  push(cost: number, hex: HexId): void {
    const h = this.heap;
    h.push({ cost, hex });
    let i = h.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(h[i]!, h[parent]!)) break;
      [h[i], h[parent]] = [h[parent]!, h[i]!];
      i = parent;
    }
  }

  pop(): { cost: number; hex: HexId } | undefined {
    const h = this.heap;
    const top = h[0];
    const last = h.pop();
    if (top === undefined || last === undefined || h.length === 0) return top;
    h[0] = last;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < h.length && before(h[l]!, h[m]!)) m = l;
      if (r < h.length && before(h[r]!, h[m]!)) m = r;
      if (m === i) break;
      [h[i], h[m]] = [h[m]!, h[i]!];
      i = m;
    }
    return top;
  }
}

function before(a: { cost: number; hex: HexId }, b: { cost: number; hex: HexId }): boolean {
  return a.cost < b.cost || (a.cost === b.cost && a.hex < b.hex);
}
