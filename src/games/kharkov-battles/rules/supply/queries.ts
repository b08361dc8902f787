import type { HexId } from '#kernel/ids';
import type { KbSide } from '../../data/ids';

/**
 * What a supply line asks of the game state (KB 7.4, 8.1, 8.2, 18.21). The state part
 * answers these from its units, ZOC and markers; supply asks nothing else of it.
 */
export interface SupplyQueries {
  /** KB 7.41, 8.11: the hex holds units of the other side. */
  enemyOccupied(h: HexId, side: KbSide): boolean;
  /**
   * The other side's ZOC covers the hex as the ZOC rules give it (KB 7.12-7.15, and 7.31
   * when the line is traced during a combat phase), BEFORE friendly occupation negates it:
   * supply applies that negation itself (KB 7.42).
   */
  enemyZoc(h: HexId, side: KbSide): boolean;
  /** KB 7.42: the hex holds units of `side`. */
  friendlyOccupied(h: HexId, side: KbSide): boolean;
  /** KB 8.2: the side's supply sources in this scenario (printed on the map or named by its rules). */
  sources(side: KbSide): readonly HexId[];
  /** KB 8.11, 18.21: a Pontoon bridge spans the side between adjacent hexes. */
  pontoon(a: HexId, b: HexId): boolean;
}
