import type { HexId } from '#kernel/ids';
import type { KbScenarioId, KbSide } from '../data/ids';

/**
 * KB 8.1, 8.2: whether `side` can trace a supply line of any length (8.31) from `hex` to
 * one of its supply sources in the scenario. The supply rules answer it; victory only asks
 * (20.1: VP hexes "owning and able to trace a supply line to a friendly source"; 20.2: the
 * objective hexes, and Soviet units "unable to trace general supply at the end of the game").
 */
export type SupplyLine = (side: KbSide, hex: HexId) => boolean;

/**
 * The five outcomes of an end-of-game count (20.1's VP levels, 20.2's Major/Minor/Draw),
 * the two of Third Kharkov's end (20.3: the Axis wins or the Soviet does), and the
 * automatic wins ("Strategic Victory" in 20.1, "automatically wins" in 20.1, 20.3).
 */
export type VictoryLevel =
  | 'axis-strategic'
  | 'axis-major'
  | 'axis-minor'
  | 'axis-victory'
  | 'draw'
  | 'soviet-victory'
  | 'soviet-minor'
  | 'soviet-major'
  | 'soviet-strategic';

/** The ordered scale a level shift moves along (20.2's edge duty; digest A39). */
export const SHIFT_SCALE: readonly VictoryLevel[] = ['axis-major', 'axis-minor', 'draw', 'soviet-minor', 'soviet-major'];

/** What the count looked at, one event per hex, unit, condition or duty, each with its rule. */
export type VictoryEvent =
  /** A hex a condition names (or a VP hex): who owns it, whether supply was asked and found, what it adds. */
  | {
      kind: 'hex';
      rule: string;
      hex: HexId;
      label: string;
      name: string;
      owner: KbSide | null;
      /** null: not asked (supply is not considered for this condition, or the side does not own the hex). */
      supplied: boolean | null;
      /** The side the condition is for. */
      for: KbSide;
      counts: boolean;
      /** VP it adds (20.1); 0 for a hex that does not count or a condition without points. */
      vp: number;
    }
  /** A unit counted against a side (20.1: -5 per German mech regiment; 20.2: a Soviet division or corps lost). */
  | { kind: 'unit'; rule: string; unit: string; designation: string; why: 'eliminated' | 'no-supply-at-end'; vp: number }
  /** One victory condition of a scenario, met or not. */
  | { kind: 'condition'; rule: string; for: KbSide; id: string; text: string; met: boolean }
  /** KB 20.1-20.3: an edge duty checked at the end of a Game-Turn. */
  | { kind: 'edge-duty'; rule: string; side: KbSide; edge: string; turn: number; held: HexId[]; met: boolean }
  /** KB 20.1-20.3: a side's run of Game-Turns ending with an edge duty failed. */
  | { kind: 'edge-streak'; rule: string; side: KbSide; turn: number; failedTurns: number }
  /** KB 20.2: the level moved one step toward the opponent for a failed edge duty. */
  | { kind: 'level-shift'; rule: string; against: KbSide; from: VictoryLevel; to: VictoryLevel }
  /** The VP total (20.1). */
  | { kind: 'vp-total'; rule: string; vp: number };

/** A decided game: who won, at what level, by which rule, and every count that led there. */
export interface KbVictory {
  scenario: KbScenarioId;
  /** 'automatic': at the point its rule says (any time, or a Game-Turn's end); 'end-of-game': at the scenario's last turn. */
  when: 'automatic' | 'end-of-game';
  /** null for a Draw. */
  winner: KbSide | null;
  level: VictoryLevel;
  rule: string;
  /** A plain sentence saying why. */
  reason: string;
  /** The Axis VP total (20.1's end of game); null elsewhere. */
  vp: number | null;
  events: VictoryEvent[];
}
