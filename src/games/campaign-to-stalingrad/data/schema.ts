import { z } from 'zod';
import { CaucasusDisplaySchema } from './caucasus-display';
import { BonusSchema, OpeningCityBattleSchema } from './scenario-extras';
import { MapDataSchema } from '#kernel/map/schema';

/**
 * The generated bundle of Campaign To Stalingrad (scenarios/campaign-to-stalingrad/dist),
 * parsed once at load. Everything the rules read as numbers lives here, not in code.
 */
export const SideSchema = z.enum(['axis', 'soviet']);
export type CtsSide = z.infer<typeof SideSchema>;

export const FaceSchema = z.object({ attack: z.number(), defense: z.number(), move: z.number() });
export type Face = z.infer<typeof FaceSchema>;

export const UnitTypeSchema = z.enum([
  'army-group-hq', 'front-hq', 'army-hq', 'panzer', 'motorized', 'infantry', 'jaeger', 'oil',
  'rifle', 'cavalry', 'tank', 'mechanized', 'flak', 'artillery', 'engineer',
  // 23.7: an Air HQ is a ground counter (a defense, one step, no ZOC, stacking 0)
  'air-hq',
]);
export type UnitType = z.infer<typeof UnitTypeSchema>;

const UnitSpecFields = z.object({
  id: z.string(),
  name: z.string(),
  side: SideSchema,
  nationality: z.enum(['german', 'hungarian', 'italian', 'rumanian', 'slovakian', 'soviet']),
  branch: z.enum(['regular', 'guard', 'nkvd', 'naval', 'luftwaffe']).default('regular'),
  type: UnitTypeSchema,
  size: z.enum(['II', 'III', 'X', 'XX', 'XXX', 'XXXX', 'XXXXX']),
  army: z.string(),
  /** One face per step, full strength first (2.2.4). */
  faces: z.array(FaceSchema).min(1),
  /**
   * 28.1: an Artillery Division's mobile side (a reduced Attack Factor and a Movement
   * Allowance); its `faces` hold the non-mobile side (the full Attack Factor, MA 0).
   */
  mobileSide: FaceSchema.optional(),
  /** An Army HQ's non-activated side moves this much (16.7). */
  inactiveMove: z.number().optional(),
  /** 23.7: an Air HQ's Support Factor on its mobile (reduced) and non-mobile (full) side. */
  support: z.object({ mobile: z.number().int().min(0), fixed: z.number().int().min(0) }).optional(),
  /** 44.0: a Heavy Tank regiment (KV tanks), which the optional Soviet Armor rule names; none in the Fall Blau order of battle. */
  heavy: z.literal(true).optional(),
  /**
   * The engine whose games first hold the counter (absent: every engine's): a game of an
   * earlier engine is set up and replays without it (data/engine-bundle.ts), so its archive
   * verifies as it was played.
   */
  engine: z.string().optional(),
  /** The scenarios whose order of battle holds the counter (absent: every scenario); a counter of Operation Uranus alone is not in a Fall Blau state. */
  scenarios: z.array(z.string()).optional(),
  /** Of `scenarios`, those whose games hold the counter only from a later engine than `engine` (scenario id to engine; data/engine-bundle.ts). */
  scenariosFrom: z.record(z.string(), z.string()).optional(),
  note: z.string().optional(),
});

/**
 * A counter. CtS 28.1 "Artillery divisions have two sides. A mobile side and a non-mobile side"
 * and "All Artillery Divisions have only one step": an Artillery Division's counter has one face
 * (its non-mobile side) and its mobile side in `mobileSide`, never a second face, which would
 * read as a second step (and give it a ZOC, 6.1).
 */
export const UnitSpecSchema = UnitSpecFields.superRefine((u, issues) => {
  if (u.type === 'artillery' && u.faces.length > 1) issues.addIssue({ code: 'custom', path: ['faces'], message: `${u.id}: an Artillery Division has only one step (CtS 28.1): give its non-mobile side as its one face and its mobile side as mobileSide` });
});
export type UnitSpec = z.infer<typeof UnitSpecSchema>;

