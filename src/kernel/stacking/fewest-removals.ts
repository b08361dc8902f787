/** Index combinations of `r` out of `n`, in lexicographic order. */
function* combinations(n: number, r: number, from = 0): Generator<number[]> {
  if (r === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= n - r; i++) for (const rest of combinations(n, r - 1, i + 1)) yield [i, ...rest];
}

/**
 * The fewest items to take out of `items` so that the rest is `legal` (e.g. an
 * over-stacked hex, DoS 6.2: "the minimum number of involved units"). Among removals of
 * the same size the first in `preference` order wins: sort `items` so that the items to
 * remove first come first (DoS: the opponent removes the strongest). [] when the whole
 * group is legal; every item when nothing smaller works. Exhaustive, so meant for the
 * handful of units one hex can hold.
 */
export function fewestRemovals<T>(items: readonly T[], legal: (kept: T[]) => boolean, preference: (a: T, b: T) => number): T[] {
  if (legal([...items])) return [];
  const order = [...items].sort(preference);
  for (let r = 1; r < order.length; r++) {
    for (const pick of combinations(order.length, r)) {
      const removed = new Set(pick);
      if (legal(order.filter((_, i) => !removed.has(i)))) return pick.map((i) => order[i]!);
    }
  }
  return order;
}
