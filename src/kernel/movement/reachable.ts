import type { HexId } from '../ids';
import type { GameMap } from '../map/game-map';
import { hexIndex, type HexIndex } from '../map/hex-index';
import { cached } from '../memo/cached';
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
  /**
   * The same step costs asked by hex number (hexIndex of the map): `stepAt(from, nth)` is the
   * cost of the step to `neighbours[from][nth]`, or -1 when it is prohibited, and must agree
   * with `cost(ids[from], ids[neighbours[from][nth]])`. A title that keeps its step costs by
   * hex number gives it so that the search need not read hex ids back or verdicts.
   */
  stepAt?: (from: number, nth: number) => number;
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
  const stepAt = opts.stepAt;
  const index = hexIndex(map);
  const from = index.indexOf(start);
  if (from < 0) return [];
  const { ids, neighbours } = index;
  const work = takeWork(index);
  try {
    const { seen, done, best, prev, depth, stamp, order } = work;
    // by hex number: reached (seen) and settled (done) in this search when they hold its stamp, the cheapest cost so far, the hex before
    seen[from] = stamp;
    prev[from] = -1;
    depth[from] = 0;
    // the hexes reached, by number, in the order first reached (sorted below)
    let count = 0;
    // a binary min-heap of (cost, hex number): numbers follow hex ids, so ties go to the lower id
    const heapCost: number[] = [0];
    const heapHex: number[] = [from];

    while (heapHex.length > 0) {
      const c = heapCost[0]!;
      const hex = heapHex[0]!;
      popTop(heapCost, heapHex);
      if (done[hex] === stamp) continue;
      done[hex] = stamp;
      if (hex !== from && !canPass(ids[hex]!)) continue;
      const around = neighbours[hex]!;
      for (let nth = 0; nth < around.length; nth++) {
        const next = around[nth]!;
        if (done[next] === stamp) continue;
        let step: number;
        if (stepAt) {
          step = stepAt(hex, nth);
          if (step === PROHIBITED) continue;
        } else {
          const verdict = cost(ids[hex]!, ids[next]!);
          if (isProhibited(verdict)) continue;
          step = verdict.cost;
        }
        checkCost(step, ids[hex]!, ids[next]!);
        const total = c + step;
        if (total > budget) continue;
        const first = seen[next] !== stamp;
        if (first || total < best[next]!) {
          if (first) order[count++] = next;
          seen[next] = stamp;
          best[next] = total;
          prev[next] = hex;
          depth[next] = depth[hex]! + 1;
          push(heapCost, heapHex, total, next);
        }
      }
    }

    // the minimum move: the single steps beyond the budget to hexes the search did not reach, by number
    const extra: number[] = [];
    const extraCost: number[] = [];
    if (opts.minimumMove) {
      for (const next of neighbours[from]!) {
        if (seen[next] === stamp || !canStop(ids[next]!)) continue;
        const verdict = cost(start, ids[next]!);
        if (isProhibited(verdict)) continue;
        checkCost(verdict.cost, start, ids[next]!);
        let at = extra.length; // kept in number order (six at most)
        for (; at > 0 && extra[at - 1]! > next; at--) {
          extra[at] = extra[at - 1]!;
          extraCost[at] = extraCost[at - 1]!;
        }
        extra[at] = next;
        extraCost[at] = verdict.cost;
      }
    }

    // both lists in hex-number order, merged: the hex-id order when the index numbers its hexes so (hexIndex)
    const out: Reach[] = [];
    const reached = order.subarray(0, count).sort();
    let e = 0;
    for (let k = 0; k < count; k++) {
      const i = reached[k]!;
      for (; e < extra.length && extra[e]! < i; e++) out.push({ hex: ids[extra[e]!]!, cost: extraCost[e]!, path: [ids[extra[e]!]!] });
      if (!canStop(ids[i]!)) continue;
      out.push({ hex: ids[i]!, cost: best[i]!, path: pathTo(ids, prev, depth[i]!, i) });
    }
    for (; e < extra.length; e++) out.push({ hex: ids[extra[e]!]!, cost: extraCost[e]!, path: [ids[extra[e]!]!] });
    return inIdOrder(index) ? out : out.sort((a, b) => (a.hex < b.hex ? -1 : a.hex > b.hex ? 1 : 0));
  } finally {
    work.busy = false;
  }
}

