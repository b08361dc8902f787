import type { HexId } from '#kernel/ids';
import type { CommandResult } from '../data/tables';
import type { Weather } from '../data/trt';
import type { KbScenarioId, KbSide } from '../data/ids';

/**
 * A game of Kharkov Battles: plain JSON, never changed in place (every rule returns a new
 * state), with `null` rather than absent values so that its canonical JSON is the same
 * however it was made. Counter facts (strength, class, steps printed) live in the unit
 * data (data/units.ts); only what changes in play is here.
 */
export interface KbState {
  scenario: KbScenarioId;
  /** The map the scenario is played on (20.1-20.3). */
  map: 'KB' | 'KH';
  /** Where play stands in the Sequence of Play (4.1). */
  at: TurnPointer;
  weather: Weather;
  /** KB 19.11: a Mud roll came up; Mud for the rest of the game (digest A34). */
  mudForRest: boolean;
  /** Every counter of the scenario, by unit id. */
  units: Record<string, KbUnitState>;
  /** KB 2.3: who owns each hex in play, by hex id. */
  owner: Record<string, KbSide>;
  /** Markers placed on the map (5.4, 18.1, 18.2, 20.1, 20.3). */
  markers: MapMarkers;
  /** KB 2.6, 2.7a: the chits in each side's Strength Chit Pool (not under a unit), sorted. */
  chitPools: Record<KbSide, string[]>;
  /** KB 5.11: each side's Air Points in its 'Available for Sortie' box this Game-Turn (5.12: removed at End Turn). */
  airPoints: Record<KbSide, number>;
  /** KB 9.2: the Axis Support Points saved on the Replacement & Support Track. */
  supportPoints: number;
  /** KB 16.0: Replacement Points in hand (Axis saved, Soviet use-or-lose). */
  replacementPoints: Record<KbSide, { mech: number; nonMech: number }>;
  /** KB 18.21: Pontoon Bridges the Soviet player may still place. */
  pontoonsToPlace: number;
}

/** KB 4.1: the stages of a Game-Turn. */
export type KbStage = 'preparation' | 'axis' | 'soviet' | 'end-turn';

/** KB 4.1: the phases named in the Sequence of Play outline (A.1-A.5, B.1-B.3, C.1-C.4, D). */
export type KbPhase =
  | 'weather' // A.1, 19.0
  | 'air-allocation' // A.2, 5.1
  | 'supply' // A.3 MSDP, 8.0
  | 'maintenance' // A.4, 9.2, 15.2
  | 'reinforcement' // A.5 MRRP, 16.0, 17.0
  | 'command' // C.1, 13.0 (Soviet only)
  | 'construction' // B.1 / C.2, 18.14
  | 'movement' // B.2 / C.3, 10.0
  | 'combat' // B.3 / C.4, 12.0
  | 'end-turn'; // D

export interface TurnPointer {
  turn: number;
  stage: KbStage;
  phase: KbPhase;
}

/** Where a counter is. */
export type UnitWhere =
  | 'map'
  /** KB 17.0: in an Entry Area off the map, waiting to enter (`entryArea`). */
  | 'entry-area'
  /** KB 17.0, 20.1: on the reinforcement chart (scheduled, or an Ersatz battalion waiting). */
  | 'reinforcement-chart'
  /** KB 16.31: eliminated Soviet rifle divisions and silhouette mech units that may return. */
  | 'replacement-pool'
  /** KB 15.21: German infantry divisions broken down into regiments. */
  | 'breakdown-pool'
  /** KB 15.13, 16.35: on the Turn Record Track until `returnTurn`. */
  | 'trt'
  /** KB 16.36: never returns. */
  | 'permanent-dead'
  /** KB 15.2, 15.23: a generic breakdown regiment not on the map (the counter mix's spares). */
  | 'spare'
  /** KB 17.0: withdrawn by the scenario's schedule. */
  | 'withdrawn';

/**
 * KB 8.0, 8.3: the three general supply states (8.31 Operational, 8.32 Out of Supply, 8.33
 * Isolated); 'out-of-supply' and 'isolated' carry a marker. The one spelling used by the state,
 * the supply rules and combat.
 */
