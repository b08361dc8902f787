import type { MapData } from '../../../src/kernel/map/types';
import type { CtsSide } from '../../../src/games/campaign-to-stalingrad/data/schema';
import type { OffMapBox } from '../../../src/games/campaign-to-stalingrad/state/off-map-box';

/** One box's edge hexes for one side's units (33.3). */
export interface BoxEdge {
  box: OffMapBox;
  side: CtsSide;
  hexes: string[];
}

/** 33.3 "east of hex 1045": the westernmost north-edge column of the Soviet Off Map Box (8.0: the Soviet north edge runs "from 1045 eastward"). */
const SOVIET_BOX_WEST = 45;
/** 33.3, 34.3: the Axis entry and exit hexes of the Caucasus Box, as printed on the south map ("4737 through 4728"). */
const AXIS_CAUCASUS = { from: 'S4737', to: 'S4728' };

/**
 * CtS 33.3 Entry & Exit Hexes, from the grid and the friendly edges (8.0): the Axis Off Map
 * Box by the west edge of either map (German units, 33.1.1); the Soviet Off Map Box by the
 * north edge east of 1045 (reading: from 1045 on, the Soviet north edge of 8.0); Trans-Volga
 * by the east edge of the north map; Astrakhan by the east edge of the south map; the
 * Caucasus by the south edge of the south map for the Soviet, and 4737 through 4728 for the
 * Axis. The Caspian and Black Sea Coast boxes have no map edge (entered from another box).
 * A corner hex belongs to one edge, as 17.1 reads it (rules/movement/off-map.ts `edgeOf`):
 * the east or west edge before the north or south.
 */
export function offMapBoxEdges(map: MapData, edges: Record<CtsSide, string[]>): BoxEdge[] {
  const [rowLo, rowHi] = map.grid.firstRange;
  const [colLo, colHi] = map.grid.secondRange;
  const row = (h: string): number => Number(h.slice(0, 2));
  const col = (h: string): number => Number(h.slice(2));
  const south = (h: string): boolean => map.hexes[h]?.section === 'south';
  const sov = edges.soviet;
  const printed = (label: string): string => map.aliases[label] ?? label;
  const [from, to] = [printed(AXIS_CAUCASUS.from), printed(AXIS_CAUCASUS.to)].map(Number).sort((a, b) => a - b) as [number, number];
  return [
    { box: 'axis', side: 'axis', hexes: edges.axis.filter((h) => col(h) === colHi) },
    { box: 'soviet', side: 'soviet', hexes: sov.filter((h) => row(h) === rowLo && col(h) <= SOVIET_BOX_WEST && col(h) !== colLo) },
    { box: 'trans-volga', side: 'soviet', hexes: sov.filter((h) => col(h) === colLo && !south(h)) },
    { box: 'astrakhan', side: 'soviet', hexes: sov.filter((h) => col(h) === colLo && south(h)) },
    { box: 'caucasus', side: 'soviet', hexes: sov.filter((h) => row(h) === rowHi && col(h) !== colLo && col(h) !== colHi) },
    { box: 'caucasus', side: 'axis', hexes: Object.keys(map.hexes).filter((h) => Number(h) >= from && Number(h) <= to).sort() },
  ];
}
