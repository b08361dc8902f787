import { hexId, type HexId } from '#kernel/ids';
import { hexsideKey } from '#kernel/hex/hexside';
import { createMap, type GameMap } from '#kernel/map/game-map';
import type { HexData, MapData } from '#kernel/map/types';

/**
 * A small synthetic map on the KB grid (rows numbered northward, columns eastward,
 * pointy-topped, even rows half a hex east), every hex clear unless `hexes` says otherwise;
 * ids are four digits and the printed "KB3617" is an alias and label.
 */
export function gridMap(o: {
  prefix?: 'KB' | 'KH';
  rows: [number, number];
  cols: [number, number];
  hexes?: Record<string, Partial<HexData>>;
  hexsides?: [string, string, string[]][];
  /** Which rows sit half a hex east (the kernel grid's `shifted`); even unless told. */
  shifted?: 'even' | 'odd';
}): GameMap {
  const prefix = o.prefix ?? 'KB';
  const hexes: Record<string, HexData> = {};
  const aliases: Record<string, HexId> = {};
  const labels: Record<string, string> = {};
  for (let r = o.rows[0]; r <= o.rows[1]; r++) {
    for (let c = o.cols[0]; c <= o.cols[1]; c++) {
      const id = `${String(r).padStart(2, '0')}${String(c).padStart(2, '0')}`;
      hexes[id] = { terrain: 'clear', ...(o.hexes?.[id] ?? {}) };
      aliases[`${prefix}${id}`] = hexId(id);
      labels[id] = `${prefix}${id}`;
    }
  }
  const hexsides: Record<string, string[]> = {};
  for (const [a, b, f] of o.hexsides ?? []) hexsides[hexsideKey(hexId(a), hexId(b))] = f;
  const data: MapData = {
    provenance: 'reconstructed',
    note: 'synthetic test map',
    grid: { first: 'row', staggered: 'first', shifted: o.shifted ?? 'even', firstRange: o.rows, secondRange: o.cols, secondIncreases: 'east', firstIncreases: 'north' },
    hexes,
    hexsides,
    aliases,
    labels,
  };
  return createMap(data);
}
