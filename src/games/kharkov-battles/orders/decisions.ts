import { z } from 'zod';
import { airPoints } from './checks';
import { AdvanceSchema } from './combat';
import { KbHexSchema, KbPathSchema, KbUnitListSchema, KbUnitSchema } from './hex';

/**
 * The answers to the named decisions a paused window asks (sequence/pauses.ts), one key
 * each like the orders; a paused window takes its own decision's answer only.
 */

/** KB 5.21: commit 0 or 1 Air Point to the defense of the attacked hex. */
export const AirDefenseDecisionSchema = z.strictObject({ airDefense: z.strictObject({ commit: airPoints(1, 'at most one Air Point a defence') }) });

/** KB 6.21-6.22: the units of the defending hex that take part in the combat. */
export const ParticipantsDecisionSchema = z.strictObject({ participants: z.strictObject({ units: KbUnitListSchema }) });

/** KB 12.61-12.63, 11.26: the units that lose the steps, one a step, in order (a unit named twice loses two). */
export const LossesDecisionSchema = z.strictObject({ losses: z.strictObject({ units: z.array(KbUnitSchema).min(1) }) });

/**
 * KB 12.62, 12.72-12.74: `hold` steps taken instead of hexes and the retreat `path` for the
 * rest; `breakout: true` makes the Breakout Attempt instead of the losses for EZOC hexes (12.73).
 */
export const RetreatDecisionSchema = z.strictObject({
  retreat: z.strictObject({ hold: z.number().int().min(0).max(4), path: KbPathSchema.optional(), breakout: z.literal(true).optional() }),
});

/** KB 12.8, 12.81: the victorious units' advance, [] for none. */
export const AdvanceDecisionSchema = z.strictObject({ advance: AdvanceSchema });

/** KB 11.32 Forced Displacement: to this hex of a unit exerting the ZOC, or eliminated (removed to the Replacement Pool where appropriate). */
export const DisplaceDecisionSchema = z.strictObject({
  displace: z.union([z.strictObject({ hex: KbHexSchema }), z.strictObject({ eliminate: z.literal(true) })]),
});

export const KB_DECISION_SCHEMAS = [AirDefenseDecisionSchema, ParticipantsDecisionSchema, LossesDecisionSchema, RetreatDecisionSchema, AdvanceDecisionSchema, DisplaceDecisionSchema] as const;
