import { createGrid } from '../../../src/kernel/hex/grid';
import type { MapData } from '../../../src/kernel/map/types';
import { segmentsCross } from './geometry';
import { fitProjection } from './projection';
import type { MapSource } from './source-schema';

/**
 * The hexes on either bank of one named river of source.yaml (a hex with a hexside the
 * river line crosses), among the hexes of the drawn map. The bundle's hexsides carry the
 * river's kind, not its name; rules that name a river (35.6 "a Don River hex") read this.
 */
export function riverHexes(src: MapSource, map: MapData, name: string): string[] {
  const river = src.rivers.find((r) => r.name === name);
  if (!river) throw new Error(`no river named ${name} in source.yaml`);
  const grid = createGrid(src.grid);
  const project = fitProjection(grid, src.anchors);
  const pts = river.points.map(project);
  const out = new Set<string>();
  for (const a of Object.keys(map.hexes) as Parameters<typeof grid.center>[0][]) {
    for (const b of grid.neighbours(a)) {
      if (!map.hexes[b]) continue;
      const ca = grid.center(a);
      const cb = grid.center(b);
      for (let i = 1; i < pts.length; i++) {
        if (segmentsCross(ca, cb, pts[i - 1]!, pts[i]!)) {
          out.add(a);
          out.add(b);
          break;
        }
      }
    }
  }
  return [...out].sort();
}
