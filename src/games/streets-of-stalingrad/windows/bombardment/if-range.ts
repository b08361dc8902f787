import type { HexId } from '#kernel/ids';
import { eastBankRange, type CityMap, type EastBankBox } from '../../data/city-map';
import { IF_TYPES, type Counter } from '../../data/counters';

const EAST_BANK: Readonly<Record<string, EastBankBox>> = { 'EB-N': 'north', 'EB-C': 'central', 'EB-S': 'south' };

/** The East Bank box a place names (2.14), or null. */
export const eastBankBoxOf = (place: string): EastBankBox | null => EAST_BANK[place] ?? null;

/** SoS 14.01, 14.03 ∆, 14.38: a counter that may fire as IF: IF artillery, mortars, rockets, and the 88mm with its second range. */
export const firesIndirect = (c: Counter): boolean => IF_TYPES.has(c.type) || (c.range !== null && typeof c.range === 'object');

/** SoS 14.03 ∆: the 88mm fires as IF without an explosion marker, only with a German leader or OP spotting. */
export const isFlak88 = (c: Counter): boolean => !IF_TYPES.has(c.type) && firesIndirect(c);

/** SoS 2.25, 14.38: the IF range, the 88mm's second number. */
export const indirectRange = (c: Counter): number => (c.range === null ? 0 : typeof c.range === 'number' ? c.range : c.range.indirect);

/**
 * Hexes between two places for IF range (2.25): hex to hex on the grid; to or from an East
 * Bank box by the small number of its Volga hexes (14.53); from a German off-map box, one
 * beyond the nearest map hex the box touches (a reading: 2.15 gives the boxes no range
 * rule). Null between two boxes, or a place not on the map.
 */
export function placeDistance(map: CityMap, a: string, b: string): number | null {
  const onMap = (p: string) => map.hex(p as HexId) !== undefined;
  const eb = (p: string) => eastBankBoxOf(p);
  if (onMap(a) && onMap(b)) return map.grid.distance(a as HexId, b as HexId);
  const [box, hex] = onMap(a) ? [b, a] : [a, b];
  if (!onMap(hex)) return null;
  const east = eb(box);
  if (east) return eastBankRange(map, east, hex as HexId);
  const west = /^GB-(\d)$/.exec(box);
  const touches = west ? map.offMapBoxes[`box-${west[1]}`]?.touches ?? [] : [];
  if (touches.length === 0) return null;
  return 1 + Math.min(...touches.map((t) => map.grid.distance(t, hex as HexId)));
}
