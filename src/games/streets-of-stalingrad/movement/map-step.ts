import type { HexId } from '#kernel/ids';
import { hexsideKey } from '#kernel/hex/hexside';
import type { CityMap } from '../data/city-map';
import type { HexFragment, HexsideCrossed } from './move-step';

/** What one step between two adjacent hexes reads of the city map (data/city-map.ts). */
export interface MapStep {
  from: HexFragment;
  to: HexFragment;
  /** The features drawn on the hexside crossed and what crosses them there (8.12, Appendices A and B). */
  hexside?: HexsideCrossed;
  /** 8.14: the step follows a road (or, failing one, a railroad) from hex to hex. */
  along?: 'road' | 'railroad';
  /** 16.61: a railroad runs across the hexside crossed (armored trains move only across such hexsides). */
  railroad?: boolean;
}

/** A hex as a step reads it: its terrain list, and whether a river-landing arrow points to it (8.67). */
export function hexFragment(map: CityMap, h: HexId): HexFragment | null {
  const x = map.hex(h);
  if (!x) return null;
  return x.landingArrow !== undefined ? { terrain: x.terrain, landingArrow: true } : { terrain: x.terrain };
}

/** The features on the side between two adjacent hexes, the same whichever way it is crossed. */
export function hexsideCrossed(map: CityMap, a: HexId, b: HexId): HexsideCrossed | undefined {
  const side = map.hexsides[hexsideKey(a, b)];
  return side ? { features: side.features, crossedBy: side.crossedBy } : undefined;
}

/** The map's part of one step of a move (8.04) from `from` into the adjacent `to`; null when they are not adjacent hexes of the map. */
export function mapStep(map: CityMap, from: HexId, to: HexId): MapStep | null {
  const a = hexFragment(map, from);
  const b = hexFragment(map, to);
  if (!a || !b || map.grid.direction(from, to) === null) return null;
  const route = map.routes[hexsideKey(from, to)] ?? [];
  const along = route.includes('road') ? 'road' : route.includes('railroad') ? 'railroad' : undefined;
  const hexside = hexsideCrossed(map, from, to);
  return { from: a, to: b, ...(hexside ? { hexside } : {}), ...(along ? { along } : {}), ...(route.includes('railroad') ? { railroad: true } : {}) };
}

/** SoS 16.61: a railroad runs across the hexside between two adjacent hexes (an armored train may cross it). */
export function railroadBetween(map: CityMap, a: HexId, b: HexId): boolean {
  return map.grid.direction(a, b) !== null && (map.routes[hexsideKey(a, b)] ?? []).includes('railroad');
}
