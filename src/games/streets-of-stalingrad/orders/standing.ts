import { z } from 'zod';
import { whenParsed } from '#kernel/engine/when-parsed';
import { IndirectFireSchema } from './fire';
import { oneEntryAHex, SosHexSchema, SosPathSchema, SosPlaceSchema, SosUnitListSchema, SosUnitSchema } from './places';

/** The CRT columns (9.19): a threshold is the lowest column of its range. */
export const CRT_COLUMNS = ['1-2', '3', '4', '5-6', '7-9', '10-19', '20-29', '30-49', '50+'] as const;

/**
 * SoS 11.1-11.11: one opportunity-fire rule. The units of `hex` (or the named `units`, all
 * of one hex: only units of one hex combine, 11.8) fire at a moving stack when it starts
 * to move in, or enters, a clear hex of `zone` (absent: any hex in range and sight), if it
 * is of the kind `targets` (`any`, `armor`, `vehicles`: MP 12 or more, 9.95; `crossers`:
 * Soviet units crossing the Volga, 11.5) and holds at least `minUnits` units open to fire.
 * Each unit fires once a phase (11.2); every rule that matches a moment fires, in the order
 * given, with its units not yet fired. A unit that fires may not retreat before combat in
 * the next enemy attack (9.46) nor use reserves movement after it (8.31, 8.32): leave out of
 * every rule the units that should keep those choices.
 */
export const OpportunityFireRuleSchema = z
  .strictObject({
    hex: SosHexSchema.optional(),
    units: SosUnitListSchema.optional(),
    zone: z.array(SosPlaceSchema).min(1).optional(),
    targets: z.enum(['any', 'armor', 'vehicles', 'crossers']).optional(),
    minUnits: z.number().int().min(1).max(20).optional(),
    indirect: IndirectFireSchema.optional(),
  })
  .superRefine((r, ctx) => {
    if (!r.hex && !r.units && !r.indirect) ctx.addIssue({ code: 'custom', path: [], message: 'an opportunity-fire rule names its firers: a hex, units, or mortars with a spotter', params: { code: 'no-firer', rule: 'SoS 11.2' } });
  }, { when: whenParsed('hex', 'units', 'indirect') });

export type OpportunityFireRule = z.infer<typeof OpportunityFireRuleSchema>;

/**
 * SoS 9.5-9.602: the defensive fire plan for one defended hex, used when the defender is
 * not asked (breakthrough attacks, 10.3) or lets the plan answer: `at` the attacking hex
 * to fire at (`strongest`: the adjacent one with the most AF, the default; `nearest`; or a
 * hex), `nkvd: false` to keep NKVD units from firing (+1, 9.72), `support` IF with
 * spotters (9.52), `flotilla` River Flotilla units placed in the solid Volga River hex
 * `from`, firing at the same attacking hex when it is a Volga River cliff hex (16.52, 16.55).
 * `outside` units not attacked that fire at the same hex from where they stand (9.601).
 * `table: wbbt` (WBBT note): the `support` alone fires, read on the WBBT, the hex's units
 * holding their fire (9.60); with `outside` or `flotilla` it is refused (windows/attack/wbbt-defense.ts).
 */
export const DefensiveFirePlanSchema = z.strictObject({
  hex: SosHexSchema,
  at: z.union([z.enum(['strongest', 'nearest']), SosHexSchema]).optional(),
  nkvd: z.boolean().optional(),
  support: z.array(IndirectFireSchema).min(1).optional(),
  flotilla: z.array(z.strictObject({ units: SosUnitListSchema, from: SosHexSchema })).min(1).optional(),
  outside: z.array(z.strictObject({ from: SosHexSchema, units: SosUnitListSchema })).min(1).optional(),
  table: z.enum(['crt', 'wbbt']).optional(),
});
export type DefensiveFirePlan = z.infer<typeof DefensiveFirePlanSchema>;

/**
 * The defence against declared attacks (9.4, 9.5): `policy` `ask` (the default) pauses the
 * attack phase once with the `defense` decision; `plan` answers by `plan` and
 * `retreatBeforeCombat` without asking.
 */
export const DefenseStandingSchema = z.strictObject({
  policy: z.enum(['ask', 'plan']).optional(),
  plan: z.array(DefensiveFirePlanSchema).superRefine(oneEntryAHex('hex', 'SoS 9.55')).optional(),
});

/**
 * SoS 9.41-9.48: retreat before combat from `hex` when the attack declared on it has at
 * least `minAf` AF, or reaches CRT column `minColumn`: every unit leaves along `path`
 * except `stay` (at least one combat unit stays, 9.43). Absent: no retreat.
 */
export const RetreatBeforeCombatRuleSchema = z
  .strictObject({
    hex: SosHexSchema,
    minAf: z.number().int().min(1).optional(),
    minColumn: z.enum(CRT_COLUMNS).optional(),
    stay: SosUnitListSchema,
    path: SosPathSchema,
  })
  .superRefine((r, ctx) => {
    if (r.path[0] === r.hex) ctx.addIssue({ code: 'custom', path: ['path', 0], message: `the retreat leaves ${r.hex}: its path starts with the first hex entered`, params: { code: 'step-in-place', rule: 'SoS 9.48' } });
  }, { when: whenParsed('hex', 'path') });

