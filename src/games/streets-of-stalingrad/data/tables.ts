import { z } from 'zod';
import { TecSchema } from './tec';
import { ReplacementsSchema } from './replacements';
import { WithdrawalsSchema } from './withdrawals';
import { SOS_SCENARIO_IDS } from '../sequence/scenarios';

/**
 * Streets of Stalingrad tables (scenarios/streets-of-stalingrad/tables.yaml): the CRT, WBBT
 * and EBBT (reconstructed from a column-wise scrape of the printed card), the Spotting
 * Table, the Leader Survival, ICA, Mine Dog and Immobilized Tank tables, NKVD reliability,
 * and the figures of the rules text (ammunition, stacking, movement, Stukas, isolation,
 * engineering, victory hexes), and the Terrain Effects Chart (reconstructed, data/tec.ts). Each carries its provenance and a note saying what it was
 * transcribed from or fitted to. A d10's 0 face counts as 10 (SoS 2.42): rolls are 1-10.
 * compile/tables.ts checks what zod cannot (cell counts, rows that join, column floors).
 */
const Provenance = {
  provenance: z.enum(['transcribed', 'reconstructed']),
  note: z.string().min(1),
  /** The rules the table serves, e.g. "SoS 9.19, CRT". */
  rule: z.string().regex(/^SoS \d/, 'a rule reference starts "SoS <number>"'),
};

/** CRT/WBBT result codes (CRT legend): no effect, pinned/spent, n units eliminated, n and P, all eliminated. */
export const FireResultSchema = z.enum(['-', 'P', 'D1', 'D1P', 'D2', 'D3', 'DE']);
export type FireResult = z.infer<typeof FireResultSchema>;

/** A month-day of 1942, "09-26" (every dated rule falls in September to November). */
export const MonthDaySchema = z.string().regex(/^(09|10|11)-(0[1-9]|[12]\d|3[01])$/, 'a date is MM-DD, September to November 1942');
export type MonthDay = z.infer<typeof MonthDaySchema>;

const Label = z.string().regex(/^\d{4}$/, 'a hex label is four digits, as printed (CCRR)');

/** A fire table: AF columns, each with its lowest total, and one cell per MDR from mdr.min to mdr.max. */
const fireTable = <T extends z.ZodType>(cell: T) => ({
  ...Provenance,
  /** Printed column headings, lowest total first. */
  columns: z.array(z.string().min(1)).min(1),
  /** The lowest AF total each column reads, in the order of `columns`. */
  columnFloors: z.array(z.number().int().positive()).min(1),
  /** Rows printed: a modified roll below min reads min, above max reads max (or a miss, WBBT). */
  mdr: z.object({ min: z.number().int(), max: z.number().int() }).strict(),
  results: z.record(z.string(), z.array(cell)),
});

export const CrtSchema = z.object(fireTable(FireResultSchema)).strict();
export type Crt = z.infer<typeof CrtSchema>;

export const WbbtSchema = z.object({ ...fireTable(FireResultSchema), missAtOrAbove: z.number().int() }).strict();
export type Wbbt = z.infer<typeof WbbtSchema>;

/** EBBT cell: [Soviet IF units pinned until phase 9, units also eliminated]. */
export const EbbtCellSchema = z.tuple([z.number().int().min(0), z.number().int().min(0)]);
export const EbbtSchema = z.object(fireTable(EbbtCellSchema)).strict();
export type Ebbt = z.infer<typeof EbbtSchema>;

/** One row of a table read by a (modified) d10: from/to inclusive, an open end reads everything beyond (kernel die-rows). */
const dieRow = <T extends z.ZodType>(result: T) =>
  z.object({ from: z.number().int().optional(), to: z.number().int().optional(), result }).strict();

export const SpottingSchema = z
  .object({
    ...Provenance,
    /** 14.3: the one spotting situation that applies. */
    situations: z
      .object({
        opInCommand: z.number().int(),
        selfSpotting: z.number().int(),
        adjacentInCommand: z.number().int(),
        opNotInCommand: z.number().int(),
        adjacentNotInCommand: z.number().int(),
        areaFireInCommand: z.number().int(),
        areaFireNotInCommand: z.number().int(),
      })
      .strict(),
    wbbtNamedLeaderAdjacent: z.number().int(),
    ebbtDates: z.array(z.object({ from: MonthDaySchema, to: MonthDaySchema, drm: z.number().int() }).strict()).min(1),
    ebbtOpOn1039: z.number().int(),
    lwOpSeesTarget: z.number().int(),
  })
  .strict();
