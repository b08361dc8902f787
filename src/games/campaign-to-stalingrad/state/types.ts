import type { HexId } from '#kernel/ids';
import type { CtsSide } from '../data/schema';
import type { OffMapBox } from './off-map-box';
import type { AttackStanding, DefenseStanding } from '../rules/combat/order';

/** Where a counter is (digest 4.2). */
export type UnitWhere = 'map' | 'off-map' | 'pending' | 'cadre' | 'cadre-lost' | 'withdrawn';

/** One counter's changing state (made only by state/unit-record.ts: one shape, members in this order). */
export interface UnitState {
  id: string;
  /** The hex on the map, or the edge hex it left by (off-map, 17.0); null elsewhere. */
  hex: HexId | null;
  where: UnitWhere;
  /** Steps left; the face shown is faces[faces.length - steps] (2.2.4). */
  steps: number;
  /** 13.0 */
  disrupted: boolean;
  /** 16.3: carries an Out Of Supply marker. */
  outOfSupply: boolean;
  /** 16.7: an Army HQ on its activated side. */
  activated: boolean;
  /** 19.4, 35.6: may not move. */
  frozen: boolean;
  /** 12.3: retreated into its hex earlier this Combat Phase. */
  retreatedThisPhase: boolean;
  /** 10.1.4: has attacked / been attacked this turn. */
  attacked: boolean;
  defended: boolean;
  /** 17.1: the turn it left the map (where = off-map; `hex` is the edge hex it left by); undefined (not in the JSON) if it never did. */
  leftMapTurn?: number;
  /** 20.4: a withdrawn unit's Return turn (where = withdrawn); undefined (not in the JSON) when none. */
  returnTurn?: number;
  /** 28.2: an Artillery Division shown on its mobile side; undefined (not in the JSON) on its non-mobile side and for every other unit. */
  mobile?: boolean;
  /** 33.0: in a game that plays Section III, the Off Map Box a unit off the map is in; undefined (not in the JSON) otherwise. */
  box?: OffMapBox;
}

export type Weather = 'clear' | 'rain' | 'snow' | 'overcast';

/** 25.0: one Game Turn's weather: the die read on the Weather Table, absent for a turn whose weather a scenario fixes (35.5). */
export interface WeatherRecord {
  turn: number;
  weather: Weather;
  roll?: number;
}

/**
 * CtS 24.0-24.4: one Major City hex being fought over (Errata 5: a state per city hex, not
 * one shared Control Track). The units on its display are the units of both sides standing
 * in the hex (the attacker's entered by 24.1, the defender's never left).
 */
export interface CityBattle {
  /** 24.1: the side whose first Advance result against the hex opened the battle. */
  attacker: CtsSide;
  /** 24.1: the quarters of the hex the attacker holds, 1 to 3; the defender holds the rest. */
  quarters: number;
  /** The Game Turn the battle opened (24.1: "through more than one turn"). */
  since: number;
  /**
   * 24.2-24.4: who holds each of the six sections of the display hex, section i bordering the
   * hexside towards the city's neighbour in the grid's direction i (rules/city/display-sections.ts).
   */
  sections: CtsSide[];
}

