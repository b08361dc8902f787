import type { HexId } from '#kernel/ids';

/**
 * What the movement rules ask of the position, from the moving unit's side. The state of
 * the game (units, markers, ZOC) answers them; tests answer them from small sets.
 */
export interface MoveQueries {
  /**
   * The hex is in an Enemy Zone of Control for movement: ZOCs as 2.4 and 7.13-7.15 give
   * them, NOT negated by friendly units in the hex (7.24) except in an occupied city (7.14).
   */
  enemyZoc(hex: HexId): boolean;
  /** An enemy unit is in the hex (KB 10.51, 10.32). */
  enemyOccupied(hex: HexId): boolean;
  /** The enemy units in the hex exert a ZOC (2.4, 7.13; none from a city, 7.14; all in an FZ, 18.12). */
  exertsZoc(hex: HexId): boolean;
  /** KB 11.31: the hex holds one lone enemy HQ, cadre or other unit without a ZOC. */
  overrunTarget(hex: HexId): boolean;
  /** A friendly unit is in the hex (KB 11.1: infiltrating across a Major River needs one). */
  friendlyOccupied(hex: HexId): boolean;
  /** Every hex holding an enemy unit (KB 10.32: Strategic Movement keeps three hexes away). */
  enemyUnitHexes(): Iterable<HexId>;
  /** KB 18.13: a Fortified Zone the enemy built. */
  enemyFortifiedZone(hex: HexId): boolean;
  /** KB 5.32: an Axis Air Point interdicts the hex this turn. */
  interdicted(hex: HexId): boolean;
  /** KB 5.43: a Rubble marker is in the hex. */
  rubble(hex: HexId): boolean;
  /** KB 18.21: a Pontoon bridge marks the hexside between the two hexes. */
  pontoon(a: HexId, b: HexId): boolean;
  /**
   * KB 20.3: the hex is in the scenario's play area (Third Kharkov: rows 30-48 only); no
   * unit enters a hex out of play. Absent: every hex of the map is in play.
   */
  inPlay?(hex: HexId): boolean;
}
