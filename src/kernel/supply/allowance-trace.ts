import type { HexId } from '../ids';

/**
 * A line whose path may use a few scarce things a limited number of times (e.g. CtS
 * 16.2: a Line of Supply of at most 8 hexes that crosses at most one unbridged Major or
 * Volga hexside and enters at most one Marsh hex). Each step reports what it uses; a
 * line is legal while every count stays within its limit.
 */
export interface AllowanceRules {
  neighbours(h: HexId): readonly HexId[];
  /**
   * What stepping from `from` into the adjacent `to` uses, one count per allowance
   * (same order as `limits`), or null when the line may not take that step at all
   * (enemy unit, bond, impassable side).
   */
  step(from: HexId, to: HexId): readonly number[] | null;
  /** The most of each allowance one line may use. */
  limits: readonly number[];
}

/**
 * Every hex a legal line from `start` reaches within `maxLength` hexes (the start is
 * not counted, the last hex is: adjacent = 1), with its shortest legal length. A hex
 * reached by a long line that used little may lead on where a short line that used
 * more cannot, so the search runs over (hex, counts used) and keeps the best length
 * per hex. Breadth first in sorted neighbour order: deterministic.
 */
export function traceWithAllowances(rules: AllowanceRules, start: HexId, maxLength: number): Map<HexId, number> {
  const best = new Map<HexId, number>([[start, 0]]);
  search(rules, start, maxLength, (to, d) => {
    if (!best.has(to)) best.set(to, d);
    return false;
  });
  best.delete(start);
  return best;
}

/** Whether a legal line from `start` reaches any of `targets` within `maxLength`. */
export function lineReaches(rules: AllowanceRules, start: HexId, targets: ReadonlySet<HexId>, maxLength: number): boolean {
  if (targets.has(start)) return true;
  return search(rules, start, maxLength, (to) => targets.has(to));
}

/**
 * The breadth-first search over (hex, counts used) both answers share. `reached` hears of
 * every new state, in search order, with its length; returning true ends the search
 * (and the call returns true). A state is numbered hex * combinations + counts in mixed
 * radix (each count 0..limit), hexes numbered in the order first met; counts that are not
 * whole numbers within integer limits (of at most 4096 combinations) are keyed by their text.
 */
function search(rules: AllowanceRules, start: HexId, maxLength: number, reached: (to: HexId, d: number) => boolean): boolean {
  const { limits } = rules;
  const k = limits.length;
  let combinations = 1;
  for (const l of limits) combinations *= l + 1;
  const numbered = new Map<HexId, number>();
  /** Each hex met, by number: its id and its neighbours in sorted order (asked once). */
  const hexes: { hex: HexId; around: readonly HexId[] | null }[] = [];
  const numberOf = (h: HexId): number => {
    let i = numbered.get(h);
    if (i === undefined) {
      i = hexes.length;
      numbered.set(h, i);
      hexes.push({ hex: h, around: null });
    }
    return i;
  };
  const packable = limits.every((l) => Number.isInteger(l) && l >= 0) && combinations <= 4096;
  const keyOf = (n: number, used: readonly number[]): number | string => {
    if (!packable) return `${n}:${used.join(',')}`;
    let code = 0;
    for (let i = k - 1; i >= 0; i--) {
      const u = used[i]!;
      if (!Number.isInteger(u) || u < 0) return `${n}:${used.join(',')}`;
      code = code * (limits[i]! + 1) + u;
    }
    return n * combinations + code;
  };
  const zero: number[] = limits.map(() => 0);
  // numbered states in a bit table that grows with the hexes met; keyed-by-text ones in a set
  let seenBits = new Uint8Array(64 * combinations);
  const seenText = new Set<string>();
  /** Marks the state; false when it was already marked. */
  const mark = (key: number | string): boolean => {
    if (typeof key === 'string') {
      if (seenText.has(key)) return false;
      seenText.add(key);
      return true;
    }
    if (key >= seenBits.length) {
      const grown = new Uint8Array(Math.max(seenBits.length * 2, key + 1));
      grown.set(seenBits);
      seenBits = grown;
    }
    if (seenBits[key] === 1) return false;
    seenBits[key] = 1;
    return true;
  };
  mark(keyOf(numberOf(start), zero));
  let frontier: { at: number; used: number[] }[] = [{ at: numberOf(start), used: zero }];
  for (let d = 1; d <= maxLength && frontier.length > 0; d++) {
    const ahead: { at: number; used: number[] }[] = [];
    for (const { at, used } of frontier) {
      const here = hexes[at]!;
      here.around ??= sortedNeighbours(rules.neighbours(here.hex));
      for (const to of here.around) {
        const cost = rules.step(here.hex, to);
        if (cost === null) continue;
        const next = new Array<number>(k);
        let over = false;
        for (let i = 0; i < k; i++) {
          next[i] = used[i]! + (cost[i] ?? 0);
          if (next[i]! > limits[i]!) over = true;
        }
        if (over) continue;
        const n = numberOf(to);
        const key = keyOf(n, next);
        if (!mark(key)) continue;
        if (reached(to, d)) return true;
        ahead.push({ at: n, used: next });
      }
    }
    frontier = ahead;
  }
  return false;
}

/** A frozen neighbours list (a map's own, GameMap.adjacent) in sorted order, by the list. */
const sortedLists = new WeakMap<readonly HexId[], readonly HexId[]>();

/**
 * The neighbours in sorted order. A frozen list cannot change, so its sorted copy is made
 * once and kept for every search after (the Supply Phase and the retreats search from
 * hundreds of hexes a window, each sorting the same map lists again); any other list is
 * sorted afresh.
 */
function sortedNeighbours(list: readonly HexId[]): readonly HexId[] {
  if (!Object.isFrozen(list)) return [...list].sort();
  let sorted = sortedLists.get(list);
  if (sorted === undefined) {
    sorted = Object.freeze([...list].sort());
    sortedLists.set(list, sorted);
  }
  return sorted;
}
