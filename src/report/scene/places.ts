import type { GameMap } from '#kernel/map/game-map';
import type { ScenePlace } from './types';

/** The printed map features a report draws, in drawing order. */
export const PLACE_KINDS = ['city', 'town', 'port', 'vp', 'fort'] as const;

/** Named hexes and hexes with a city, town, port, VP or fortification. */
export function scenePlaces(map: GameMap): ScenePlace[] {
  const out: ScenePlace[] = [];
  for (const id of map.hexIds()) {
    const h = map.hex(id)!;
    const kinds = PLACE_KINDS.filter((k) => (h.features ?? []).includes(k));
    if (!h.name && kinds.length === 0) continue;
    const place: ScenePlace = { hex: id, center: map.grid.center(id), kinds: [...kinds] };
    if (h.name) place.name = h.name;
    out.push(place);
  }
  return out;
}
