import type { HexId, UnitId } from '#kernel/ids';
import type { PhaseOrder } from '../orders/declare';
import type { StandingOrders } from '../orders/standing';
import type { AirRecord } from './air-record';
import type { DosSide } from './sides';
import type { SupplyRecord } from './supply-record';
import type { ArrivalState } from './arrivals';
import type { ActivationState } from './activation';
import type { DosRuleReadings } from './game-options';

/**
 * Where a unit is. Map and unit definitions stay in the ruleset's closure; the state
 * holds only what changes during play. Plain JSON.
 */
export interface UnitState {
  /** The hex it occupies; null when not on the map. */
  hex: HexId | null;
  /** Steps left: 2 = full two-step unit, 1 = one-step or reduced (DoS 2.12). */
  steps: number;
  /**
   * on-map; eliminated (dead pile); pending = a reinforcement not yet entered (DoS 8.1);
   * withdrawn = removed from play by the GT6 withdrawal (8.7).
   */
  status: 'on-map' | 'eliminated' | 'pending' | 'withdrawn';
  /** Untried Soviet units (DoS 2.14): true once the unit has been in combat. */
  revealed?: boolean;
}

/** The player turn's two phases in the order declared (DoS 5.4, 5.5). */
export type PhaseKind = 'combat' | 'movement';

/** Bookkeeping of the phase being adjudicated; empty between windows. */
export interface PhaseFlags {
  /** Units that moved this phase (DoS 9.2). */
  moved: UnitId[];
  /** Start hexes of stacks that have moved this phase, in order (DoS 9.6). */
  movedFrom: HexId[];
  /** Units that attacked this phase (DoS 11.4). */
  attacked: UnitId[];
  /** Units that defended against a prepared assault this phase (DoS 11.4: once each). */
  defended: UnitId[];
  /** Units that retreated this phase into a hex already holding friendly units (DoS 11.35). */
  retreatedInto: Record<string, HexId>;
  /** Reinforcements entered this movement phase, by entry hex (DoS 8.1: one full stack per hex). */
  entered?: Record<string, UnitId[]>;
  /** Units that made a mobile assault this phase (DoS 9.24: one each per phase). */
  assaulted?: UnitId[];
  /** Hexes mobile-assaulted this phase, once per assault (a hex may be assaulted again, 9.24). */
  assaultTargets?: HexId[];
  /** Units moved by sea this phase (DoS 9.18). */
  seaMoved?: UnitId[];
}

export interface DosOutcome {
  winner: DosSide;
  /** Plain English with the rule, e.g. "a Soviet unit entered Kursk 0233 (DoS 4.6)". */
  reason: string;
}

export interface DosState {
  /** Scenario id, e.g. "operation-blue". */
  scenario: string;
  /** Game turn, 1-based. */
  turn: number;
  /** The player turn (its side) and which of its two windows is open (0 = opening). */
  at: { side: DosSide; step: 0 | 1 };
  /** The phase order declared for the current player turn; null before the opening window closes. */
  phaseOrder: PhaseOrder | null;
  /** One-time sequences of DoS 5.5 already used, by side. */
  oneTime: Partial<Record<DosSide, PhaseOrder>>;
  /**
   * Never changed in place: a change replaces the record (state/unit-writes.ts), so its
   * identity keys the per-position caches (occupancy, armies).
   */
  units: Readonly<Record<string, Readonly<UnitState>>>;
  /**
   * Hex control (DoS 3.4): only the hexes whose controller differs from the scenario's
   * starting control, keys sorted. Every other hex has its starting controller.
   */
  control: Readonly<Record<string, DosSide>>;
  /** German victory points (DoS 4.1-4.4). */
  vp: number;
  /** Don-Volga fortification hexes destroyed by German-side occupation (DoS 11.23), sorted. */
  fortsDestroyed: readonly HexId[];
  /** DoS 3.2: a Soviet unit crossed the start line, so German army release no longer applies. */
  armyRestrictionsLifted: boolean;
  /** Whether the Stalingrad O-Ring still stands (DoS 11.24). */
  oRingIntact: boolean;
  /** Each side's standing orders, replaced by the next file that carries any. */
  standing: Partial<Record<DosSide, StandingOrders>>;
  /** Supply markers, Taman, the aerial marker and the 4.3 pile (DoS 7.x, 4.3). */
  supply: SupplyRecord;
  /** Reinforcements, withdrawals and the Taman arrival (DoS 8.1-8.7). */
  arrivals: ArrivalState;
  /** Soviet front-line and Reserve Army freezes lifted (DoS 3.2, 8.4). */
  activation: ActivationState;
  phase: PhaseFlags;
  /** This game turn's weather state (DoS 5.2 III, 10.0, reconstructed); absent = normal weather. */
  weather?: string;
  /** The German ground-support aircraft this game turn (DoS 11.25, 9.27, 9.18). */
  air?: AirRecord;
  /** The game turn the Soviet flooded the Manych (DoS 9.32, once per game); absent = not yet. */
  manychFlood?: number;
  /** DoS Uranus U-9: the scenario's hold order (Festung Stalingrad) was lifted; absent = not lifted or none. */
  holdLifted?: boolean;
  /** The side whose set-up window is open, before game turn 1 (DoS 12.1); absent once the set-up is done. */
  setup?: DosSide;
  /** The rule readings chosen by game option (DoS 5.6, 11.14, 11.23); absent = every default. */
  rules?: DosRuleReadings;
  /** Set once the game has ended (DoS 4.5, 4.6). */
  ended: DosOutcome | null;
}

export const emptyPhaseFlags = (): PhaseFlags => ({
  moved: [],
  movedFrom: [],
  attacked: [],
  defended: [],
  retreatedInto: {},
});