/**
 * A search's working arrays by hex number, kept per map index and taken again by the next
 * search instead of allocating and clearing arrays the size of the map each time: an entry
 * belongs to a search only while it holds that search's stamp, so nothing carries over. A
 * search started while another is running (from a step cost or a rule) gets arrays of its own.
 */
interface Work {
  busy: boolean;
  stamp: number;
  seen: Uint32Array;
  done: Uint32Array;
  best: Float64Array;
  prev: Int32Array;
  /** The number of hexes on the path to the hex. */
  depth: Int32Array;
  /** The hexes a search reached, by number, in its first `count` entries. */
  order: Int32Array;
}

const works = new WeakMap<HexIndex, Work>();

function takeWork(index: HexIndex): Work {
  const n = index.ids.length;
  const make = (): Work => ({ busy: false, stamp: 0, seen: new Uint32Array(n), done: new Uint32Array(n), best: new Float64Array(n), prev: new Int32Array(n), depth: new Int32Array(n), order: new Int32Array(n) });
  let work = works.get(index);
  if (work === undefined) works.set(index, (work = make()));
  else if (work.busy) work = make();
  work.busy = true;
  work.stamp++;
  if (work.stamp === 0xffffffff) {
    work.seen.fill(0);
    work.done.fill(0);
    work.stamp = 1;
  }
  return work;
}

const sortedIndexes = new WeakMap<HexIndex, boolean>();

/** Whether the index numbers its hexes in hex-id order (hexIndex does; checked once per index, so a search can list its hexes by number). */
const inIdOrder = (index: HexIndex): boolean =>
  cached(sortedIndexes, index, () => index.ids.every((h, i) => i === 0 || index.ids[i - 1]! < h));

/** What stepAt answers for a prohibited step. */
const PROHIBITED = -1;

const before = (cost: number[], hex: number[], i: number, j: number): boolean =>
  cost[i]! < cost[j]! || (cost[i] === cost[j] && hex[i]! < hex[j]!);

function swap(cost: number[], hex: number[], i: number, j: number): void {
  const c = cost[i]!;
  cost[i] = cost[j]!;
  cost[j] = c;
  const h = hex[i]!;
  hex[i] = hex[j]!;
  hex[j] = h;
}

function push(cost: number[], hex: number[], c: number, h: number): void {
  cost.push(c);
  hex.push(h);
  let i = hex.length - 1;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (!before(cost, hex, i, parent)) break;
    swap(cost, hex, i, parent);
    i = parent;
  }
}

/** Removes the top entry (as Frontier.pop). */
function popTop(cost: number[], hex: number[]): void {
  const lastCost = cost.pop()!;
  const lastHex = hex.pop()!;
  if (hex.length === 0) return;
  cost[0] = lastCost;
  hex[0] = lastHex;
  let i = 0;
  for (;;) {
    const l = 2 * i + 1;
    const r = l + 1;
    let m = i;
    if (l < hex.length && before(cost, hex, l, m)) m = l;
    if (r < hex.length && before(cost, hex, r, m)) m = r;
    if (m === i) break;
    swap(cost, hex, i, m);
    i = m;
  }
}

/** The hexes entered from the start to `hex`, `length` of them: made at its size, not grown (a side's options list a few thousand paths). */
function pathTo(ids: readonly HexId[], prev: Int32Array, length: number, hex: number): HexId[] {
  const path = new Array<HexId>(length);
  for (let h = hex, k = length - 1; k >= 0; h = prev[h]!, k--) path[k] = ids[h]!;
  return path;
}

function checkCost(c: number, from: HexId, to: HexId): void {
  if (!(c >= 0) || !Number.isFinite(c)) throw new RangeError(`step cost ${from} -> ${to} must be a finite number >= 0, got ${c}`);
}
