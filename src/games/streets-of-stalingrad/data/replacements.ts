import { z } from 'zod';
import { SOS_SCENARIO_IDS } from '../sequence/scenarios';

/** SoS 21.41, 21.42: the kinds of replacement points: "Pz" (German armored units) and plain "AF" (infantry, engineers, artillery). */
export const REPLACEMENT_KINDS = ['Pz', 'AF'] as const;
export type ReplacementKind = (typeof REPLACEMENT_KINDS)[number];

/** Points a turn, turn 1 first, one entry per turn of the scenario (the compile checks the count). */
const PerTurn = z.array(z.number().int().min(0)).min(1);

/**
 * SoS 21.41, 21.42: the replacement points each scenario card lists, by side and kind, turn 1
 * first. The Soviet gets only "AF" points (21.42: "Pz" points are German armored units).
 * The cards are not in the text: tables.yaml `replacements` is reconstructed and says so.
 */
export const ReplacementsSchema = z
  .object({
    provenance: z.enum(['transcribed', 'reconstructed']),
    note: z.string().min(1),
    rule: z.string().regex(/^SoS \d/, 'a rule reference starts "SoS <number>"'),
    scenarios: z.record(
      z.enum(SOS_SCENARIO_IDS),
      z.object({ german: z.object({ Pz: PerTurn, AF: PerTurn }).strict(), soviet: z.object({ AF: PerTurn }).strict() }).strict(),
    ),
  })
  .strict();
export type SosReplacementCards = z.infer<typeof ReplacementsSchema>;
