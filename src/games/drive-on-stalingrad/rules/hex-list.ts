import type { HexId } from '#kernel/ids';
import type { DosContext } from '../data/context';
import { isProblem, resolveHex } from './hex-labels';
import type { OrderProblem } from './problem';

/**
 * Resolves a list of hex labels from an order (canonical ids or printed aliases), every
 * bad label reported at `path` + its index. `hexes` is null when any label is bad.
 */
export function resolveHexList(ctx: DosContext, labels: readonly string[], path: (string | number)[]): { hexes: HexId[] | null; problems: OrderProblem[] } {
  const hexes: HexId[] = [];
  const problems: OrderProblem[] = [];
  labels.forEach((label, j) => {
    const h = resolveHex(ctx, label, [...path, j]);
    if (isProblem(h)) problems.push(h);
    else hexes.push(h);
  });
  return { hexes: problems.length > 0 ? null : hexes, problems };
}
