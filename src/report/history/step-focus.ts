import type { GameEvent } from '#kernel/engine/events';
import { createMap, type GameMap } from '#kernel/map/game-map';
import type { MapData } from '#kernel/map/types';
import { stepDrawing } from '../scene/arrows';
import type { ArrowKind } from '../scene/types';

/** What a step draws on the map, in hexes (the scene's arrows and badges without their drawing coordinates). */
export interface StepMarks {
  /** Every hex an arrow or a badge touches: where a viewer centres the map for the step. */
  focus: string[];
  arrows: { kind: ArrowKind; side?: string; hexes: string[]; label?: string }[];
  battles: { number: number; hex: string; result: string }[];
}

/**
 * The step's moves, battles, retreats and advances (the scene's arrows and badges,
 * report/scene/arrows.ts) from the events the reader may see, so the page can draw them on
 * the live map and centre on them. One map per game, reused for every step.
 */
export function stepMarker(map: MapData | null): (events: readonly GameEvent[]) => StepMarks {
  let grid: GameMap | null = null;
  return (events) => {
    if (!map) return { focus: [], arrows: [], battles: [] };
    grid ??= createMap(map);
    const d = stepDrawing(grid, events);
    return {
      focus: d.focus,
      arrows: d.arrows.map((a) => ({ kind: a.kind, ...(a.side !== undefined ? { side: a.side } : {}), hexes: a.hexes, ...(a.label !== undefined ? { label: a.label } : {}) })),
      battles: d.battles.map((b) => ({ number: b.number, hex: b.hex, result: b.result })),
    };
  };
}

/** The hexes a step's arrows and badges touch, for centring the map on it. */
export function stepFocuser(map: MapData | null): (events: readonly GameEvent[]) => string[] {
  const marks = stepMarker(map);
  return (events) => marks(events).focus;
}
