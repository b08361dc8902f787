import type { ScenePiece } from '#kernel/engine/scene';
import type { GameMap } from '#kernel/map/game-map';
import type { SceneStack } from './types';

/** Pieces grouped by hex, top counter first; pieces on hexes the map lacks are left out. */
export function sceneStacks(map: GameMap, pieces: readonly ScenePiece[]): SceneStack[] {
  const byHex = new Map<string, ScenePiece[]>();
  for (const p of pieces) {
    if (!map.has(p.hex)) continue;
    const list = byHex.get(p.hex) ?? [];
    list.push(p);
    byHex.set(p.hex, list);
  }
  return [...byHex.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, list]) => {
      const sorted = [...list].sort((a, b) => a.stackIndex - b.stackIndex);
      const top = sorted[0]!;
      return {
        hex: top.hex,
        label: map.label(top.hex),
        center: map.grid.center(top.hex),
        side: top.side,
        pieces: sorted,
        count: Math.max(top.stackCount, sorted.length),
      };
    });
}
