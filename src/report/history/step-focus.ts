import type { GameEvent } from '../../kernel/engine/events';
import { createMap, type GameMap } from '../../kernel/map/game-map';
import type { MapData } from '../../kernel/map/types';
import { stepDrawing } from '../scene/arrows';

/**
 * The hexes a step's moves, battles, retreats and advances touch (the scene's arrows and
 * badges, report/scene/arrows.ts), from the events the reader may see: where a viewer
 * centres the map for that step. One map per game, reused for every step.
 */
export function stepFocuser(map: MapData | null): (events: readonly GameEvent[]) => string[] {
  let grid: GameMap | null = null;
  return (events) => {
    if (!map) return [];
    grid ??= createMap(map);
    return stepDrawing(grid, events).focus;
  };
}
