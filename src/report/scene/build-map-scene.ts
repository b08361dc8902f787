import type { GameEvent } from '#kernel/engine/events';
import type { SceneContent } from '#kernel/engine/scene';
import { createMap } from '#kernel/map/game-map';
import type { MapData } from '#kernel/map/types';
import { stepDrawing } from './arrows';
import { sceneHexes } from './hexes';
import { sceneHexsides, sheetEdges, sheetLabels } from './hexsides';
import { sceneLegend } from './legend';
import { scenePlaces } from './places';
import { sceneStacks } from './stacks';
import type { MapScene, SceneMark } from './types';

export interface MapSceneInput {
  map: MapData;
  /** The pieces and markers as the reader may see them (Ruleset.scene); null draws the bare map. */
  content: SceneContent | null;
  /** The step's events as the reader may see them; [] for none. */
  events: readonly GameEvent[];
  title: string;
  caption: string;
  copy: string;
}

/** Builds the map scene: pure data, the same for the PDF and the SVG. */
export function buildMapScene(input: MapSceneInput): MapScene {
  const map = createMap(input.map);
  const drawing = stepDrawing(map, input.events);
  const marks: SceneMark[] = (input.content?.markers ?? [])
    .filter((m) => map.has(m.hex))
    .map((m) => ({ ...m, center: map.grid.center(m.hex) }));
  const edges = sheetEdges(map);
  const scene = {
    title: input.title,
    caption: input.caption,
    copy: input.copy,
    pointy: isPointy(input.map),
    bounds: map.grid.bounds(),
    hexes: sceneHexes(map),
    hexsides: sceneHexsides(map),
    sheetEdges: edges,
    sheets: sheetLabels(map, edges),
    places: scenePlaces(map),
    stacks: sceneStacks(map, input.content?.pieces ?? []),
    arrows: drawing.arrows,
    battles: drawing.battles,
    marks,
    focus: drawing.focus,
  };
  return { ...scene, legend: sceneLegend(scene) };
}

/** Hexes are pointy-topped when the position along a line grows east or west (kernel/hex/layout.ts). */
function isPointy(map: MapData): boolean {
  const along = map.grid.staggered === 'first' ? map.grid.secondIncreases : map.grid.firstIncreases;
  return along === 'east' || along === 'west';
}