/** A game of Campaign To Stalingrad: plain JSON. */
export interface CtsState {
  /**
   * The engine that created the game when it is later than cts-2 (absent: a cts-2 game, played
   * on the map without ferry sites; engines.ts).
   */
  engineVersion?: string;
  scenario: string;
  turn: number;
  phasing: CtsSide;
  weather: Weather;
  /**
   * 25.0, 31.1: every turn's weather, oldest first, once the weather rules are played (game
   * option `weather: rolled`); absent otherwise. The Rasputitsa's "two turns in a row" (31.1)
   * reads its last two records (rules/weather/history.ts).
   */
  weatherLog?: WeatherRecord[];
  units: Record<string, UnitState>;
  /** 7.0: the side that last passed through or solely occupies each hex. */
  control: Record<string, CtsSide>;
  supplyPoints: Record<CtsSide, number>;
  depots: { side: CtsSide; hex: HexId }[];
  /** 34.2 (engine cts-7 on): Supply Depots in the Caucasus and Black Sea Coast boxes; absent when there are none. */
  boxDepots?: BoxDepot[];
  /**
   * 15.6: the rail hexes each side had not repaired when play began (those beyond its
   * railheads, 35.3). Absent: computed from the scenario (`rules/railroads/repair-state.ts`).
   */
  unrepairedRail?: Partial<Record<CtsSide, HexId[]>>;
  /** 15.6: the rail hexes each side has repaired since (repair is never undone). */
  repairedRail?: Partial<Record<CtsSide, HexId[]>>;
  /** 16.9: Transport Points left this player turn (3, not saved). */
  transport: Record<CtsSide, number>;
  /** 16.6: Depots that gave Attack Supply this Combat Phase, removed at its end. */
  depotsUsed: HexId[];
  /** 22.3, 32.1 (Section III): the Guard units still in the Soviet Guard Pool. Absent: the scenario has no pool. */
  guardPool?: string[];
  /** 31.1 (Section III): the Rasputitsa is on. Absent: off (so a game that never meets it hashes as before). */
  rasputitsa?: boolean;
  /** 36.6 [Change]: the armies whose one-combat scenario bonus has been taken. Absent: none (so a game without one hashes as before). */
  bonusesUsed?: string[];
  /** 34.0 (Section III): the Axis Control Markers of the Caucasus Campaign Display; absent in a game that does not play Section III (so its archive hashes as before). */
  caucasusMarkers?: import('./caucasus-markers').CaucasusMarkers;
  /** 41.0 (optional, game option hqLimits): the units each source (an Army HQ's id, "depot:HEX") gave Attack Supply to this Combat Phase; absent without the option or before the first battle. */
  attackSupplyGiven?: Record<string, string[]>;
  /** 21.0: Replacement counters in the Pool, by type. */
  replacementPool: Record<CtsSide, Record<string, number>>;
  /** 21.2: Replacement counters on the map (non-combat: no step, no ZOC, 21.3). */
  replacementsOnMap: { side: CtsSide; type: string; hex: HexId; moved?: boolean }[];
  /** 34.6 (Caucasus Display played, cts-6 on): Soviet Replacement counters entered in the Caucasus or Black Sea Coast box, absorbed there (21.4-21.5); absent when none (so a game without one hashes as before). */
  boxReplacements?: { type: string; box: 'caucasus' | 'black-sea-coast' }[];
  /** 34.6 "one ... per turn": the Game Turn the last replacement entered a Caucasus box; absent before the first. */
  boxReplacementTurn?: number;
  /** 15.3-15.4: what each side has moved by rail this turn. */
  railUse: Record<CtsSide, import('../rules/movement/rail-use').RailUse>;
  /** 4.2, 15.2: units that have moved (by ground or rail) this Movement Phase. */
  movedThisPhase: string[];
  /** 4.7: Movement Phase overruns declared this player turn, until their battles in the Combat Phase. Absent: none. */
  movementOverruns?: import('../rules/movement/movement-overrun').MovementOverrun[];
  /** 33.1.1 (2): the Soviet divisional-size units moved from one Off Map Box to another on `turn`; absent before the first such move. */
  boxMoves?: { turn: number; units: string[] };
  /** 34.1, 34.9: the boxes (Caucasus, Black Sea Coast) where `side` has attacked or advanced its marker unopposed on `turn`; absent before the first (so a game that never fights there hashes as before). */
  boxBattles?: { turn: number; side: CtsSide; boxes: OffMapBox[] };
  /** 34.4 (Caucasus Display played, cts-6 on): the non-motorized divisional units each side has moved between the Caucasus and Black Sea Coast boxes this turn; absent when none (so a game without one hashes as before), dropped as the turn ends. */
  coastMoves?: Partial<Record<CtsSide, number>>;
  /** 6.8a: the hexes of intersecting bonds as they stood when the Movement Phase began. */
  intersectingAtStart: HexId[];
  /** The phase of the phasing player's turn that waits for orders (3.1). */
  phase: 'movement' | 'combat';
  /** Each side's standing orders for battles (digest 6.1): kept until replaced. */
  standing: Partial<Record<CtsSide, { attacker?: AttackStanding; defender?: DefenseStanding } & import('../orders/schema').ReinforcementStanding & { air?: import('../rules/air/order').AirStanding }>>;
  /** 23.0: the air units (state/air.ts). */
  air: import('./air').AirState;
  /** 38.0 (optional, game option abstractAir): the abstracted air units' missions this Game Turn (state/abstract-air.ts); absent without the option. */
  abstractAir?: import('./abstract-air').AbstractAirState;
  /**
   * 8.2: the control marker of the Axis north-edge extension: the easternmost column of
   * the Axis friendly north edge (37 = hexes 1037 westward). Absent: the edge of 8.0.
   */
  axisNorthEdge?: number;
  /** 4.4.4: ferry sites (hexside key) whose two hexes a side controls, and the turn it took them. */
  ferries?: Record<string, { side: CtsSide; since: number }>;
  /** 20.2: replacements a side still owes for units withdrawn short of steps (absolute priority). */
  replacementDebt?: { side: CtsSide; unit: string; owed: number }[];
  /**
   * 19.1: reinforcements and Returns placed as the phasing player's Movement Phase began
   * (they may still be given an entry hex); kept through his player turn, in whose Supply
   * Phase they are in General Supply (19.1).
   */
  arrivedThisPhase?: string[];
  /** 21.1: the side whose replacement roll this Movement Phase still owes (the game's first Movement Phase opens at set-up, before any die is rolled); absent once rolled. */
  replacementRollDue?: CtsSide;
  /** 24.0 (game option majorCityBattles, or a Section II scenario): the Major City hexes being fought over, by hex; absent when none is. */
  cityBattles?: Record<string, CityBattle>;
  /** 27.1-27.7 (Section II): the Isolated Pockets and their Track boxes; absent: none (every game of Section I only). */
  pockets?: import('./pocket').IsolatedPocket[];
  /** Readings of the rules chosen as game options when the game was created (setup/game-options.ts); absent = the defaults. */
  rules?: import('../setup/game-options').CtsRuleReadings;
  /** Set once the victory check has run (35.8). */
  /** The side whose set-up window is open, before the first turn (35.1, game option `setup: players`); absent once set up. */
  setup?: CtsSide;
  /**
   * 35.1(4): the Soviet's set-up losses once taken (his own list, or the default ones when
   * his set-up window closes without one); absent until then. Once taken they stand.
   */
  setupLossesTaken?: string[];
  result: { ended: true; winner?: CtsSide; reason: string; vp: Record<CtsSide, number> } | null;
}

/** CtS 34.2: a Supply Depot in the Caucasus or Black Sea Coast box. */
export interface BoxDepot {
  side: CtsSide;
  box: 'caucasus' | 'black-sea-coast';
}
