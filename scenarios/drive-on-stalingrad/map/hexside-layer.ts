import { hexsideHexes } from '../../../src/kernel/hex/hexside';
import { hexsideKey } from '../../../src/kernel/hex/hexside';
import type { Draft } from './draft';
import type { Plane } from './plane';
import type { Projection } from './projection';
import type { MapSource } from './source-schema';
import { crossedSides, tracePath } from './trace';

/** Rivers, the Manych, blocked ridges: each line marks the sides it crosses (never beside water). */
export function traceLines(draft: Draft, source: MapSource, plane: Plane, proj: Projection): void {
  for (const line of source.rivers) {
    const pts = tracePath(line.path, proj.point);
    const removed = new Set(line.removeSides ?? []);
    for (const [a, b] of crossedSides(plane, pts)) {
      if (draft.isWater(a) || draft.isWater(b) || removed.has(hexsideKey(a, b))) continue;
      draft.addSide(a, b, line.features, line.tags);
    }
    for (const key of line.addSides ?? []) {
      const pair = hexsideHexes(key);
      if (!pair || plane.grid.direction(pair[0], pair[1]) === null) throw new Error(`${line.name}: bad hexside ${key}`);
      draft.addSide(pair[0], pair[1], line.features, line.tags);
    }
  }
}