export type SupplyState = 'operational' | 'out-of-supply' | 'isolated';

/** One counter's changing state. */
export interface KbUnitState {
  id: string;
  where: UnitWhere;
  /** The hex on the map (where = 'map'); null elsewhere. */
  hex: HexId | null;
  /** KB 17.0: the Entry Area it waits in (where = 'entry-area'); null elsewhere. */
  entryArea: string | null;
  /**
   * KB 2.7: steps left. A Combat Rating unit: 3 full, 2 with its chit reduced, 1 its cadre;
   * a two-step unit: 2 full, 1 its cadre; a one-step unit: 1.
   */
  steps: number;
  /** KB 2.6: the Strength Chit under the unit, hidden from the opponent; null until drawn. */
  chit: { id: string; face: 'full' | 'reduced' } | null;
  /** KB 8.3 (8.31: Operational at the start and on entering play). */
  supply: SupplyState;
  /** KB 13.0: a Soviet unit's army is committed; Axis units are always true. */
  committed: boolean;
  /** KB 9.2, 4.1 D: an Axis HQ shows its Supported side (a Soviet HQ: false). */
  hqSupported: boolean;
  /** KB 20.1 optional: the Popov HQ is flipped to 'Out of Gas'. */
  outOfGas: boolean;
  /** Unit markers (5.23 of the digest lists when each is placed and removed). */
  marks: UnitMarks;
  /** KB 15.13, 16.35: the turn it may return from the TRT (where = 'trt'); null elsewhere. */
  returnTurn: number | null;
  /**
   * KB 2.72 optional (digest A35): drawn from the pool and not yet revealed: the Axis sees
   * the 'Untried' face, not the unit. Absent otherwise (never false).
   */
  untried?: true;
}

export interface UnitMarks {
  /** KB 9.4: no full support this turn (removed at End Turn). */
  limitedSupport: boolean;
  /** KB 11.28: until the end of the owner's next combat phase. */
  disorganized: boolean;
  /** KB 16.22: received replacements this turn: may not move or attack. */
  repl: boolean;
  /** KB 13.2: out of command (removed at End Turn). */
  ooc: boolean;
  /**
   * KB 13.2: the C&C Table's result that placed the 'OOC' marker ('halt': may neither move
   * nor attack; 'hold': may move but not attack), null without the marker. A state stored
   * before the result was kept has no such field: its marker is read as a 'halt', as it was
   * then played (state/unit-status.ts `commandResultOf`).
   */
  oocResult: OocResult | null;
  /** KB 12.1, 7.26: part of a designated attack, until its combat resolves. */
  preparedAssault: boolean;
}

/** KB 13.2: the C&C results that mark a unit OOC. */
export type OocResult = Exclude<CommandResult, 'normal'>;

/** A unit's marks when it carries no marker: set up, arriving, rebuilt or broken down. */
export const noMarks = (): UnitMarks => ({ limitedSupport: false, disorganized: false, repl: false, ooc: false, oocResult: null, preparedAssault: false });

/** KB 18.14: a Fortified Zone being built (Building 3, 2, 1) or complete (0). */
export interface FortifiedZone {
  hex: HexId;
  side: KbSide;
  building: 3 | 2 | 1 | 0;
  /** KB 18.1: marked on the map, so it "may never be destroyed" (an enemy entering leaves it, unlike 18.16's). */
  printed?: true;
}

export interface MapMarkers {
  /** KB 18.1, sorted by hex. */
  fortifiedZones: FortifiedZone[];
  /** KB 18.21: the marker's hex and the hex across the bridged hexside, sorted by hex. */
  pontoons: { hex: HexId; across: HexId }[];
  /** KB 5.41-5.42: city hexes with Rubble (never removed), sorted. */
  rubble: HexId[];
  /** KB 5.3: road hexes closed to Soviet Strategic Movement by an Axis Air Point this turn, sorted. */
  interdicted: HexId[];
  /** KB 20.1, 20.3: frontline markers on edge hexes, sorted by hex. */
  frontlines: { side: KbSide; hex: HexId }[];
}
