import type { HexId, UnitId } from '#kernel/ids';
import type { DosSide } from './sides';

/**
 * What the supply rules remember between windows (DoS 7.4, 7.6, 7.14, 4.3). Each unit's
 * supply state is not stored: it is traced from the position whenever the rules check
 * it (7.16), see rules/supply/.
 */
export interface SupplyRecord {
  /**
   * Towns and cities each side added to its network with a supply marker (DoS 7.14),
   * sorted. A marker comes off when the enemy takes the hex (digest E19); the side's own
   * towns need none (7.18).
   */
  markers: Record<DosSide, readonly HexId[]>;
  /**
   * The Taman ultimate source (DoS 7.4): active from the instant a German-side unit
   * enters it until the Soviet takes it back. `activations` counts how often it has been
   * activated; the first activation brings the 8.2 reinforcements.
   */
  taman: { active: boolean; activations: number };
  /**
   * The German aerial supply marker (DoS 7.6) and the game turn it was committed in. It
   * supplies until that game turn ends (digest E14); one hex per game turn.
   */
  aerial: { hex: HexId; turn: number } | null;
  /** Soviet units destroyed while out of supply (DoS 4.3), in the order they fell. */
  oosEliminated: UnitId[];
  /** Soviet units on the map and out of supply at the end of the last game turn, counted for 4.3. */
  oosAtEnd: UnitId[];
}

export const emptySupplyRecord = (): SupplyRecord => ({
  markers: { german: [], soviet: [] },
  taman: { active: false, activations: 0 },
  aerial: null,
  oosEliminated: [],
  oosAtEnd: [],
});
