import type { SceneMarker, ScenePiece } from '#kernel/engine/scene';
import type { HexId } from '#kernel/ids';

/**
 * A map scene: everything a map picture shows, as plain data in the grid's drawing frame
 * (hex size 1 from centre to corner, x east, y south, the grid's corners from (0, 0);
 * kernel/hex/grid.ts). The PDF and the SVG renderers draw the same scene.
 */
export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SceneHex {
  id: HexId;
  /** What the hex is labelled on the drawn map: its printed label (GameMap.label). */
  label: string;
  center: Point;
  corners: Point[];
  terrain: string;
  section?: string;
}

/** One hexside feature drawn along the side two hexes share. */
export interface SceneHexside {
  kind: string;
  hexes: [HexId, HexId];
  from: Point;
  to: Point;
}

/** A segment of the line between two map sheets. */
export interface SceneEdge {
  from: Point;
  to: Point;
}

export interface ScenePlace {
  hex: HexId;
  center: Point;
  name?: string;
  /** The printed features the map draws: city, town, port, vp, fort. */
  kinds: string[];
}

/** The counters of one hex, top first, as the viewer sees them. */
export interface SceneStack {
  hex: HexId;
  /** The hex's printed label (GameMap.label). */
  label: string;
  center: Point;
  side: string;
  pieces: ScenePiece[];
  /** Units in the hex, including those the viewer may not see. */
  count: number;
}

export type ArrowKind = 'move' | 'attack' | 'retreat' | 'advance';

export interface SceneArrow {
  kind: ArrowKind;
  /** The side whose units move (move, advance) or are pushed back (retreat); the attacker for attacks. */
  side?: string;
  hexes: HexId[];
  points: Point[];
  /** Battle number for attack arrows ("B2"). */
  label?: string;
}

/** A battle's badge on its target hex: "B2 DR". */
export interface SceneBattle {
  number: number;
  hex: HexId;
  center: Point;
  result: string;
}

export interface SceneMark extends SceneMarker {
  center: Point;
}

export type LegendGroup = 'terrain' | 'hexside' | 'place' | 'counter' | 'unit-type' | 'arrow' | 'marker';

export interface LegendEntry {
  group: LegendGroup;
  key: string;
  label: string;
}

export interface MapScene {
  title: string;
  /** "Operation Blue, game g_7QH2, step 3 (T01/german-combat)". */
  caption: string;
  /** Who the picture is for, in words. */
  copy: string;
  pointy: boolean;
  bounds: { width: number; height: number };
  hexes: SceneHex[];
  hexsides: SceneHexside[];
  sheetEdges: SceneEdge[];
  /** Sheet names beside the line between sheets (`at`: where the name ends). */
  sheets: { name: string; at: Point }[];
  places: ScenePlace[];
  stacks: SceneStack[];
  arrows: SceneArrow[];
  battles: SceneBattle[];
  marks: SceneMark[];
  /** Hexes where something happened in the step, for the detail pages. */
  focus: HexId[];
  legend: LegendEntry[];
}