export type SpottingTable = z.infer<typeof SpottingSchema>;
export type SpottingSituation = keyof SpottingTable['situations'];

const Count = z.number().int().positive();

export const SpottingLimitsSchema = z
  .object({
    ...Provenance,
    ranges: z.object({ volga: Count, hillTop: Count, other: Count, op1039OverVolga: Count, op1039OverLand: Count }).strict(),
    capacity: z.object({ armyOrCorpsOpAf: Count, divisionalOpAf: Count, leaderUnits: Count, otherUnits: Count }).strict(),
  })
  .strict();

export const LeaderSurvivalSchema = z
  .object({
    ...Provenance,
    /** DRM for 1, 2, 3, 4-or-more combat units eliminated in the leader's hex. */
    eliminatedDrm: z.array(z.number().int().max(0)).min(1),
    rows: z.array(dieRow(z.enum(['eliminated', 'wounded', 'survives']))).min(1),
  })
  .strict();
export type LeaderSurvival = z.infer<typeof LeaderSurvivalSchema>['rows'][number]['result'];

export const IcaSchema = z
  .object({
    ...Provenance,
    rows: z.array(dieRow(z.enum(['attackerLoses', 'defenderLoses', 'defenderRetreats']))).min(1),
    retreatHexes: Count,
  })
  .strict();
export type IcaResult = z.infer<typeof IcaSchema>['rows'][number]['result'];

const dieTable = <T extends z.ZodType>(result: T) => z.object({ ...Provenance, rows: z.array(dieRow(result)).min(1) }).strict();
export const MineDogSchema = dieTable(z.enum(['armorEliminated', 'noEffect']));
export const ImmobilizedTankSchema = dieTable(z.enum(['immobilized', 'none']));

const NkvdResult = z.enum(['stays', 'removed']);
export const NkvdSchema = z
  .object({ ...Provenance, reliability: z.array(dieRow(NkvdResult)).min(1), isolated: z.array(dieRow(NkvdResult)).min(1) })
  .strict();

const Side = z.enum(['german', 'soviet']);
export const AmmunitionSchema = z
  .object({
    ...Provenance,
    starts: z.object({ german: MonthDaySchema, soviet: MonthDaySchema }).strict(),
    multiplier: z.object({ min: Count, max: Count }).strict(),
    knownMultipliers: z.array(z.object({ side: Side, date: MonthDaySchema, multiplier: Count }).strict()),
  })
  .strict();

/** SoS 14.72: the Ammunition Status Table (reconstructed: not in the text), a side's rows by date, each in force from `from` until the next row's. */
const AmmunitionRows = z.array(z.object({ from: MonthDaySchema, multiplier: Count }).strict()).min(1);
export const AmmunitionStatusSchema = z.object({ ...Provenance, german: AmmunitionRows, soviet: AmmunitionRows }).strict();

export const StackingSchema = z
  .object({
    ...Provenance,
    combat: z.object({ germanWithArmor: Count, soviet: Count }).strict(),
    extras: z
      .object({ leader: Count, op: Count, sniper: Count, mineDog: Count, transport: Count, tankRepair: Count, riverFlotilla: Count, fortification: Count, bridge: Count })
      .strict(),
    minefieldHex: z.object({ minefield: Count, combat: Count, oneOf: z.array(z.enum(['leader', 'op', 'sniper', 'mineDog', 'bridge'])).min(1) }).strict(),
  })
  .strict();

const Multiplier = z.number().positive();
export const MovementSchema = z
  .object({
    ...Provenance,
    mp: z
      .object({
        foot: Count, horseTowed: Count, vehicleTowed: Count, selfPropelled: z.array(Count).min(1), armoredCar: Count,
        motorized: Count, motorcycle: Count, transport: Count, dismounted: Count,
      })
      .strict(),
    leaderHexes: Count,
    multipliers: z
      .object({
        movement: Multiplier, deployment: Multiplier, exploit: Multiplier, reserves: Multiplier, retreatBeforeCombat: Multiplier,
        sovietIsolated: Multiplier, soviet13September: Multiplier, sovietNoChuikov: Multiplier, germanNoHq: Multiplier,
      })
      .strict(),
  })
  .strict();

