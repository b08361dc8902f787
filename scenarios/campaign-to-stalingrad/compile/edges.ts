import type { MapData } from '../../../src/kernel/map/types';
import type { CtsSide } from '../../../src/games/campaign-to-stalingrad/data/schema';

/**
 * Friendly map edges (8.0) of the two maps on their combined grid: the Axis has the
 * western edge of both maps (33.3: "the west edge of either the north or south map")
 * and the north edge from 1046 to 1052; the Soviet the eastern edge of both maps, the
 * southern edge (the south map's printed row 47, 4701-4741) and the north edge from 1045
 * eastward. The north map's southern edge joins the south map (the seam), so it is no
 * edge; hexes that border the Sea of Azov are coast, no edge either.
 */
export function friendlyEdges(map: MapData): Record<CtsSide, string[]> {
  const [rowLo, rowHi] = map.grid.firstRange;
  const [colLo, colHi] = map.grid.secondRange;
  const axis: string[] = [];
  const soviet: string[] = [];
  for (const h of Object.keys(map.hexes).sort()) {
    const row = Number(h.slice(0, 2));
    const col = Number(h.slice(2));
    if (col === colHi || (row === rowLo && col >= 46)) axis.push(h);
    if (col === colLo || (row === rowLo && col <= 45) || row === rowHi) soviet.push(h);
  }
  return { axis, soviet };
}