/** CtS 23.1: an air unit counter (B, GS, F, FB); Air HQs are ground counters (type air-hq). */
export const AirUnitSpecSchema = z.object({
  id: z.string(),
  name: z.string(),
  side: SideSchema,
  nationality: z.enum(['german', 'hungarian', 'italian', 'rumanian', 'slovakian', 'soviet']),
  type: z.enum(['B', 'GS', 'F', 'FB']),
  /** Air-to-air values (23.9). */
  attack: z.number(),
  defense: z.number(),
  /** Bombing Factor (23.11, 23.12); 0 when the counter has none. */
  bombing: z.number(),
  /** Range in hexes to its Support (23.4-23.6). */
  range: z.number(),
  note: z.string().optional(),
});
export type AirUnitSpec = z.infer<typeof AirUnitSpecSchema>;

const Provenance = { provenance: z.enum(['printed', 'reconstructed']), note: z.string() };
const Pair = z.tuple([z.number(), z.number()]);

/** CtS 27.2: the five conditions of an Isolated Pocket, best first. */
export const PocketConditionSchema = z.enum(['full', 'partial', 'depleted', 'shortage', 'critical']);
export type PocketCondition = z.infer<typeof PocketConditionSchema>;

export const TablesSchema = z.object({
  crt: z.object({
    ...Provenance,
    columns: z.array(z.string()),
    losses: z.record(z.string(), z.array(z.string())),
    advance: z.record(z.string(), z.array(z.number().int().min(0))),
  }),
  terrain: z.object({
    ...Provenance,
    enter: z.record(z.string(), Pair),
    leave: z.record(z.string(), Pair),
    road: Pair,
    hexside: z.record(z.string(), z.union([Pair, z.literal('entire')])),
    combatZone: z.number(),
    combat: z.record(z.string(), z.object({ defense: z.number().optional(), shift: z.number().optional(), attack: z.number().optional(), note: z.string() })),
  }),
  stacking: z.object({ limit: z.number(), value: z.record(z.string(), z.number()) }),
  magnitude: z.object({ value: z.record(z.string(), z.number()), lastStep: z.number(), threshold: z.number(), dice: z.number().int() }),
  advance: z.object({ nonMotorized: z.number(), cavalry: z.number(), outOfSupplyMotorized: z.number() }),
  supply: z.object({
    lineOfSupply: z.record(z.string(), z.number()),
    income: z.number(),
    cap: z.number(),
    transportPoints: z.number(),
    transportMultiple: z.number(),
    /** 25.0 [Change]: a Transport Point's length in hexes during Rain. */
    transportMultipleRain: z.number(),
  }),
  rail: z.record(SideSchema, z.object({ divisions: z.number(), motorized: z.number(), perSecondaryHex: z.number() })),
  replacements: z.object({
    ...Provenance,
    axis: z.object({ columns: z.array(z.string()), rows: z.record(z.string(), z.array(z.number().int())) }),
    soviet: z.object({ columns: z.array(z.string()), rows: z.record(z.string(), z.array(z.number().int())) }),
    pool: z.record(SideSchema, z.record(z.string(), z.number().int().min(0))),
    /** 21.2-21.3: the movement allowance of a replacement counter, by type. */
    movement: z.object({ ...Provenance, allowance: z.record(z.string(), z.number()), default: z.number() }).optional(),
  }),
  /**
   * 23.12 the Bombardment Table: the column of the bombarding air units' summed Bombing
   * Factors (the highest whose `min` it reaches), one die; a result is '-', 'D' (the units
   * in the hex are Disrupted) or 'D1', 'D2' (Disrupted and that many step losses).
   */
  bombardment: z.object({
    ...Provenance,
    columns: z.array(z.object({ label: z.string(), min: z.number().int().min(1) })).min(1),
    results: z.record(z.string(), z.array(z.string().regex(/^(-|D|D[1-9])$/)).length(6)),
  }),
  /**
   * 25.0 the Weather Table: one die "under the appropriate month". `months` maps the Turn
   * Record Track's turns to months (each month from its first turn on); `results` gives,
   * per month, the weather of a die of 1..6 (`snow` is the Snow Storm).
   */
  weather: z.object({
    ...Provenance,
    months: z.array(z.object({ month: z.string(), firstTurn: z.number().int().min(1) })).min(1),
    results: z.record(z.string(), z.array(z.enum(['clear', 'rain', 'snow', 'overcast'])).length(6)),
  }),
  /**
   * 27.2-27.5 the Isolated Pocket Track (`boxes`: each box's condition, box 1 first;
   * `surrender`: the box from which a pocket whose best unit is of that class surrenders) and
   * 27.4 the Air Transport Table (per distance column, the marker's move for a modified die of
   * 0..7). Absent in a bundle without Section II.
   */
  pockets: z
    .object({
      ...Provenance,
      boxes: z.array(PocketConditionSchema).min(13),
      surrender: z.object({ allied: z.number().int(), soviet: z.number().int(), guard: z.number().int(), german: z.number().int() }),
      airTransport: z.object({
        columns: z.array(z.object({ label: z.string(), upTo: z.number().int().min(1).optional() })).min(1),
        results: z.record(z.string(), z.array(z.number().int()).length(8)),
      }),
    })
    .optional(),
});
export type Tables = z.infer<typeof TablesSchema>;