export const StukasSchema = z
  .object({
    ...Provenance,
    units: Count,
    campaignBase: Count,
    badWeather: z.object({ from: MonthDaySchema, rolls: z.array(z.number().int().min(1).max(10)).min(1) }).strict(),
  })
  .strict();

/** SoS 15.51: the Stuka units of each turn of a scenario (reconstructed: the cards are not in the text) and each unit's AF. */
export const StukaCardsSchema = z
  .object({
    ...Provenance,
    afPerUnit: z.number().int().min(1),
    /** Turn 1 first: the Stuka units the German has that turn. */
    scenarios: z.record(z.enum(SOS_SCENARIO_IDS), z.array(z.number().int().min(0)).min(1)),
  })
  .strict();

export const IsolationSchema = z
  .object({
    ...Provenance,
    early: z.object({ until: MonthDaySchema, guardsMarinesOrLeader: Count, other: Count }).strict(),
    late: z.object({ from: MonthDaySchema, all: Count }).strict(),
  })
  .strict();

export const EngineeringSchema = z
  .object({
    ...Provenance,
    bridge: z.object({ german: Count, soviet: Count, twoSovietEngineers: Count }).strict(),
    minefield: Count,
    fortification: z.object({ one: Count, twoOrMore: Count }).strict(),
  })
  .strict();

export const VictoryHexesSchema = z
  .object({ ...Provenance, mamayevKurgan: z.object({ hex: Label, vp: Count }).strict(), landings: z.array(Label).min(1) })
  .strict();

/** SoS 3.3: the German VP at most which each level of victory is given, by scenario (reconstructed: the cards are not in the text). */
export const VictoryLevelsSchema = z
  .object({
    ...Provenance,
    scenarios: z.record(
      z.enum(SOS_SCENARIO_IDS),
      z
        .object({ sovietDecisive: z.number().int().min(0), sovietMarginal: z.number().int().min(0), germanMarginal: z.number().int().min(0) })
        .strict()
        .refine((l) => l.sovietDecisive < l.sovietMarginal && l.sovietMarginal < l.germanMarginal, { message: 'each level needs more German VP than the one below it (3.3)' }),
    ),
  })
  .strict();

/**
 * SoS 3.2, 3.5, 3.6: the campaign's reinforcement divisions, each worth VP to the German if
 * he never brings any unit of it into the game: 1 for each of the three infantry divisions,
 * 2 for the panzer division, 5 at most (transcribed).
 */
export const ReinforcementDivisionsSchema = z
  .object({
    ...Provenance,
    divisions: z.array(z.object({ division: z.string().min(1), vp: Count, dates: z.array(MonthDaySchema).min(1) }).strict()).min(1),
  })
  .strict()
  .refine((d) => d.divisions.reduce((s, x) => s + x.vp, 0) <= 5, { message: 'at most 5 VP for the divisions never brought in (3.5)' });

export const SosTablesSchema = z
  .object({
    crt: CrtSchema,
    wbbt: WbbtSchema,
    ebbt: EbbtSchema,
    spotting: SpottingSchema,
    spottingLimits: SpottingLimitsSchema,
    leaderSurvival: LeaderSurvivalSchema,
    instantCounterAttack: IcaSchema,
    mineDog: MineDogSchema,
    immobilizedTank: ImmobilizedTankSchema,
    nkvd: NkvdSchema,
    ammunition: AmmunitionSchema,
    ammunitionStatus: AmmunitionStatusSchema,
    stacking: StackingSchema,
    movement: MovementSchema,
    stukas: StukasSchema,
    stukaCards: StukaCardsSchema,
    isolation: IsolationSchema,
    engineering: EngineeringSchema,
    victoryHexes: VictoryHexesSchema,
    victoryLevels: VictoryLevelsSchema,
    reinforcementDivisions: ReinforcementDivisionsSchema,
    /** The Terrain Effects Chart, reconstructed (data/tec.ts). */
    tec: TecSchema,
    /** SoS 21.41, 21.42: each scenario's replacement points by turn, side and kind (reconstructed, data/replacements.ts). */
    replacements: ReplacementsSchema,
    /** SoS 21.51-21.54, 3.5, 3.7: the campaign's German withdrawals and the 29th Division's VP (reconstructed, data/withdrawals.ts). */
    withdrawals: WithdrawalsSchema,
  })
  .strict();
export type SosTables = z.infer<typeof SosTablesSchema>;
