import { z } from 'zod';
import type { HexId } from '#kernel/ids';
import type { SosSide } from '../combat/fire-combat';
import type { CounterId } from './counters';

/**
 * The set-up maps of the eight scenarios (SoS 2.31-2.34): where each side may place its
 * starting units. The printed set-up maps are not in the rulebook text (the digest's R1.1-R1.5),
 * so `scenarios/streets-of-stalingrad/setup.yaml` holds reconstructed ones, checked by
 * `scenarios/streets-of-stalingrad/compile/setup.ts`, with a ready-made placement of every
 * starting unit that the referee offers as the default set-up. The rules that read it are
 * in setup/placement.ts.
 */
const LABEL_MESSAGE = 'a hex label is four digits, as printed (CCRR)';
const Label = z.string().regex(/^\d{4}$/, LABEL_MESSAGE);
const Range = z.tuple([z.number().int(), z.number().int()]).refine(([a, b]) => a <= b, 'a range runs from low to high');
const Note = z.string().min(1);

/** The scenarios whose set-up maps are reconstructed (2.31: #1 and #2 are played separately or combined into #3). */
export const SETUP_SCENARIOS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type SetupScenario = (typeof SETUP_SCENARIOS)[number];

/**
 * The formation levels a set-up map draws an area for (2.33: "battalion, regiment, brigade,
 * division, corps, or German kampfgruppe"), named as the counters' formation chain names
 * them (data/counters.ts): a brigade is on the back's flag, so it is a `division`; a
 * kampfgruppe is a `regiment` (Gruppe Salzer).
 */
export const FORMATION_LEVELS = ['battalion', 'regiment', 'division', 'corps', 'army'] as const;
export type FormationLevel = (typeof FORMATION_LEVELS)[number];

/**
 * Hexes of a set-up map as city.yaml draws its regions: a block of columns and rows, or
 * hexes named one by one. Full Volga hexes inside a block are not part of it (a set-up
 * area is land: 5.5, only the River Flotilla stands on the Volga, and it never sets up on
 * the map, 16.51); a Volga hex named one by one is refused.
 */
const HexBlockSchema = z.union([
  z.object({ columns: Range, rows: Range, note: Note.optional() }).strict(),
  z.object({ hexes: z.array(Label).min(1), note: Note.optional() }).strict(),
]);
export type HexBlock = z.output<typeof HexBlockSchema>;
const HexAreaSchema = z.array(HexBlockSchema);

const UnitIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'a counter id, as counters.yaml spells it');

/**
 * One formation's part of the set-up map (2.33): its front-line hexes (the solid line,
 * green for the German, red for the Soviet), its dotted area, and the independent units
 * the scenario card attaches to it. With no front line, every unit sets up in the area;
 * with no dotted area, every unit sets up on the front line.
 */
const FormationSetupSchema = z
  .object({
    level: z.enum(FORMATION_LEVELS),
    name: z.string().min(1),
    frontLine: HexAreaSchema.default([]),
    area: HexAreaSchema.default([]),
    attached: z.array(UnitIdSchema).default([]),
    note: Note,
  })
  .strict();

const SideSetupSchema = z
  .object({
    formations: z.array(FormationSetupSchema),
    /** 2.33: hexes for the side's unattached independent units and other starting units, beside its formations' hexes. */
    unattached: HexAreaSchema.default([]),
  })
  .strict();

const PlacementSchema = z.object({ unit: UnitIdSchema, hex: Label }).strict();

const ScenarioSetupSchema = z
  .object({
    /** 2.34: the scenario's part of the map; its boundary hexes are inside. */
    boundary: HexAreaSchema.min(1),
    soviet: SideSetupSchema,
    german: SideSetupSchema,
    /** The ready-made set-up of every starting unit on the map, the Soviet's first (2.31). */
    placement: z.object({ soviet: z.array(PlacementSchema), german: z.array(PlacementSchema) }).strict(),
    note: Note,
  })
  .strict();

/**
 * Scenario #3's set-up: 2.31's campaign combines #1 and #2, so its source names them
 * (`combines`) and holds only what it adds: its boundary, the formations, areas and
 * placements of the units only the campaign has. The compile joins them (compile/setup.ts).
 */
const CombinedSetupSchema = ScenarioSetupSchema.extend({ combines: z.array(z.union([z.literal(1), z.literal(2)])).min(1) }).strict();
export type CombinedSetupSource = z.output<typeof CombinedSetupSchema>;

export const SetupSourceSchema = z
  .object({
    provenance: z.enum(['printed', 'reconstructed']),
    note: Note,
    scenarios: z.object({ 1: ScenarioSetupSchema, 2: ScenarioSetupSchema, 3: CombinedSetupSchema, 4: ScenarioSetupSchema, 5: ScenarioSetupSchema, 6: ScenarioSetupSchema, 7: ScenarioSetupSchema, 8: ScenarioSetupSchema }).strict(),
  })
  .strict();

export type SetupSource = z.output<typeof SetupSourceSchema>;

/** A unit placed on a hex at set-up. */
export interface Placement {
  unit: CounterId;
  hex: HexId;
}

/** One formation's hexes, compiled: both sets hold land hexes of the scenario only. */
export interface FormationSetup {
  readonly level: FormationLevel;
  readonly name: string;
  /** The solid line (2.33): empty when the map draws none for it. */
  readonly frontLine: ReadonlySet<HexId>;
  /** The dotted area (2.33): empty when the map draws none for it. */
  readonly area: ReadonlySet<HexId>;
  /** Independent units the scenario card attaches to the formation (2.33). */
  readonly attached: readonly CounterId[];
}

export interface SideSetup {
  readonly formations: readonly FormationSetup[];
  /** Every hex indicated for the side (2.33): its formations' front lines and areas and its unattached area. */
  readonly hexes: ReadonlySet<HexId>;
}

/** One scenario's set-up map, compiled. */
export interface ScenarioSetup {
  readonly scenario: SetupScenario;
  /** 2.34: the hexes of the scenario, its boundary line's hexes included. */
  readonly boundary: ReadonlySet<HexId>;
  /** The full Volga hexes inside the boundary (stacking reads them, 5.5). */
  readonly volga: ReadonlySet<HexId>;
  readonly sides: Readonly<Record<SosSide, SideSetup>>;
  /** The ready-made set-up, legal by setup/placement.ts. */
  readonly placement: Readonly<Record<SosSide, readonly Placement[]>>;
}

/** The set-up maps of the eight scenarios, compiled. */
export interface SosSetup {
  readonly provenance: SetupSource['provenance'];
  readonly note: string;
  readonly scenarios: Readonly<Record<SetupScenario, ScenarioSetup>>;
}
