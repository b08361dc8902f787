import type { SupplyLineRules } from '#kernel/supply/trace';

/** A row of n hexes 0..n-1, each next to its neighbours; `closed` hexes may not be entered, `cut` sides not crossed. */
export function row(n: number, closed: number[] = [], cut: [number, number][] = []): SupplyLineRules {
  const isCut = (a: number, b: number) => cut.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  const next = Array.from({ length: n }, (_, i) => [i - 1, i + 1].filter((j) => j >= 0 && j < n && !isCut(i, j)));
  const c = new Uint8Array(n);
  for (const i of closed) c[i] = 1;
  return { next, closed: c };
}
