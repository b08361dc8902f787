import type { SosEngineering } from './engineering';
import type { SosWithdrawalRecord } from './withdrawals';

/**
 * The position of a game of Streets of Stalingrad as the rules see it: where every piece of
 * the scenario is, with the markers it carries, and the markers on the map. Plain JSON,
 * never changed in place, no optional keys (null rather than absent), so its canonical JSON
 * is the same however it was made.
 */

/** A place a piece may be: a hex ("0531"), an East Bank box (EB-N, EB-C, EB-S) or a German off-map box (GB-1 to GB-4). */
export type SosPlace = string;

/** One counter of the scenario and what lies on it (SoS 9.11, 8.7, 7.5). */
export interface SosPieceState {
  /** Where the piece is; null while it has not arrived (a reinforcement, 21.2) or once it is out of play. */
  at: SosPlace | null;
  /** Eliminated (9.8, 9.88); its `at` is null. */
  eliminated: boolean;
  /** 9.11, 9.111, 9.112: a "pinned" marker. */
  pinned: boolean;
  /** 9.11, 9.113: a "spent" marker. */
  spent: boolean;
  /** 8.71-8.75: a "dismounted" marker. */
  dismounted: boolean;
  /** 7.5, 7.6: revealed to the enemy until it is hidden again. */
  revealed: boolean;
}

/** The markers on the map, by hex, each list sorted. */
export interface SosMarkers {
  /** 9.02a, 9.64: hexes with an "attack" marker. */
  attack: string[];
  /** 10.6: hexes with a "breakthru" marker. */
  breakthru: string[];
}

/** The table a bombardment is read on (14.45, 14.5), or interdiction without a roll (14.84). */
export type SosBombardTable = 'crt' | 'wbbt' | 'ebbt' | 'interdict';

/**
 * SoS 14.48: one bombardment placed in a Simultaneous Bombardment Phase, as the check of
 * its window read it (the markers are public: the second placer sees the first's).
 */
export interface SosBombardment {
  side: 'german' | 'soviet';
  target: SosPlace;
  table: SosBombardTable;
  /** The IF units firing (14.03: each places its explosion marker), in the order given. */
  units: string[];
  /** Their AF together (9.19, 14.03). */
  af: number;
  /** SoS 14.31: the one Spotting Table situation that applies (the least favourable of its spotters'). */
  spotting: string;
  /** SoS 14.3: a named leader spots the adjacent target (WBBT -1). */
  namedLeaderAdjacent: boolean;
  /** SoS 14.52: a German OP on Mamayev Kurgan (1039) spots an East Bank box. */
  opOn1039: boolean;
  /** SoS 15.1-15.3: the German Stukas in the bombardment, or null. */
  stukas: SosStukaStrike | null;
  /** SoS 14.95: the OP units that spot for it (absent when none does). */
  opSpotters?: string[];
}

/** SoS 15.13-15.17, 15.31: Stuka units placed against a target, before the Soviet AA fires at them (15.42). */
export interface SosStukaStrike {
  count: number;
  /** SoS 15.17: the LW OP sees the target hex (-1). */
  lwOpSees: boolean;
  /** SoS 15.31: the LW OP is on 1039, for an East Bank box (EBBT -1). */
  lwOpOn1039: boolean;
}

/** SoS 14.84: IF explosion markers left on a hex without a roll, until the end of the next Attack or Exploit Attack Phase. */
export interface SosInterdiction {
  side: 'german' | 'soviet';
  hex: string;
  af: number;
  /** The Simultaneous Bombardment Phase it was placed in (2, 6, 9 or 13). */
  phase: number;
  /** SoS 14.03, 14.04: the IF units whose explosion markers lie there (none for Stukas, 15.22); absent in games begun before it was kept. */
  units?: string[];
}

/**
 * SoS 11.2, 7.6, 8.31, 8.32, 9.46: a unit that opportunity-fired, and when. It stays revealed
 * until the end of the enemy's next Attack or Exploit Attack Phase (7.6); the record goes then.
 */
