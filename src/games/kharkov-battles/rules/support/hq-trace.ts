import type { HexId } from '#kernel/ids';
import { traceLines } from '#kernel/supply/trace';
import { linesTo, type SupplyLines } from '../supply/line';

/** KB 9.31: "a supply line of three or less hexes" from the HQ to the road. */
export const HQ_TO_ROAD = 3;

/**
 * KB 9.31, second half: the hexes from which an HQ traces a supply line (8.1) of at most
 * three hexes to a hex traversed by a road that leads, never leaving the road, to one of
 * `sources`. The road leg is a supply line too: enemy units and uncancelled enemy ZOC
 * block it (8.11), and it crosses rivers by the road's own bridges. In K the Axis may not
 * use the grey Supply Roads (20.2, A44): SupplyLines.roads already leaves them out.
 * Returns whether an HQ in the hex qualifies.
 */
export function roadTrace(lines: SupplyLines, sources: readonly HexId[]): (hq: HexId) => boolean {
  const { index, rules, roads } = lines;
  const starts = sources.map((s) => index.indexOf(s)).filter((i) => i >= 0).sort((a, b) => a - b);
  const alongRoad = traceLines({ next: roads, closed: rules.closed }, starts);
  const roadHexes: number[] = [];
  for (let i = 0; i < roads.length; i++) {
    // a hex a line may enter, traversed by a road, that the road links to a source
    if (alongRoad.distance[i]! >= 0 && rules.closed[i] === 0 && roads[i]!.length > 0) roadHexes.push(i);
  }
  const toRoad = linesTo(lines, roadHexes, HQ_TO_ROAD);
  return (hq) => toRoad.lengthFrom(hq) !== null;
}
