import type { HexId } from '../ids';

/**
 * A title's hex grid, declared by its map data (anchors E: every title declares its
 * numbering). Labels are four digits: two for the first coordinate, two for the second.
 *
 * DoS (digest §7.2): the first pair is the ROW, 01..51 north to south; the second pair
 * counts from the EAST edge (01) westward. Rows are the staggered axis: same-row
 * neighbours are (F, S±1); in an odd row the neighbours in the rows above and below are
 * (F±1, S-1) and (F±1, S); in an even row they are (F±1, S) and (F±1, S+1).
 */
export interface GridSpec {
  /** What the first label pair counts. */
  first: 'row' | 'column';
  /**
   * The axis whose lines are staggered (the lines of hexes that touch edge to edge):
   * "first" = hexes with the same first pair form a line. DoS: "first" (rows).
   */
  staggered: 'first' | 'second';
  /**
   * Which lines of the staggered axis are shifted half a hex toward HIGHER numbers of
   * the other pair. With staggered "first" (lines = first pair F, positions = second
   * pair S), "even" means that in even lines the off-line neighbours are (F±1, S) and
   * (F±1, S+1), and in odd lines (F±1, S-1) and (F±1, S). With staggered "second" the
   * roles swap: lines are S, and a shifted line's off-line neighbours are (F, S±1) and
   * (F+1, S±1). A flat-topped "CCRR" map whose odd columns are drawn half a hex lower
   * is { first: 'column', staggered: 'first', shifted: 'odd', firstIncreases: 'east',
   * secondIncreases: 'south' }.
   */
  shifted: 'odd' | 'even';
  /** Inclusive ranges of the two pairs that exist on the map. */
  firstRange: [number, number];
  secondRange: [number, number];
  /**
   * Compass direction in which the second pair increases, for drawing: DoS "west".
   * It must be perpendicular to firstIncreases; the two fix the drawing (lines running
   * east-west give pointy-topped hexes, north-south give flat-topped ones).
   */
  secondIncreases: 'east' | 'west' | 'north' | 'south';
  /** Compass direction in which the first pair increases, for drawing: DoS "south". */
  firstIncreases: 'east' | 'west' | 'north' | 'south';
}

/** Natural terrain of a hex; titles use the names they need. */
export type Terrain = string;

export interface HexData {
  terrain: Terrain;
  /** Place name printed on the map, if any. */
  name?: string;
  /** Man-made or marked features: "town", "city", "port", "vp", "fort", … */
  features?: string[];
  /** Map section for titles with several sheets (DoS "north" / "south"). */
  section?: string;
  /** Sea the hex touches, for coastal rules (DoS "azov" / "black-sea"). */
  coast?: string;
}

/** Hexside key: the two hex ids sorted and joined with "|" (kernel/hex/hexside.ts). */
export type HexsideKey = string;

export interface MapData {
  provenance: 'printed' | 'reconstructed';
  note: string;
  grid: GridSpec;
  hexes: Record<string, HexData>;
  /** Hexside features: "river", "volga", "blocked", "lake", "sea", "o-ring", "manych", … */
  hexsides: Record<HexsideKey, string[]>;
  /** Other printed labels for the same hex, e.g. "N3635" -> "2725". */
  aliases: Record<string, HexId>;
  /**
   * The label players see for a hex whose printed number is not its id (CtS: the south
   * map's 6336 is printed "S4336"); a hex not listed is shown by its id.
   */
  labels?: Record<string, string>;
}