export interface SosOpportunityFired {
  unit: string;
  turn: number;
  phase: number;
  /** The turn and phase at whose end it is hidden again (7.6). */
  untilTurn: number;
  untilPhase: number;
}

/**
 * SoS 14.95, 14.96: an OP unit that spotted for artillery (it may not move in its side's next
 * movement phase) or that moved (it may not spot in the phase immediately following), in
 * (`turn`, `phase`); the restriction holds in (`untilTurn`, `untilPhase`) and the record goes after it.
 */
export interface SosOpRecord {
  unit: string;
  turn: number;
  phase: number;
  untilTurn: number;
  untilPhase: number;
}

/** SoS 9.101, 14.11: artillery that moved (or entered) and may not fire until the end of its side's next Attack or Exploit Attack Phase (`untilTurn`, `untilPhase`). */
export interface SosMoved {
  unit: string;
  turn: number;
  phase: number;
  untilTurn: number;
  untilPhase: number;
}

export interface SosState {
  /** The turn (4.1: one day); the sides set up before phase 1 of the first turn (2.31). */
  turn: number;
  /** Every counter of the scenario by id, in id order. */
  pieces: Record<string, SosPieceState>;
  markers: SosMarkers;
  /** SoS 14.48: the bombardments placed in the open Simultaneous Bombardment Phase, first placer's first; [] between phases. */
  bombardments: SosBombardment[];
  /** SoS 14.02, 14.03: the IF units whose explosion marker is out (fired this turn), sorted; they rejoin in the next Administrative Phase. */
  ifFired: string[];
  /** SoS 14.84: interdicted hexes. */
  interdiction: SosInterdiction[];
  /**
   * SoS 9.14, 9.61, 9.115: the hexes with an "attack" marker that have been attacked since it
   * was placed, sorted; they need not be attacked again in the Exploit Attack Phase. Emptied
   * with the markers at the end of each Exploit Attack Phase.
   */
  attacked: string[];
  /** SoS 11.2, 7.6: the units that opportunity-fired and are still revealed by it, by unit. */
  opportunityFired: SosOpportunityFired[];
  /** SoS 9.101, 14.11: the artillery that moved and may not fire yet, by unit. */
  moved: SosMoved[];
  /** SoS 15.11, 15.21, 15.33, 15.45: Stuka units used or aborted this turn (the "Stukas Unavailable" box); 0 again in the Administrative Phase. */
  stukasUsed: number;
  /** SoS 15.42: the Soviet AA units that have fired at Stukas in an Attack or Exploit Attack Phase, with that phase (they fire once a phase); null before any. */
  aaFired: { turn: number; phase: number; units: string[] } | null;
  /** SoS 16.52, 16.56: the River Flotilla units used this turn, each with its phase and the East Bank box it came from (and goes back to); emptied in the Administrative Phase. */
  flotillaUsed: SosFlotillaUse[];
  /** SoS 16.57: the eliminated River Flotilla units and the turn they come back to an East Bank box, at the start of the Soviet Movement Phase 10. */
  flotillaReturns: SosFlotillaReturn[];
  /**
   * SoS 9.65: how many times each hex has been attacked in `turn` (bombardments, breakthrough
   * attacks and attacks), at most eight; absent before the first attack counted.
   */
  hexAttacks?: { turn: number; counts: Record<string, number> };
  /** SoS 14.95: the OP units that spotted for artillery and may not move in their side's next movement phase; absent when none. */
  opSpotted?: SosOpRecord[];
  /** SoS 14.96, 9.85: the OP units that moved (a join and an advance after combat included) and may not spot in the next phase; absent when none. */
  opMoved?: SosOpRecord[];
  /** SoS 14.94: the OP units pinned in (`turn`, `phase`), which may still spot in that phase; absent when none. */
  opPinned?: SosOpRecord[];
  /** SoS 14.71-14.75: each side's Ammunition Status Table markers. */
  ammunition: Record<'german' | 'soviet', SosAmmunition>;
  /**
   * SoS 19.4, 19.6: the "Out of Supply" marker on each isolated unit, by unit in id order: a
   * Soviet unit's number of consecutive Administrative Phases isolated, a German unit's 1;
   * absent when no unit has one.
   */
  outOfSupply?: Record<string, number>;
  /** SoS 16.83: the NKVD regiments that have made their once-a-game reliability roll, sorted; absent before any. */
  nkvdReliability?: string[];
  /** SoS 18.41, 18.42: the wounded leaders on the Turn Column Track, each with the turn he may return; absent when none. */
  leaderReturns?: SosLeaderReturn[];
  /** SoS 18.52, 18.54: the army commanders or replacement HQs that came (back) into play, with the turn they arrived; absent when none. */
  commandArrivals?: SosCommandArrival[];
  /** SoS 17.0: engineering tasks in progress, and the fortifications, minefields and bridges built; absent when none. */
  engineering?: SosEngineering;
  /**
   * SoS 21.41: each side's Replacements Saved Table, the points by kind ("Pz" German armor,
   * "AF" infantry, engineers and artillery, 21.42) granted by the scenario and not yet spent;
   * absent before the first points are granted.
   */
  replacementPoints?: Record<'german' | 'soviet', SosReplacementPoints>;
  /** SoS 21.51-21.54, 3.5, 3.7: the campaign's German withdrawals (state/withdrawals.ts); absent before the first. */
  withdrawals?: SosWithdrawalRecord;
  /**
   * SoS 15.52: the campaign's (scenario #3) Stuka units of `turn`, 22 less the German's d10
   * (`die`) in that turn's Administrative Phase; absent before the first roll (turn 2).
   */
  campaignStukas?: { turn: number; die: number; units: number };
  /** SoS 15.53: the turns the Soviet's d10 made bad weather (the "bad weather" markers on the Turn Column Track), sorted; absent before any. */
  badWeather?: number[];
  /**
   * SoS 20.7: the leaders removed because consolidation took every unit of their formation
   * off the map, sorted; each may come back when a unit of his formation is rebuilt with
   * replacement points (21.41). Absent when none.
   */
  consolidationRemoved?: string[];
}