/** CtS 23.9, 23.15, 23.16: the air game's numbers (tables.yaml `air`). */
export const AirTablesSchema = z.object({
  /** 23.9: Air-to-Air Combat Table, 2 dice by differential column (attack - defense, capped at the end columns). */
  airToAir: z.object({
    ...Provenance,
    columns: z.array(z.number().int()),
    /** Per column (as a string), the result of each 2-dice total 2..12: '-', AA, AE, DA, DE. */
    results: z.record(z.string(), z.array(z.enum(['-', 'AA', 'AE', 'DA', 'DE'])).length(11)),
  }),
  /** 23.15: air units usable by Army HQs activated (index = activations; the last entry and beyond: all). */
  limits: z.object({ byActivations: z.array(z.number().int()), allFrom: z.number().int(), perSupplyPoint: z.number().int() }),
  /** 23.9.1: the non-phasing F/FB reach; 23.16: the Isolated divisions above which bombers stay home. */
  defensiveFighterReach: z.number().int(),
  bomberBanIsolated: z.number(),
});
export type AirTables = z.infer<typeof AirTablesSchema>;

/**
 * CtS 20.1-20.4: one Withdrawal of the Turn Record Track: on `turn` the named `unit` (or
 * any unit of `type`, as the turn-25 Soviet Tank Corps of the errata) leaves play with at
 * least `steps` steps (the Withdraw graphic, 20.2); it comes back as a Return on `returns`.
 */
export const WithdrawalSchema = z
  .object({
    turn: z.number().int(),
    side: SideSchema,
    unit: z.string().optional(),
    type: UnitTypeSchema.optional(),
    /** With `type`: only units of this size (Errata 3E: "any Soviet Tank Corps", a tank unit of size XXX, not a Tank Brigade). */
    size: UnitSpecFields.shape.size.optional(),
    steps: z.number().int().min(1),
    returns: z.number().int().optional(),
  })
  .refine((w) => (w.unit === undefined) !== (w.type === undefined), { message: 'a withdrawal names a unit or a unit type' });
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

/**
 * A scenario's Victory Points (35.8, 36.8, 37.4). `reckoning: campaign-game` is the Campaign
 * Game's count (37.4-37.6): no points for units, the most points wins, and the automatic
 * victory of 37.5; absent: Fall Blau's (35.8), or Operation Uranus's when `sovietMargin` is given (36.8).
 */
export const VictorySchema = z.object({
  axisMargin: z.number(),
  sovietMargin: z.number().optional(),
  reckoning: z.literal('campaign-game').optional(),
  axis: z.record(z.string(), z.number()),
  soviet: z.record(z.string(), z.number()),
});

