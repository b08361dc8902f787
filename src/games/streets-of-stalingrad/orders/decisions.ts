import { z } from 'zod';
import { whenParsed } from '#kernel/engine/when-parsed';
import { IndirectFireSchema } from './fire';
import { oneEntryAHex, SosHexSchema, SosPathSchema, SosUnitListSchema, SosUnitSchema } from './places';

/**
 * The answers to the named decisions a paused window asks (sequence/pauses.ts), one key
 * each like the orders; a paused window takes its own decision's answer only.
 */

/**
 * SoS 9.41-9.48, 9.5-9.602, 16.52: the defender's one answer to every attack declared in
 * the phase, by attacked hex: `retreat` before combat (units and path; at least one combat
 * unit stays, 9.43), then defensive `fire` (units and the attacking hex they fire at; with
 * `from`, units not attacked in that hex, 9.601),
 * `support` (IF with spotters, 9.52), `flotilla` (16.52, 16.55: River Flotilla units taken
 * from their East Bank box, placed in the solid Volga River hex `from`, at most two a hex,
 * firing their DF at the attacking Volga River cliff hex `at`). A declared attack with no
 * entry gets the defaults. A `support` group with `table: wbbt` (WBBT note: IF artillery "may use
 * the WBBT for ... defensive fire") has the fire at its attacking hex read on the WBBT: only IF
 * artillery may then fire at that hex (windows/attack/wbbt-defense.ts); absent: the CRT.
 */
export const DefenseAttackAnswerSchema = z
  .strictObject({
    hex: SosHexSchema,
    retreat: z.array(z.strictObject({ units: SosUnitListSchema, path: SosPathSchema })).optional(),
    fire: z.array(z.strictObject({ units: SosUnitListSchema, at: SosHexSchema, from: SosHexSchema.optional() })).optional(),
    support: z.array(IndirectFireSchema.extend({ at: SosHexSchema, table: z.enum(['crt', 'wbbt']).optional() })).optional(),
    flotilla: z.array(z.strictObject({ units: SosUnitListSchema, from: SosHexSchema, at: SosHexSchema })).optional(),
  })
  .superRefine((a, ctx) => {
    const leaving = new Set((a.retreat ?? []).flatMap((r) => r.units));
    a.fire?.forEach((f, i) =>
      f.units.forEach((u, j) => {
        if (leaving.has(u)) ctx.addIssue({ code: 'custom', path: ['fire', i, 'units', j], message: `${u} retreats before combat; units that leave do not fire`, params: { code: 'retreated-unit-fires', rule: 'SoS 9.42' } });
      }),
    );
    a.fire?.forEach((f, i) => {
      if (f.at === a.hex) ctx.addIssue({ code: 'custom', path: ['fire', i, 'at'], message: 'defensive fire is aimed at an attacking hex', params: { code: 'fire-at-own-hex', rule: 'SoS 9.55' } });
    });
  }, { when: whenParsed('retreat', 'fire', 'hex') });
export const DefenseDecisionSchema = z.strictObject({ defense: z.strictObject({ attacks: z.array(DefenseAttackAnswerSchema).superRefine(oneEntryAHex('hex', 'SoS 9.41')) }) });

/**
 * SoS 12.1-12.8: the units that counter-attack the hex just taken, [] for none; `occupy`: the
 * counter-attackers that move into it if it is cleared (12.6 e: "any ICA units may occupy the
 * hex"; absent: every one that fits, [] none).
 */
export const CounterAttackDecisionSchema = z.strictObject({ counterAttack: z.strictObject({ units: z.array(SosUnitSchema), occupy: z.array(SosUnitSchema).optional() }) });

/**
 * SoS 9.87-9.884: after a P result, retreat along `path` (the whole stack), or each group of
 * `moves` along its own `path` ("each unit may retreat into a different hex", 9.87; units not
 * named go by the default ranking), or `hold` and lose `sacrifice` (9.88).
 */
export const RetreatDecisionSchema = z.strictObject({
  retreat: z
    .strictObject({ path: SosPathSchema.optional(), moves: z.array(z.strictObject({ units: SosUnitListSchema, path: SosPathSchema })).min(1).optional(), hold: z.literal(true).optional(), sacrifice: SosUnitSchema.optional() })
    .superRefine((r, ctx) => {
      if (r.path && r.moves) ctx.addIssue({ code: 'custom', path: ['moves'], message: 'a retreat answer is one `path` for the stack or `moves` by unit, not both', params: { code: 'path-and-moves', rule: 'SoS 9.87' } });
      else if (r.moves && (r.hold || r.sacrifice)) ctx.addIssue({ code: 'custom', path: ['hold'], message: 'a stack retreats or holds, not both', params: { code: 'retreat-and-hold', rule: 'SoS 9.88' } });
      else if (r.path && (r.hold || r.sacrifice)) ctx.addIssue({ code: 'custom', path: ['hold'], message: 'a stack retreats or holds, not both', params: { code: 'retreat-and-hold', rule: 'SoS 9.88' } });
      else if (r.hold && !r.sacrifice) ctx.addIssue({ code: 'custom', path: ['sacrifice'], message: 'a stack that holds names the unit it loses', params: { code: 'missing', rule: 'SoS 9.88' } });
      else if (!r.path && !r.moves && !r.hold) ctx.addIssue({ code: 'custom', path: [], message: 'a retreat answer is {path: [...]}, {moves: [{units: [...], path: [...]}]} or {hold: true, sacrifice: <unit>}', params: { code: 'missing', rule: 'SoS 9.87' } });
      else if (r.sacrifice && !r.hold) ctx.addIssue({ code: 'custom', path: ['hold'], message: 'a unit is lost instead of retreating only when the stack holds', params: { code: 'missing', rule: 'SoS 9.88' } });
    }, { when: whenParsed('path', 'moves', 'hold', 'sacrifice') }),
});

export const SOS_DECISION_SCHEMAS = [DefenseDecisionSchema, CounterAttackDecisionSchema, RetreatDecisionSchema] as const;