/** SoS 21.41, 21.42: one side's saved replacement points by kind (the Soviet's Pz are always 0). */
export interface SosReplacementPoints {
  Pz: number;
  AF: number;
}

/** SoS 18.41: a wounded leader on the Turn Column Track, and the turn he may return from (in his side's Movement Phase, 18.42). */
export interface SosLeaderReturn {
  unit: string;
  turn: number;
}

/** SoS 18.52, 18.54: Chuikov, Paulus or von Seydlitz, or the HQ replacing him, placed in a box in `turn`: his side makes no attack in that turn. */
export interface SosCommandArrival {
  unit: string;
  turn: number;
}

/** SoS 16.52: one River Flotilla unit used (once a turn), from its East Bank box. */
export interface SosFlotillaUse {
  unit: string;
  turn: number;
  phase: number;
  box: SosPlace;
  /** SoS 16.54: placed with the crossers in a movement phase, lost first to German opportunity fire at the units moving in its hex. */
  takeLosses: boolean;
}

/** SoS 16.57: an eliminated River Flotilla unit and the turn it returns, to `box`. */
export interface SosFlotillaReturn {
  unit: string;
  turn: number;
  box: SosPlace;
}

/** SoS 14.71-14.75: one side's ammunition, as its red (shortage) and yellow (saved) markers show it. */
export interface SosAmmunition {
  /** SoS 14.75: IF AF points saved: the AF of its IF units on the map not fired in a turn, less what later shortages used. */
  saved: number;
  /** SoS 14.71, 14.72, 14.75: this turn's shortage in AF points, the saved points applied (0 without a roll). */
  shortage: number;
  /** SoS 14.73, 14.74: the IF units that may not fire this turn, sorted. */
  held: string[];
}

/** No shortage, nothing saved (the start of a game). */
export const freshAmmunition = (): SosState['ammunition'] => ({ german: { saved: 0, shortage: 0, held: [] }, soviet: { saved: 0, shortage: 0, held: [] } });

/** A piece as it starts: unmarked, at `at`. */
export const freshPiece = (at: SosPlace | null): SosPieceState => ({ at, eliminated: false, pinned: false, spent: false, dismounted: false, revealed: false });
