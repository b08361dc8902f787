import { z } from 'zod';
import { whenParsed } from '#kernel/engine/when-parsed';
import { notBothPreferredAndAvoided, oneEntryAHex } from './checks';
import { KbHexSchema, KbPathSchema, KbUnitSchema } from './hex';

/** A standing choice left to a paused window: the player is asked when the case arises. */
const Ask = z.literal('ask');

/**
 * One case in which a defending Air Point is committed (KB 5.21): the attacked hex is one
 * of `hexes`, or holds one of `units`, or is a city hex, or the attacker committed at
 * least `attackerAir` Air Points, or `any` attack.
 */
export const AirRuleSchema = z.union([
  z.strictObject({ hexes: z.array(KbHexSchema).min(1) }),
  z.strictObject({ units: z.array(KbUnitSchema).min(1) }),
  z.strictObject({ city: z.literal(true) }),
  z.strictObject({ attackerAir: z.union([z.literal(1), z.literal(2)]) }),
  z.strictObject({ any: z.literal(true) }),
]);

/**
 * KB 5.21: the non-phasing player's Air Points in the other side's attacks, one at most a
 * defense, declared after the attacker's: the first rule that matches commits one while
 * the `budget` (default: every available Air Point) lasts; attacks are met in the order
 * they are resolved. Separate lists for Prepared and Mobile Assaults; absent = none; `ask`
 * = the `airDefense` decision.
 */
export const AirStandingSchema = z.strictObject({
  budget: z.number().int().min(0).optional(),
  preparedAssault: z.union([z.array(AirRuleSchema), Ask]).optional(),
  mobileAssault: z.union([z.array(AirRuleSchema), Ask]).optional(),
});

/**
 * KB 12.62, 12.72-12.74: the choices of a stack of this side that must retreat in the
 * other side's Prepared Assault: `hold` at most so many steps instead of hexes, retreat by
 * the hexes in `prefer` when they are legal, never by those in `avoid` while any other is.
 * `hexes` gives a stack in a named hex its own choice (its `policy`, else `hold` when it
 * names steps to hold, else `retreat`). `policy` says what happens when no entry covers the
 * stack: `retreat` in full by the default ranking, `hold` as many steps
 * as the result allows, or `ask` (the default): the `retreat` decision, when the result
 * leaves a choice.
 */
const RetreatCaseSchema = z.strictObject({
  hold: z.number().int().min(0).max(4).optional(),
  prefer: z.array(KbHexSchema).optional(),
  avoid: z.array(KbHexSchema).optional(),
});
export const RetreatStandingSchema = z
  .strictObject({
    policy: z.enum(['retreat', 'hold', 'ask']).optional(),
    ...RetreatCaseSchema.shape,
    hexes: z
      .array(
        z
          .strictObject({ hex: KbHexSchema, ...RetreatCaseSchema.shape, policy: z.enum(['retreat', 'hold', 'ask']).optional() })
          .superRefine(notBothPreferredAndAvoided('KB 12.72'), { when: whenParsed('prefer', 'avoid') }),
      )
      .superRefine(oneEntryAHex('hex', 'KB 12.72'))
      .optional(),
  })
  .superRefine(notBothPreferredAndAvoided('KB 12.72'), { when: whenParsed('prefer', 'avoid') });

/**
 * KB 12.8, 12.81: advances by this side's units when they win a combat the other side
 * attacked in (its attackers lost): from a named defending hex, the units and path;
 * `policy` for every other case: `none` (the default) or `ask`.
 */
export const AdvanceStandingSchema = z.strictObject({
  policy: z.enum(['none', 'ask']).optional(),
  hexes: z
    .array(z.strictObject({ from: KbHexSchema, units: z.array(KbUnitSchema).min(1).optional(), path: KbPathSchema }))
    .superRefine(oneEntryAHex('from', 'KB 12.8'))
    .optional(),
});

/**
 * KB 11.32 Forced Displacement of an own unit overrun in the other side's movement:
 * `displace` (the default) to the first of `prefer` that qualifies, else by the default
 * ranking; `eliminate`; or `ask`.
 */
export const DisplaceStandingSchema = z.strictObject({
  policy: z.enum(['displace', 'eliminate', 'ask']).optional(),
  prefer: z.array(KbHexSchema).optional(),
});

/** KB 18.22: remove the bridge between `hex` and `across` as soon as an enemy unit stands next to it (while the rule allows). */
export const BridgeStandingSchema = z.strictObject({ hex: KbHexSchema, across: KbHexSchema, when: z.literal('enemy-adjacent') });

/**
 * Standing orders: this side's choices in the other side's phases, where the rules ask it
 * mid-phase (digest 6.2). Each has a documented default; a choice set to `ask` pauses that
 * phase with a named decision for this side. They stay in force until a later file of the
 * side replaces them.
 */
export const KbStandingSchema = z.strictObject({
  air: AirStandingSchema.optional(),
  /** KB 6.21-6.22: the units of a defending hex that take part, by hex; absent = the strongest the limits allow; `ask`. */
  participants: z.union([z.array(z.strictObject({ hex: KbHexSchema, units: z.array(KbUnitSchema).min(1) })).superRefine(oneEntryAHex('hex', 'KB 6.22')), Ask]).optional(),
  /** KB 15.3: a defending Tiger's favourable shift: `use` (the default) or `keep`. */
  tigers: z.enum(['use', 'keep']).optional(),
  /** KB 12.63, 11.26 D(1): own units to lose steps first, in order; the rest by the default order; `ask`. */
  lossOrder: z.union([z.array(KbUnitSchema), Ask]).optional(),
  retreat: RetreatStandingSchema.optional(),
  /** KB 12.73: the Breakout Attempt: `never` (the default), `always`, or when the retreat would cost at least `steps`. */
  breakout: z.union([z.enum(['never', 'always']), z.strictObject({ steps: z.number().int().min(1) })]).optional(),
  advance: AdvanceStandingSchema.optional(),
  displace: DisplaceStandingSchema.optional(),
  bridges: z.array(BridgeStandingSchema).optional(),
});
export type KbStanding = z.infer<typeof KbStandingSchema>;
