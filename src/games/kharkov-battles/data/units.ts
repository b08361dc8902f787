import { z } from 'zod';
import { KbScenarioIdSchema, KbSideSchema, type KbScenarioId } from './ids';

/**
 * Kharkov Battles counters (KB 2.x, 3.0, 15.x, 16.x), compiled from
 * scenarios/kharkov-battles/units.yaml. One entry per counter; everything the rules read
 * from a counter lives here, not in code.
 */
/** K and L are the magenta scenario letters of the counters (KB 3.0); Operation Star uses every KB-map counter. */
export const ScenarioLetterSchema = z.enum(['K', 'L']);
export type ScenarioLetter = z.infer<typeof ScenarioLetterSchema>;
/** KB 3.0: the magenta letter printed for a scenario; Operation Star has none (20.1 gives no letter). */
export const SCENARIO_LETTER: Record<KbScenarioId, ScenarioLetter | null> = {
  'operation-star': null,
  'second-kharkov': 'K',
  'third-kharkov': 'L',
};

/** KB 2.6: Combat Rating letters, read on a Strength Chit. */
export const RatingSchema = z.enum(['A', 'B', 'C', 'D', 'E']);
export type Rating = z.infer<typeof RatingSchema>;

/** KB 2.5: the two classes; motorized infantry counts as mechanized (27.2 errata). */
export const UnitClassSchema = z.enum(['mechanized', 'non-mechanized']);
export const UnitKindSchema = z.enum([
  'tank', 'assault-gun', 'mech-inf', 'mot-inf', // mechanized (2.5)
  'cavalry', 'infantry', 'light-inf', 'mountain-inf', 'ski-inf', 'security', 'hq', // non-mechanized (2.5)
  'breakdown', // KB 15.2: generic German breakdown regiment
  'ersatz', // KB 20.1: Operation Star Ersatz battalion
]);
export type UnitKind = z.infer<typeof UnitKindSchema>;
export const MECHANIZED_KINDS: readonly UnitKind[] = ['tank', 'assault-gun', 'mech-inf', 'mot-inf'];

export const SizeSchema = z.enum(['I', 'II', 'III', 'X', 'XX', 'XXX', 'XXXX']);
export const ArmorBandSchema = z.enum(['none', 'blue', 'yellow']);
/** KB 2.7, 2.72, 16.31, 9.4, 13.11, 20.1: what the reverse side shows. */
export const ReverseSchema = z.enum(['cadre', 'untried', 'tank-repl', 'no-repl', 'blank', 'unsupported', 'uncommitted', 'out-of-gas']);

/** KB 2.8, 3.0, 9.2, 15.1: HQ values (Command Range - MPA on the supported/committed side). */
export const HqSchema = z.object({
  type: z.enum(['PzK', 'AK', 'AK+PzK', 'army', 'group']),
  range: z.number().int().min(1),
  /** KB 3.0, 9.32: the "3 in an oval" of a PanzerKorps HQ. */
  divisionLimit: z.number().int().optional(),
  /** KB 15.13: Popov and Bobkin never return once eliminated. */
  neverReturns: z.boolean().default(false),
  /** KB 13.11: commander's name on the uncommitted side (Soviet). */
  commander: z.string().optional(),
});

