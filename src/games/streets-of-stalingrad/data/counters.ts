import { z } from 'zod';
import type { Brand } from '../../../kernel/ids';
import { SosBoxSchema } from '../orders/places';
import { MonthDaySchema } from './tables';

/**
 * A Streets of Stalingrad counter as printed, front and back (SoS 2.21-2.25; digest 4.1, 4.2),
 * and where its scenario card puts it (2.23, 2.32, 2.36). The counter mix is not in the text
 * (digest 7.1): `scenarios/streets-of-stalingrad/counters.yaml` holds reconstructed counters,
 * checked by `scenarios/streets-of-stalingrad/compile/counters.ts` against every fact the text
 * states. Set-up hexes are not here: a unit starts "on the map" in its scenario's area (2.34).
 */

export type CounterId = Brand<string, 'SosCounterId'>;

/**
 * The unit types of the rules (digest 4.4), a closed set: the types fire combat reads
 * (combat/fire-combat.ts `UnitType`) and the pieces it does not fire with (stacking/pieces.ts
 * `PieceKind`), plus `motorcycle` (2.25: MP 26), a motorized unit for the rules.
 */
export const COUNTER_TYPES = [
  'infantry', 'motorizedInfantry', 'motorcycle', 'combatEngineer', 'constructionEngineer', 'flameThrower',
  'tank', 'stug', 'armoredCar', 'armoredInfantry', 'armoredEngineer', 'selfPropelledGun',
  'antiTankGun', 'directFireArtillery', 'aa', 'ifArtillery', 'mortar', 'rocket',
  'sniper', 'immobilizedTank', 'armoredTrain', 'riverFlotilla', 'mineDog', 'op',
  'minefield', 'bridge', 'fortification', 'leader', 'transport', 'tankRepair', 'stuka',
] as const;
export type CounterType = (typeof COUNTER_TYPES)[number];

/** Soviet infantry by what the rules tell apart (9.44, 9.71, 9.73, 16.8x). */
const SovietInfantrySchema = z.enum(['guards', 'marine', 'nkvd', 'rifle']);

/** 2.25: a number, the 88mm's "4/16" (direct / indirect), nothing for leaders and OPs. */
const RangeSchema = z.union([z.number().int().min(0), z.object({ direct: z.number().int().min(1), indirect: z.number().int().min(1) }).strict()]);

/** 2.25: printed MP; "RR" armored trains (16.61), "RF" River Flotilla (16.51), none for leaders, OPs and Stukas. */
const MpSchema = z.union([z.number().int().min(0), z.literal('RR'), z.literal('RF'), z.null()]);

/** The formation chain, from the front (company, battalion, regiment) and the back (division, brigade, corps; 2.22, 9.73 note). */
const FormationSchema = z
  .object({
    company: z.string().min(1).optional(),
    battalion: z.string().min(1).optional(),
    regiment: z.string().min(1).optional(),
    /** Division or brigade: the back's tactical flag (2.22). */
    division: z.string().min(1).optional(),
    corps: z.string().min(1).optional(),
    army: z.string().min(1).optional(),
    /** 2.22: an independent battalion or miscellaneous unit, only a star or cross on its back. */
    independent: z.boolean().default(false),
  })
  .strict();

/** 2.24: the colour stripe over the battalion number and over the regiment number. */
const StripesSchema = z.object({ battalion: z.string().min(1).optional(), regiment: z.string().min(1).optional() }).strict();

/**
 * The hidden side (2.22, 2.23, 2.36): a formation's tactical flag, or a star (Soviet) or cross
 * (German) alone; the number beside it is the scenario card where the unit is found; with no
 * number, the outline tells the scenario: white outline #1, red (Soviet: red with white outline) #2, brown/black #3.
 */
const BackSchema = z.discriminatedUnion('mark', [
  z.object({ mark: z.literal('flag'), flag: z.string().min(1), scenarioNumber: z.number().int().min(1).max(8).optional() }).strict(),
  z.object({ mark: z.enum(['star', 'cross']), scenarioNumber: z.number().int().min(1).max(8).optional(), outline: z.enum(['white', 'red', 'brown']).optional() }).strict(),
  z.object({ mark: z.literal('navalFlag') }).strict(),
]);

/** Leaders (18.0): whom they command (18.12, 18.15). */
const LeaderSchema = z
  .object({
    kind: z.enum(['leader', 'commissar', 'pavlov', 'herman', 'hq']),
    /** The formation whose units take his benefits and to whose units he may jump (18.12, 18.15). */
    commands: z.string().min(1),
  })
  .strict();

/** OPs (14.9): what they spot for, how much (14.22, 14.24) and their triangle (14.33). */
const OpSchema = z
  .object({
    commands: z.string().min(1),
    /** IF AF a phase; none for the LW OP, which spots only for Stukas (14.21, 15.17). */
    capacityAf: z.union([z.literal(60), z.literal(90), z.null()]),
    stukasOnly: z.boolean().default(false),
    triangle: z.enum(['yellow', 'lightGreen']).optional(),
  })
  .strict();

