import type { HexId, Side, UnitId } from '../ids';

/**
 * What a title tells the map reports (src/report) about the pieces on its map, as one
 * viewer may see them. A title derives this from its own per-side view (Ruleset.view),
 * so the report can never show more than the rules let that viewer know.
 */

/** Who a picture is drawn for: one side, the public, or the referee (everything the rules know). */
export type SceneViewer = { kind: 'side'; side: Side } | { kind: 'public' } | { kind: 'referee' };

/**
 * The unit-type keys of the NATO symbols the reports draw (APP-6 land unit icons, as
 * wargame counters print them). Anything else is drawn as an empty frame.
 */
export type NatoType =
  | 'infantry'
  | 'armour'
  | 'mechanized'
  | 'motorized'
  | 'mountain'
  | 'cavalry'
  | 'artillery'
  | 'anti-aircraft'
  | 'fortified'
  | 'headquarters'
  | 'unknown';

/** One counter on the map as the viewer sees it. */
export interface ScenePiece {
  hex: HexId;
  side: Side;
  /** Colour key of the counter, e.g. its nationality: "german", "romanian", "soviet". */
  colour: string;
  nato: NatoType;
  /** A short tag printed beside the symbol, e.g. "G" for guards, "L" for Luftwaffe field. */
  mark?: string;
  /** Size marks above the symbol: "XX" division, "XXX" corps, "XXXX" army. */
  size: string;
  /** Printed designation, e.g. "GD", "24", "3R". */
  designation: string;
  /** The factors as the viewer may see them, e.g. "8-8-12"; hidden values are "?" ("?-?-8"). */
  factors: string;
  /** Showing its reduced face. */
  reduced: boolean;
  /** Values unknown to the viewer until the unit's first combat (e.g. DoS 2.14). */
  untried?: boolean;
  /** The unit's id, when the viewer may know which unit it is. */
  unit?: UnitId;
  /** Position in its stack as the viewer sees it: 0 = the top counter. */
  stackIndex: number;
  /** Units in the hex, including any the viewer may not look under (fog of war). */
  stackCount: number;
}

/** A marker the title puts on the map: a destroyed fortification, a control change, … */
export interface SceneMarker {
  hex: HexId;
  /** "fort-destroyed", "control", …; the report draws the kinds it knows and labels the rest. */
  kind: string;
  /** For control markers: the side now holding the hex. */
  side?: Side;
  /** A short label for the marker. */
  text?: string;
}

/** Everything a title adds to its map for one viewer. */
export interface SceneContent {
  pieces: ScenePiece[];
  markers: SceneMarker[];
}
