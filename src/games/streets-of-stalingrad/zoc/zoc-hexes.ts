import type { SOS_TERRAIN } from '../data/los-map';
import type { Piece } from '../stacking/pieces';
import type { SosSide } from '../combat/fire-combat';
import { exertsZoc } from './exerts-zoc';

export type SosTerrain = (typeof SOS_TERRAIN)[number];

/** What the zones of control read of the map: a hex's neighbours and its terrain. */
export interface ZocMap {
  neighbours(hex: string): readonly string[];
  terrain(hex: string): SosTerrain | undefined;
}

/**
 * SoS 6.2: "A ZOC does not extend into city or industrial/fortified hexes, but a ZOC does
 * extend out of these hexes into other terrain. ZOC does extend into Volga River hexes."
 * (The map's `industrial` colour is the industrial/fortified hex.)
 */
export const zocEnters = (terrain: SosTerrain | undefined): boolean => terrain !== undefined && terrain !== 'city' && terrain !== 'industrial';

/**
 * The hexes in the ZOC of `side`'s units (SoS 6.1-6.3): the six hexes next to each hex
 * holding one of its pieces that has a ZOC, but a city or industrial/fortified hex; whether
 * the unit could move there does not matter (6.3: across an uncrossable balka too). A
 * friendly unit in the hex does not cancel it (6.8); only a "breakthru" marker does, for
 * movement, and the movement rules read that (zoc-movement.ts).
 */
export function zocHexes(map: ZocMap, side: SosSide, stacks: ReadonlyMap<string, readonly Piece[]>): Set<string> {
  const out = new Set<string>();
  for (const [hex, pieces] of stacks) {
    if (!pieces.some((p) => p.side === side && exertsZoc(p.kind))) continue;
    for (const n of map.neighbours(hex)) if (zocEnters(map.terrain(n))) out.add(n);
  }
  return out;
}
