import type { HexId } from '../../../src/kernel/ids';
import type { Plane } from './plane';

/** Every hex reachable from the seeds through hexes `canEnter` accepts, never crossing a side `blocked` names. */
export function flood(
  plane: Plane,
  seeds: readonly HexId[],
  canEnter: (h: HexId) => boolean,
  blocked: (a: HexId, b: HexId) => boolean,
): Set<HexId> {
  const seen = new Set<HexId>();
  const queue: HexId[] = [];
  for (const s of seeds) {
    if (canEnter(s) && !seen.has(s)) {
      seen.add(s);
      queue.push(s);
    }
  }
  while (queue.length > 0) {
    const h = queue.shift()!;
    for (const n of plane.grid.neighbours(h)) {
      if (seen.has(n) || !canEnter(n) || blocked(h, n)) continue;
      seen.add(n);
      queue.push(n);
    }
  }
  return seen;
}
