import type { HexId } from '#kernel/ids';
import type { GameMap } from '#kernel/map/game-map';
import type { KbSide } from '../../data/ids';

/**
 * Supply sources (KB 8.2): "defined within the scenario rules". Operation Star and Second
 * Kharkov use the sources printed on the map (20.1, 20.2); Third Kharkov adds map-edge hexes
 * of its play area (20.3). Hex ids are the printed numbers without the map code (KB3001 = 3001):
 * the first two digits the row, growing northward, the last two the column, growing eastward.
 */

/** The hex feature that marks a printed source of each side, as the map data names it (data/map.ts KB_HEX_FEATURES). */
export const PRINTED_SOURCE_FEATURE: Record<KbSide, string> = { axis: 'supply-axis', soviet: 'supply-soviet' };

/** KB 20.1, 20.2, 20.3: the side's sources printed on the map, sorted. */
export function printedSources(map: GameMap, side: KbSide, feature = PRINTED_SOURCE_FEATURE[side]): HexId[] {
  return map.hexIds().filter((h) => map.hasFeature(h, feature));
}

/** KB 20.3: rows 29 and south, 49 and north are out of play in Third Kharkov. */
export const THIRD_KHARKOV_ROWS: readonly [number, number] = [30, 48];
const row = (h: HexId): number => Number(h.slice(0, 2));
const col = (h: HexId): number => Number(h.slice(2, 4));

export const thirdKharkovInPlay = (h: HexId): boolean => row(h) >= THIRD_KHARKOV_ROWS[0] && row(h) <= THIRD_KHARKOV_ROWS[1];

/**
 * KB 20.3: the Axis also draws supply from any southern edge hex KB3001-KB3019; the Soviet
 * from any hex along the northern, eastern and southern edges of the play area from KB4820
 * round to KB3022, all inclusive. The eastern edge is the easternmost hex of each row.
 * Each list is sorted and holds the printed sources too.
 */
export function thirdKharkovSources(map: GameMap): Record<KbSide, HexId[]> {
  const [south, north] = THIRD_KHARKOV_ROWS;
  const inPlay = map.hexIds().filter(thirdKharkovInPlay);
  const eastmost = new Map<number, number>();
  for (const h of inPlay) eastmost.set(row(h), Math.max(eastmost.get(row(h)) ?? 0, col(h)));
  const axisEdge = inPlay.filter((h) => row(h) === south && col(h) >= 1 && col(h) <= 19);
  const sovietEdge = inPlay.filter(
    (h) => (row(h) === north && col(h) >= 20) || col(h) === eastmost.get(row(h)) || (row(h) === south && col(h) >= 22),
  );
  const withPrinted = (side: KbSide, edge: HexId[]) => [...new Set([...printedSources(map, side).filter(thirdKharkovInPlay), ...edge])].sort();
  return { axis: withPrinted('axis', axisEdge), soviet: withPrinted('soviet', sovietEdge) };
}
