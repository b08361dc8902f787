import type { GameMap } from '#kernel/map/game-map';
import type { SceneHex } from './types';

/** Every hex of the map with its drawing geometry, terrain and sheet, in id order. */
export function sceneHexes(map: GameMap): SceneHex[] {
  return map.hexIds().map((id) => {
    const h = map.hex(id)!;
    const hex: SceneHex = { id, label: map.label(id), center: map.grid.center(id), corners: map.grid.corners(id), terrain: h.terrain };
    if (h.section) hex.section = h.section;
    return hex;
  });
}
