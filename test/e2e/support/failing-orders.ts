import type { Issue } from '#kernel/engine/issues';

/**
 * The indexes of the orders an "illegal-orders" refusal names (paths ["orders", i, …]).
 * Null when some problem is not about one order, so dropping orders cannot fix the file.
 */
export function failingOrderIndexes(errors: readonly Issue[]): Set<number> | null {
  const out = new Set<number>();
  for (const e of errors) {
    const [head, index] = e.path;
    if (head !== 'orders' || typeof index !== 'number') return null;
    out.add(index);
  }
  return out.size > 0 ? out : null;
}
