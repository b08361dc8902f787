import { z } from 'zod';
import { FrontLine, ReserveArmies, SouthReinforcements, Withdrawal } from './arrival-schema';
import { ScenarioRuleFields } from './scenario-rules-schema';

/**
 * The shape of Drive on Stalingrad's game data. The human-edited sources live in
 * scenarios/drive-on-stalingrad/ (YAML and the geographic map source); the build
 * script there writes one JSON bundle that this title imports and parses once with
 * these schemas. Every reconstructed item says so (`provenance`, `note`).
 */

export const Provenance = z.enum(['printed', 'reconstructed', 'rulebook']);

export const Nationality = z.enum(['german', 'slovak', 'hungarian', 'italian', 'romanian', 'soviet']);
export type Nationality = z.infer<typeof Nationality>;

export const UnitType = z.enum([
  'panzer', 'motorized-infantry', 'infantry', 'mountain-infantry', 'luftwaffe-field', 'flak',
  'security', 'cavalry', 'rifle', 'guards-rifle', 'tank-corps', 'mechanized-corps', 'cavalry-corps',
  'artillery', 'heavy-cannon', 'nkvd', 'fortified-region',
]);
export type UnitType = z.infer<typeof UnitType>;

/** "?" = rolled with 1d6 each battle (DoS 2.15). */
export const Factor = z.union([z.number().int().min(0), z.literal('?')]);
export type Factor = z.infer<typeof Factor>;

export const Face = z.object({ attack: Factor, defense: Factor, movement: z.number().int().min(0) });
export type Face = z.infer<typeof Face>;

export const UnitDef = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** Printed historical designation, e.g. "GD", "24", "3R". */
  designation: z.string(),
  /** Readable name for reports, e.g. "Grossdeutschland Motorized Division". */
  name: z.string(),
  nationality: Nationality,
  type: UnitType,
  mobility: z.enum(['mech', 'non-mech']),
  size: z.enum(['XX', 'XXX', 'XXXX']),
  steps: z.union([z.literal(1), z.literal(2)]),
  full: Face,
  reduced: Face.optional(),
  /** Soviet white-on-red units: values unknown to both players until first combat (2.14). */
  untried: z.boolean().optional(),
  /** German-side army (3.2) or Soviet army / reserve army (8.4). */
  army: z.string().optional(),
  provenance: Provenance,
  note: z.string().optional(),
});
export type UnitDef = z.infer<typeof UnitDef>;

/** `army`: the unit's army in this scenario when it differs by scenario (Operation Uranus set-up). */
export const Placement = z.object({ unit: z.string(), hex: z.string(), army: z.string().optional() });

export const Reinforcement = z.object({
  unit: z.string(),
  turn: z.number().int().min(1),
  /** Where it may enter; absent = any legal entry hex for its side (8.2, 8.3). */
  entry: z.array(z.string()).optional(),
  provenance: Provenance,
  note: z.string().optional(),
});

/** A rule that holds in some scenarios only (ScenarioData.specialRules). */
export const SpecialRule = z.enum(['ground-support-aircraft', 'black-sea-movement', 'manych-flood', 'o-ring', 'one-time-sequences']);
export type SpecialRule = z.infer<typeof SpecialRule>;

export const ScenarioData = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  turns: z.number().int().min(1),
  /** Side that moves first in every game turn (3.2, 5.2). */
  firstSide: z.enum(['german', 'soviet']),
  /** Hexes each side controls at the start (3.4); hexes not listed are uncontrolled sea/lake. */
  control: z.object({ german: z.array(z.string()), soviet: z.array(z.string()) }),
  /** The start line hexes (Soviet-held at the start, 3.4). */
  startLine: z.array(z.string()),
  /** Units on the map at the start. */
  setup: z.array(Placement),
  /** German army set-up areas (12.1), by army code. */
  armyAreas: z.record(z.string(), z.array(z.string())),
  /** Army release turn (3.2): army code -> first game turn it may move and fight freely. */
  armyRelease: z.record(z.string(), z.number().int().min(1)),
  vpHexes: z.array(z.string()),
  /** German VP needed for victory (4.5). */
  vpToWin: z.number().int(),
  suddenDeath: z.array(z.string()),
  reinforcements: z.array(Reinforcement),
  /** DoS 3.2: Soviet front-line army -> German-side armies opposite (frozen until one is released). */
  frontLine: FrontLine.optional(),
  /** DoS 8.4: Soviet Reserve Army -> location hex. */
  reserveArmies: ReserveArmies.optional(),
  /** DoS 8.5: the south-map rifle-division draws and the Rostov gate. */
  southReinforcements: SouthReinforcements.optional(),
  /** DoS 8.6: Germans across the Don (hex feature `beyond-don`) bring Soviet north-map reinforcements forward. */
  donCrossing: z.boolean().optional(),
  /** DoS 8.7: the German withdrawal. */
  withdrawal: Withdrawal.optional(),
  /**
   * Rules that hold in this scenario only (digest §2.2; Operation Blue: all of them);
   * absent = none. ground-support-aircraft: the two German planes (11.25), the
   * Schwerpunkt (9.27) and the sea-movement block (9.18); black-sea-movement (9.18);
   * manych-flood (9.32); o-ring (11.24); one-time-sequences (PA/PA, Move/Move, 5.5).
   */
  specialRules: z.array(SpecialRule).optional(),
  /**
   * The sides that set their own units up, in the order they do it (DoS 12.1: the Soviet
   * spreads his front-line units, then the German places his within the army areas);
   * absent = the set-up is fixed data. Used unless the game option `setup: historical`.
   */
  playerSetup: z.array(z.enum(['german', 'soviet'])).optional(),
  /**
   * Supply (7.0): traced (absent = traced) or unlimited, every unit in regular supply
   * (test positions and teaching games that leave supply out).
   */
  supply: z.enum(['traced', 'unlimited']).optional(),
  /** Date of game turn 1 (ISO yyyy-mm-dd); each game turn is a week (1.2). Picks the weather table's month (10.0). */
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  /** Scenario rules, phase orders, air side, victory (scenario-rules-schema.ts; Operation Uranus). */
  ...ScenarioRuleFields,
  provenance: Provenance,
  note: z.string(),
});
export type ScenarioData = z.infer<typeof ScenarioData>;

