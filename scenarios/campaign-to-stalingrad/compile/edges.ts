import type { MapData } from '../../../src/kernel/map/types';
import type { CtsSide } from '../../../src/games/campaign-to-stalingrad/data/schema';

/**
 * Friendly map edges (8.0) on the north map: the Axis has the western edge and the north
 * edge from 1046 to 1052; the Soviet the eastern edge and the north edge from 1045
 * eastward. The southern edge of the north map joins the south map, which is not
 * reconstructed yet, so it is nobody's edge here.
 */
export function friendlyEdges(map: MapData): Record<CtsSide, string[]> {
  const [rowLo] = map.grid.firstRange;
  const [colLo, colHi] = map.grid.secondRange;
  const axis: string[] = [];
  const soviet: string[] = [];
  for (const h of Object.keys(map.hexes).sort()) {
    const row = Number(h.slice(0, 2));
    const col = Number(h.slice(2));
    if (col === colHi || (row === rowLo && col >= 46)) axis.push(h);
    if (col === colLo || (row === rowLo && col <= 45)) soviet.push(h);
  }
  return { axis, soviet };
}