/** Where the scenario card puts the unit (2.32, 2.34, 21.x): on the map in its area, a box, or later. */
const EntrySchema = z.discriminatedUnion('at', [
  z.object({ at: z.literal('map') }).strict(),
  z.object({ at: z.literal('box'), box: SosBoxSchema }).strict(),
  /** 21.2: a reinforcement arrives in a box; the compile step names a counter without one. */
  z.object({ at: z.literal('reinforcement'), date: MonthDaySchema, box: SosBoxSchema.optional() }).strict(),
  /** SoS 16.32: an immobilized tank in no set-up, placed only by the roll for a Soviet tank eliminated in a city or industrial/fortified hex. */
  z.object({ at: z.literal('immobilization') }).strict(),
  /** SoS 18.44, 18.46: a replacement HQ in no set-up, entered in a box only after the leader it replaces (`for`) is eliminated. */
  z.object({ at: z.literal('replacement'), for: z.string().min(1) }).strict(),
]);

export const CounterSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'an id is lower case, digits and dashes'),
    side: z.enum(['german', 'soviet']),
    name: z.string().min(1),
    type: z.enum(COUNTER_TYPES),
    soviet: SovietInfantrySchema.optional(),
    af: z.number().int().min(0),
    df: z.number().int().min(0),
    range: RangeSchema.nullable(),
    mp: MpSchema,
    /** 9.101, 9.102: a red MP, armored or self-propelled: may fire after moving. */
    mpRed: z.boolean().default(false),
    afUnderlined: z.boolean().default(false),
    afCircled: z.boolean().default(false),
    afRed: z.boolean().default(false),
    /** 14.33: a Soviet independent IF unit under 62 Army command (2.35 ∆: not the 416th and 188th mortars). */
    afYellow: z.boolean().default(false),
    /** 14.33: a German independent IF unit's colour bar in light green, the LI Corps OP's triangle colour. */
    barLightGreen: z.boolean().default(false),
    /** 14.03: the IF explosion marker's AF (2.21: the marker makes an IF unit); not the 88mm's (14.03 ∆). */
    ifMarkerAf: z.number().int().min(1).optional(),
    /** 16.13: the sniper's DRM, Zaitsev -2, the others -1. */
    sniperDrm: z.union([z.literal(-1), z.literal(-2)]).optional(),
    leader: LeaderSchema.optional(),
    op: OpSchema.optional(),
    formation: FormationSchema,
    stripes: StripesSchema.default({}),
    back: BackSchema,
    /** The scenario cards that hold the unit (2.32), by number, #1 to #8. */
    scenarios: z.array(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6), z.literal(7), z.literal(8)])).min(1),
    /** Where the cards of #1 to #3 put the unit. */
    entry: EntrySchema,
    /**
     * Where a later scenario's card puts it instead, by the scenario's number (#4 to #8 start
     * later in the battle: a campaign reinforcement already arrived starts on the map, 2.32).
     */
    entries: z.record(z.string().regex(/^[1-8]$/, 'a scenario number, 1 to 8'), EntrySchema).optional(),
    /** The rule the values are fitted to, or "chosen". */
    note: z.string().min(1),
  })
  .strict();

export const CountersFileSchema = z
  .object({
    provenance: z.enum(['reconstructed', 'transcribed']),
    note: z.string().min(1),
    counters: z.array(CounterSchema).min(1),
  })
  .strict();

export type Counter = Omit<z.infer<typeof CounterSchema>, 'id'> & { id: CounterId };
export type CountersFile = Omit<z.infer<typeof CountersFileSchema>, 'counters'> & { counters: Counter[] };

/** Where scenario card `scenario` puts a counter (2.32, 2.36): its own entry for that scenario, else the one of #1 to #3. */
export const entryIn = (c: Pick<Counter, 'entry' | 'entries'>, scenario: number): Counter['entry'] => c.entries?.[String(scenario)] ?? c.entry;

/** The IF artillery types (14.01): each has an explosion marker of its AF (2.21, 14.03). */
export const IF_TYPES: ReadonlySet<CounterType> = new Set(['ifArtillery', 'mortar', 'rocket']);
/** 2.25: pieces with AF 0 (16.41: "Soviet transport units have no AF, DF, range or ZOC"). */
export const NO_AF_TYPES: ReadonlySet<CounterType> = new Set(['leader', 'sniper', 'mineDog', 'immobilizedTank', 'tankRepair', 'op', 'bridge', 'minefield', 'fortification', 'transport']);
/** 9.81: pieces that are not combat units (leaders, OPs, transports, the tank repair unit, engineering units, Stukas). */
export const NOT_COMBAT_UNIT_TYPES: ReadonlySet<CounterType> = new Set(['leader', 'op', 'transport', 'tankRepair', 'fortification', 'minefield', 'bridge', 'stuka']);
/** 2.25: pieces with DF 0 (an immobilized tank keeps its DF: 16.36, it may opportunity-fire; 16.41: transports). */
export const NO_DF_TYPES: ReadonlySet<CounterType> = new Set(['leader', 'sniper', 'mineDog', 'tankRepair', 'op', 'bridge', 'minefield', 'fortification', 'transport']);

/** The direct-fire range of a counter (2.25: the 88mm's first number). */
export const directRange = (c: Counter): number => (c.range === null ? 0 : typeof c.range === 'number' ? c.range : c.range.direct);
