import { z } from 'zod';
import type { DieRecord } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { StepRecord } from '#service/types';
import { named } from '../openapi/components';
import type { SameShape } from './same-shape';

export const dieRecordSchema = named(
  'DieRecord',
  z.object({
    label: z.string().describe('e.g. "T07/german-combat/1031/attack"'),
    sides: z.number().int(),
    value: z.number().int().optional().describe('The face, for public rolls'),
    commitment: z.string().optional().describe('For hidden draws: SHA256(gameSalt ‖ label ‖ value)'),
    hidden: z.boolean().optional(),
  }),
);

export const gameEventSchema = named(
  'GameEvent',
  z.looseObject({
    type: z.string(),
    rule: z.string().optional(),
    visibleTo: z.array(z.string()).optional(),
  }),
  'One adjudication event; titles add their own fields (odds, shifts, dice, result, text, …)',
);

export const submissionRefSchema = z.object({
  side: z.string(),
  fileHash: z.string(),
  entropy: z.string().optional(),
});

export const stepRecordSchema = named(
  'StepRecord',
  z.object({
    step: z.number().int(),
    window: z.string(),
    stateHashBefore: z.string(),
    stateHashAfter: z.string(),
    ctx: z.string(),
    seed: z.string().describe('The revealed chain element s_k, 64 hex characters'),
    seedIndex: z.number().int().optional().describe('The chain index of seed when it is not step (a replay after a rollback)'),
    submissions: z.array(submissionRefSchema),
    transcript: z.array(dieRecordSchema),
    events: z.array(gameEventSchema),
    at: z.string(),
    corrections: z
      .array(
        z.object({
          seq: z.number().int(),
          at: z.string(),
          reason: z.string(),
          changes: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), value: z.unknown().optional(), was: z.unknown().optional() })),
        }),
      )
      .optional()
      .describe('Referee corrections made since the step before (docs/referee.md)'),
  }),
);

true satisfies SameShape<z.infer<typeof dieRecordSchema>, DieRecord>;
true satisfies SameShape<z.infer<typeof gameEventSchema>, GameEvent>;
true satisfies SameShape<z.infer<typeof stepRecordSchema>, StepRecord>;