/** The CRT: a row per column heading ("1:3" … "6:1"), one result per die face 1..6. */
export const CrtResult = z.enum(['AS', 'AL1', 'DR', 'DE', 'EX']);
export type CrtResult = z.infer<typeof CrtResult>;

/** One weather state and what it changes (DoS 9.19 design note, 11.17, 11.19; section 10.0 reconstructed). */
export const WeatherState = z.object({
  name: z.string(),
  note: z.string(),
  /** Marsh and non-Volga rivers are frozen: no marsh 1R (11.17), mobile assaults may cross rivers (11.19). */
  frozen: z.boolean(),
  /** Replaces the chart's hex cost for these terrains; null = prohibited. */
  cost: z.record(z.string(), z.object({ mech: z.number().nullable(), nonMech: z.number().nullable(), mountain: z.number().nullable() })).optional(),
  /** Replaces the chart's hexside extra for these features. */
  hexsideCost: z.record(z.string(), z.object({ mech: z.number().nullable(), nonMech: z.number().nullable() })).optional(),
  /** MP added to every hex entered, by movement class. */
  extra: z.object({ mech: z.number(), nonMech: z.number(), mountain: z.number() }).optional(),
  /** Column shift on every prepared and mobile assault (negative = left, for the defender). */
  shift: z.number().int().optional(),
});
export type WeatherState = z.infer<typeof WeatherState>;

export const Weather = z.object({
  provenance: Provenance,
  note: z.string(),
  /** The weather of a scenario's first game turn, by the month ("1".."12") of its start date. */
  initial: z.record(z.string(), z.string()),
  /** Step III (5.2): 1d6 for the next game turn, by that turn's month: six state names, die 1..6. */
  table: z.record(z.string(), z.array(z.string()).length(6)),
  states: z.record(z.string(), WeatherState),
});
export type Weather = z.infer<typeof Weather>;

export const Tables = z.object({
  crt: z.object({
    provenance: Provenance,
    note: z.string(),
    columns: z.array(z.string()),
    /** results[columnHeading] = six results, die 1..6. */
    results: z.record(z.string(), z.array(CrtResult).length(6)),
    /** Why each column reads as it does. */
    columnNotes: z.record(z.string(), z.string()),
    /** Beyond the right end / left end (11.10). */
    aboveTop: CrtResult,
    belowBottom: CrtResult,
  }),
  /** Terrain Effects Chart (12.6, NOT IN TEXT): movement costs and combat effects by terrain. */
  terrain: z.object({
    provenance: Provenance,
    note: z.string(),
    /** cost[terrain] = { mech, nonMech, mountain } MP; null = prohibited. */
    cost: z.record(z.string(), z.object({
      mech: z.number().nullable(), nonMech: z.number().nullable(), mountain: z.number().nullable(),
    })),
    /** Extra MP to cross a hexside feature; null = prohibited. */
    hexsideCost: z.record(z.string(), z.object({ mech: z.number().nullable(), nonMech: z.number().nullable() })),
  }),
  /** Weather (section 10.0, NOT IN TEXT): reconstructed; absent = normal weather always. */
  weather: Weather.optional(),
});
export type Tables = z.infer<typeof Tables>;


import { MapDataSchema } from '#kernel/map/schema';

/** The generated bundle: scenarios/drive-on-stalingrad/dist/drive-on-stalingrad.json. */
export const DataBundle = z.object({
  title: z.literal('drive-on-stalingrad'),
  /** SHA-256 of the YAML/map sources it was built from (the data test checks it is current). */
  sourceHash: z.string(),
  map: MapDataSchema,
  units: z.array(UnitDef),
  scenarios: z.array(ScenarioData),
  tables: Tables,
});
export type DataBundle = z.infer<typeof DataBundle>;