export const ScenarioSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  firstTurn: z.number().int(),
  lastTurn: z.number().int(),
  /** The rulebook sections the scenario plays beyond Section I (rules/sections.ts); absent: Section I only. */
  sections: z.array(z.union([z.literal(2), z.literal(3)])).optional(),
  /** `name` and `rule`: the line's name and the set-up rule (absent: Fall Blau's June 28th line, 35.1; 36.1: the November 19th line). */
  startLine: z.object({ ...Provenance, rows: z.record(z.string(), z.number().int()), name: z.string().optional(), rule: z.string().optional() }),
  supply: z.record(SideSchema, z.object({ points: z.number(), depots: z.number() })),
  railheads: z.object({
    axis: z.array(z.string()),
    unrepaired: z.object({ axis: z.array(z.tuple([z.string(), z.string()])) }),
    /** 36.3: the Axis north-map rail is repaired west of this line (rows as startLine's); absent: west of the scenario's start line. */
    axisRepairedWestOf: z.record(z.string(), z.number().int()).optional(),
    /** 36.3: all south-map rail is repaired for the Axis. */
    axisRepairedSouthMap: z.boolean().optional(),
    /** 36.3: rail lines repaired for the Axis beyond that (from, to, both included). */
    repaired: z.object({ provenance: z.string(), note: z.string(), axis: z.array(z.tuple([z.string(), z.string()])) }).optional(),
  }),
  /** 36.6: the first window when it is not the Axis Movement Phase (Fall Blau's 35.6 start keeps its own handling). */
  firstWindow: z.object({ phasing: SideSchema, phase: z.enum(['movement', 'combat']) }).optional(),
  /** 35.5, 36.5: the first turn's weather (absent: Clear). */
  firstWeather: z.enum(['clear', 'overcast', 'rain', 'snow']).optional(),
  /** 25.0: the scenario's default for the game option `weather` (absent: the option's own default). */
  weather: z.enum(['clear', 'rolled']).optional(),
  /** 36.1(2), (3): the line-holding set-up duty does not apply on the south map. */
  lineHolding: z.object({ exceptSouthMap: z.boolean() }).optional(),
  /** 36.1: Major City hexes shared at the start (data for 24.0). */
  cityBattles: z.array(OpeningCityBattleSchema).optional(),
  /** 22.3, 32.1 (Section III): the Guard units in the Soviet Guard Pool at the start (the Campaign Game). */
  guardPool: z.array(z.string()).optional(),
  /** 36.6 [Change]: first-turn combat bonuses (data for the combat rules). */
  bonuses: z.array(BonusSchema).optional(),
  /** Errata 2: the first-turn reinforcement set up on the map. */
  firstTurnReinforcement: z.object({ side: SideSchema, units: z.array(z.string()), hex: z.string() }).optional(),
  setup: z.array(z.object({ unit: z.string(), hex: z.string() })),
  /**
   * CtS 34.7 "Some Soviet units start in the Caucasus Off Map Box": the counters that start in
   * a box, each recorded as a unit that left the map by `hex` (an edge hex of that box) before
   * the first turn. Absent: none (every scenario but the Campaign Game of engine cts-7 on).
   */
  boxSetup: z.array(z.object({ unit: z.string(), box: z.enum(['caucasus']), hex: z.string() })).optional(),
  /**
   * The set-up and the players' set-up areas as the games of an earlier engine read them
   * (data/engine-bundle.ts), so their archives replay: Operation Uranus before each side's
   * set-up held the November 19th line (36.1(2), (3)), for engine cts-3.
   */
  setupBefore: z
    .object({ engine: z.string(), setup: z.array(z.object({ unit: z.string(), hex: z.string() })), areas: z.record(z.string(), z.object({ side: SideSchema, rows: z.tuple([z.number(), z.number()]) })) })
    .optional(),
  depots: z.array(z.object({ side: SideSchema, hex: z.string() })),
  replacements: z.array(z.object({ side: SideSchema, type: z.string(), with: z.string() })),
  frozen: z.array(z.object({ army: z.string(), release: z.number().int() })),
  reinforcements: z.array(
    z.object({
      turn: z.number().int(),
      side: SideSchema,
      units: z.array(z.string()),
      edge: z.enum(['north', 'west', 'east', 'south']),
      eastOf: z.string().optional(),
      /** `eastOf` is the reconstruction's, not a fact of the text: read only by games whose readings keep it (readings.ts `reconstructedEastOfRead`). */
      eastOfReconstructed: z.boolean().optional(),
      /** 34.7 "others arrive as reinforcements": the units arrive in this Off Map Box, recorded as gone off the map by `hex`, not on the map edge. */
      intoBox: z.object({ box: z.enum(['caucasus']), hex: z.string() }).optional(),
    }),
  ),
  setupLosses: z.record(z.string(), z.object({ steps: z.number(), perUnit: z.number(), perArmy: z.number().optional(), army: z.string().optional() })),
  /** 20.0: the Turn Record Track's Withdrawals (and their Returns). */
  withdrawals: z.array(WithdrawalSchema).default([]),
  victory: VictorySchema,
  provenance: z.array(z.object({ item: z.string(), note: z.string() })),
  /**
   * 35.6 Kuban Garrison: the Soviet units that start within four hexes of the south
   * map's 4336, frozen until an Axis unit on the south map moves onto one of
   * `releaseHexes` (the hexes adjacent to Rostov or to a Don River/Marsh hex).
   */
  kuban: z.object({ units: z.array(z.string()), releaseHexes: z.array(z.string()) }).optional(),
  /**
   * CtS 35.1: the players' set-up (game option `setup: players`): the sides in the order
   * they set up ("The Soviet Player sets up first, followed by the Axis Player"), and the
   * reconstructed set-up card (the At Start Displays are not in the text): each army's
   * set-up area, by rows along the start line or around a hex; units the card names to a
   * hex (`fixed`) keep it. `kuban`: the hexes of 35.6's Kuban Garrison, where no other
   * Soviet unit may set up.
   */
  playerSetup: z
    .object({
      order: z.array(SideSchema),
      areas: z.record(
        z.string(),
        z.object({ side: SideSchema, rows: z.tuple([z.number().int(), z.number().int()]).optional(), around: z.string().optional(), radius: z.number().int().optional() }),
      ),
      fixed: z.array(z.string()),
      kuban: z.object({ around: z.string(), radius: z.number().int() }).optional(),
    })
    .optional(),
  /** 35.8 D: the road hexes of the south map's south edge, where Axis units exit for Victory Points. */
  southExits: z.array(z.string()).optional(),
  /** 23.14: the Air Reinforcement Schedule (air units that arrive on a turn; pending before). */
  airReinforcements: z.array(z.object({ turn: z.number().int(), side: SideSchema, units: z.array(z.string()) })).optional(),
});
export type Scenario = z.infer<typeof ScenarioSchema>;