/**
 * SoS 9.58, 9.66, 9.82, 11.9, 12.8, 14.81: own units to lose first, in order, wherever the
 * owner chooses a loss; `hexes` gives a hex its own order. Forced priorities (immobilized
 * tanks first on P, snipers last, 16.37, 16.16; the bombardment order of 14.81) are the
 * server's to keep; the rest by the default: least AF + DF, then least MP. The word
 * `minefield` names the owner's built minefield in an attacked hex, which he may take as a
 * loss to an attack (9.82, engineering/attacked-minefield.ts); not named, it is kept.
 */
export const LossPriorityStandingSchema = z.strictObject({
  order: SosUnitListSchema.optional(),
  hexes: z.array(z.strictObject({ hex: SosHexSchema, order: SosUnitListSchema })).superRefine(oneEntryAHex('hex', 'SoS 9.82')).optional(),
});

/**
 * SoS 9.87-9.884: after a P result, a stack that may choose (9.88) `retreat`s or `hold`s
 * and loses one unit (`sacrifice`'s first, else by the loss priorities); a `retreat` entry's
 * `moves` send each unit named its own way, one hex (9.87: "each unit may retreat into a
 * different hex"), where that hex is legal for it when it retreats. `prefer` and
 * `avoid` rank the retreat hexes. `policy` for a hex with no entry: `retreat` (the
 * default) or `ask` (the `retreat` decision).
 */
export const RetreatAfterCombatStandingSchema = z.strictObject({
  policy: z.enum(['retreat', 'ask']).optional(),
  prefer: z.array(SosHexSchema).optional(),
  avoid: z.array(SosHexSchema).optional(),
  hexes: z
    .array(z.strictObject({ hex: SosHexSchema, mode: z.enum(['retreat', 'hold']), sacrifice: SosUnitListSchema.optional(), moves: z.array(z.strictObject({ units: SosUnitListSchema, path: SosPathSchema })).optional() }))
    .superRefine(oneEntryAHex('hex', 'SoS 9.88'))
    .optional(),
});

/**
 * SoS 12.1-12.8: instant counter-attacks on a hex the enemy took: the first rule whose
 * `hexes` hold it (absent: any) counter-attacks with the eligible adjacent units (or only
 * `units`) when their AF less the defenders' DF is at least `minDifference` (the ICA
 * Table: 7 or more on the die plus the difference retakes the hex); `occupy`: the
 * counter-attackers that move into a hex the ICA cleared (12.6 e "may occupy": absent, every
 * one that fits; [] none; a unit not counter-attacking is passed over). `policy` `none` (the
 * default) or `ask` (the `counterAttack` decision) where no rule matches.
 */
export const CounterAttackStandingSchema = z.strictObject({
  policy: z.enum(['none', 'ask']).optional(),
  rules: z.array(z.strictObject({ hexes: z.array(SosHexSchema).min(1).optional(), units: SosUnitListSchema.optional(), minDifference: z.number().int().min(-20).max(60), occupy: z.array(SosUnitSchema).optional() })).optional(),
});

/**
 * SoS 16.2: Soviet mine dogs attack an adjacent German armored unit before a German attack
 * is resolved: `attack` (the default: the adjacent armored unit with the highest AF, or
 * the first of `prefer` adjacent) or `hold`.
 */
export const MineDogStandingSchema = z.strictObject({ policy: z.enum(['attack', 'hold']).optional(), prefer: SosUnitListSchema.optional() });

/** SoS 15.42-15.46: Soviet AA fire at Stukas, once a phase a unit: `fire` (the default: every AA unit in range at the first Stukas) or `hold`; `hold` names units that never fire. */
export const AaStandingSchema = z.strictObject({ policy: z.enum(['fire', 'hold']).optional(), hold: SosUnitListSchema.optional() });

/** SoS 18.1, 18.31, 18.34: where a leader goes when he must move to a unit of his command (default: the nearest). */
export const LeaderStandingSchema = z.strictObject({ leader: SosUnitSchema, to: SosHexSchema });

/** SoS 14.72-14.75: own IF units to silence first when ammunition runs short (default: the least AF first). */
export const AmmunitionStandingSchema = z.strictObject({ silenceFirst: SosUnitListSchema });

/**
 * The reaction policy: a side's choices in the other side's phases, filed with its turn
 * file and in force until a later file replaces it (digest 6.1). Every part has a default;
 * only `defense` asks unless told not to.
 */
export const SosStandingSchema = z.strictObject({
  opportunityFire: z.array(OpportunityFireRuleSchema).optional(),
  defense: DefenseStandingSchema.optional(),
  retreatBeforeCombat: z.array(RetreatBeforeCombatRuleSchema).superRefine(oneEntryAHex('hex', 'SoS 9.41')).optional(),
  losses: LossPriorityStandingSchema.optional(),
  retreat: RetreatAfterCombatStandingSchema.optional(),
  counterAttack: CounterAttackStandingSchema.optional(),
  mineDogs: MineDogStandingSchema.optional(),
  aa: AaStandingSchema.optional(),
  leaders: z.array(LeaderStandingSchema).optional(),
  ammunition: AmmunitionStandingSchema.optional(),
  /** SoS 9.40: the side of the Tartar Wall a vehicle in a Wall hex stands on (default: the side facing the nearest enemy). */
  wallSide: z.array(z.strictObject({ unit: SosUnitSchema, facing: SosHexSchema })).optional(),
});
export type SosStanding = z.infer<typeof SosStandingSchema>;

/** Standing parts only one side has: mine dogs, AA and the River Flotilla are Soviet (16.2, 15.4, 16.5). */
export const SOVIET_ONLY_STANDING = ['mineDogs', 'aa'] as const;