export const UnitDefSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    designation: z.string(),
    name: z.string(),
    /** Parent formation (division or corps) for 8.34, 9.32, 12.42, 15.3. */
    parent: z.string().optional(),
    side: KbSideSchema,
    nationality: z.enum(['german', 'hungarian', 'soviet']),
    branch: z.enum(['regular', 'ss', 'guards', 'nkvd']).default('regular'),
    class: UnitClassSchema,
    kind: UnitKindSchema,
    size: SizeSchema,
    sizeBracketed: z.boolean().default(false),
    /** KB 2.2, 6.21: size symbol on white, half a multi-step unit for combat. */
    halfForCombat: z.boolean().default(false),
    /** KB 3.0: silhouette only (12.33, 16.35, 9.33). */
    silhouette: z.boolean().default(false),
    rating: RatingSchema.optional(),
    strength: z.number().int().min(0).optional(),
    mpa: z.number().int().min(0),
    armorBand: ArmorBandSchema.default('none'),
    steps: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    zoc: z.boolean(),
    cadreMpa: z.number().int().min(0).optional(),
    reverse: ReverseSchema,
    /** Army (Soviet) or start-group (Axis) colour of the icon or circle (3.0, 13.22). */
    colour: z.string(),
    scenarios: z.array(KbScenarioIdSchema).min(1),
    letters: z.array(ScenarioLetterSchema),
    /** KB 3.0: turn of arrival in the full campaign; asterisk = a scenario rule applies. */
    arrival: z.object({ turn: z.number().int(), asterisk: z.boolean() }).optional(),
    hq: HqSchema.optional(),
    /** KB 15.2: a German infantry division that may break down into three regiments. */
    breaksDown: z.boolean().default(false),
    /** KB 15.3. */
    tiger: z.object({ echelon: z.enum(['battalion', 'company']), parent: z.string().optional() }).optional(),
    /** KB 9.35: historical attachment of a silhouette battalion to a panzer division. */
    attachedTo: z.string().optional(),
    note: z.string().optional(),
  })
  .superRefine((u, ctx) => {
    const bad = (message: string): void => {
      const rule = /\(([\d.]+[a-z]?)(?:,[^)]*)?\)$/.exec(message)?.[1];
      ctx.addIssue({ code: 'custom', message: `${u.id}: ${message}`, params: { code: 'counter-data', rule: rule ? `KB ${rule}` : undefined } });
    };
    const isHq = u.kind === 'hq';
    if (isHq !== (u.hq !== undefined)) bad('an HQ and only an HQ has HQ values (3.0)');
    if (isHq && (u.rating !== undefined || u.strength !== undefined)) bad('an HQ prints Command Range - MPA, not a strength (3.0)');
    if (!isHq && (u.rating === undefined) === (u.strength === undefined)) bad('a combat unit prints a Combat Rating or a strength, not both (2.6)');
    if (u.rating !== undefined && u.steps !== 3) bad('a unit with a Combat Rating has three steps (2.7a)');
    if (u.steps > 1 && u.cadreMpa === undefined) bad('a multi-step unit has a cadre MPA (2.71)');
    if (u.steps > 1 && u.reverse !== 'cadre') bad('a multi-step unit shows its cadre on the reverse (2.7)');
    if ((u.class === 'mechanized') !== MECHANIZED_KINDS.includes(u.kind)) bad(`kind ${u.kind} is not of class ${u.class} (2.5)`);
    if (isHq && u.zoc) bad('HQs exert no ZOC (2.4, 15.11)');
  });
export type UnitDef = z.infer<typeof UnitDefSchema>;

/** KB 7.1 item 3: marker counts of the counter mix. */
export const MarkerMixSchema = z.object({
  /** KB 18.21: the Soviet player has three Pontoon Bridges. */
  pontoon: z.number().int(),
  /** KB 18.17: Building/FZ markers per side (the counter mix limits built FZs). */
  fortifiedZone: z.object({ axis: z.number().int(), soviet: z.number().int() }),
  rubble: z.number().int(),
  frontline: z.number().int(),
  /** KB 15.23: generic German breakdown regiments per map's counter sheet. */
  breakdownRegiments: z.object({ KB: z.number().int(), KH: z.number().int() }),
});
export type MarkerMix = z.infer<typeof MarkerMixSchema>;

export const KbForcesSchema = z.object({
  provenance: z.enum(['printed', 'reconstructed']),
  note: z.string(),
  units: z.array(UnitDefSchema),
  markers: MarkerMixSchema,
});
export type KbForces = z.infer<typeof KbForcesSchema>;