export const BundleSchema = z.object({
  title: z.literal('campaign-to-stalingrad'),
  sourceHash: z.string(),
  map: MapDataSchema,
  /**
   * 4.4.4: the road crossings of a major river the map draws as ferry sites (the road ends on
   * each bank), from engine `engine` on; a game of an earlier engine reads them as bridges
   * (data/engine-bundle.ts).
   */
  ferriesFrom: z.object({ engine: z.string(), crossings: z.array(z.string()) }).optional(),
  /**
   * 4.4.3, 4.4.4: road crossings a later engine redrew from bridges to ferry sites ("In most
   * cases along the Major Rivers roads do not cross the rivers"), each group from its engine
   * on; a game of an earlier engine reads each as the bridge it was played with.
   */
  laterFerries: z.array(z.object({ engine: z.string(), crossings: z.array(z.string()) })).optional(),
  /** Friendly map edge hexes per side (8.0), computed from the grid at build. */
  edges: z.record(SideSchema, z.array(z.string())),
  /**
   * 33.3: the map edge hexes by which each side's units enter and leave each Off Map Box of
   * the Campaign Game (state/off-map-box.ts names the boxes), computed from the grid at build;
   * the Caspian and Black Sea Coast boxes have none. Absent in a bundle without them.
   */
  offMapBoxes: z.array(z.object({ box: z.string(), side: SideSchema, hexes: z.array(z.string()) })).optional(),
  units: z.array(UnitSpecSchema),
  /** 23.1: air unit counters. */
  airUnits: z.array(AirUnitSpecSchema).default([]),
  tables: TablesSchema,
  /** 23.9, 23.15, 23.16: the air game's tables. */
  airTables: AirTablesSchema.optional(),
  /** 34.0 (Section III): the Caucasus Campaign Display; absent: no game of the bundle plays it. */
  caucasusDisplay: CaucasusDisplaySchema.optional(),
  scenarios: z.array(ScenarioSchema),
});
export type Bundle = z.infer<typeof BundleSchema>;
