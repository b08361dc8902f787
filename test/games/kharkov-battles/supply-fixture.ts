import type { KbSide } from '#games/kharkov-battles/data/ids';
import { geographyOf, type SupplyGeography } from '#games/kharkov-battles/rules/supply/geography';
import type { SupplyQueries } from '#games/kharkov-battles/rules/supply/queries';
import type { HexId } from '#kernel/ids';
import type { GameMap } from '#kernel/map/game-map';
import { hexsideKey } from '#kernel/hex/hexside';
import { gridMap } from './grid-map-fixture';

/**
 * Small KB-numbered maps for the supply and support rules: rows grow northward, the second
 * pair eastward (digest 7.1). A one-row map is a line of hexes (0101 - 0102 - … ), so a
 * path's length reads straight off the labels.
 */
export function kbMap(rows: number, cols: number, extra: { hexsides?: Record<string, string[]>; terrain?: Record<string, string> } = {}): GameMap {
  const hexes = Object.fromEntries(Object.entries(extra.terrain ?? {}).map(([id, terrain]) => [id, { terrain }]));
  const hexsides = Object.entries(extra.hexsides ?? {}).map(([pair, f]): [string, string, string[]] => [...(pair.split('|') as [string, string]), f]);
  return gridMap({ rows: [1, rows], cols: [1, cols], hexes, hexsides, shifted: 'odd' });
}

/** Units on the map by hex, pontoons, sources: the state a supply line reads. */
export interface World {
  map: GameMap;
  units: Record<string, KbSide>;
  sources: Partial<Record<KbSide, string[]>>;
  pontoons?: string[];
}

const other = (s: KbSide): KbSide => (s === 'axis' ? 'soviet' : 'axis');

/**
 * The answers of the state for a World. ZOC here is the plain 2.4 case: every unit controls
 * the six hexes around it except across an impassable side (7.15); the ZOC rules' other
 * cases belong to the ZOC queries, which supply only asks.
 */
export function queriesOf(w: World): SupplyQueries {
  const at = (h: HexId): KbSide | undefined => w.units[h];
  return {
    enemyOccupied: (h, side) => at(h) === other(side),
    friendlyOccupied: (h, side) => at(h) === side,
    enemyZoc: (h, side) => w.map.adjacent(h).some((a) => at(a) === other(side) && !w.map.hexsideFeatures(a, h).includes('impassable')),
    sources: (side) => (w.sources[side] ?? []) as HexId[],
    pontoon: (a, b) => (w.pontoons ?? []).includes(hexsideKey(a, b)),
  };
}

export const geography = (w: World): SupplyGeography => geographyOf(w.map);
