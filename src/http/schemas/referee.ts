import { z } from 'zod';
import type { RefereeResult } from '#service/referee/types';
import { named } from '../openapi/components';
import type { SameShape } from './same-shape';
import { stepRecordSchema } from './step';

const reason = z.string().trim().min(1).max(1000).describe('Why: kept in the log and shown to the players');
const side = z.string().min(1).max(40);

/** The request body of each referee action (docs/referee.md). */
export const refereeBodies = {
  preview: z.strictObject({}),
  'force-close': named('ForceCloseRequest', z.strictObject({ reason: reason.optional() })),
  rollback: named(
    'RollbackRequest',
    z.strictObject({
      to: z.number().int().min(0).describe('The step whose result the game returns to (0 = the set-up)'),
      reason,
      replay: z.boolean().optional().describe('Adjudicate the undone windows again at once with the same files (default true)'),
    }),
  ),
  correct: named(
    'CorrectRequest',
    z.strictObject({
      reason,
      changes: z
        .array(z.strictObject({ path: z.array(z.union([z.string(), z.number().int().min(0)])).min(1).max(16), value: z.unknown() }))
        .min(1)
        .max(100)
        .describe('Values set at paths of the state; every path must exist'),
      visibleTo: z.array(side).optional().describe('Sides that may read the new values before the game ends (default: everyone)'),
    }),
  ),
  'replace-player': named('ReplacePlayerRequest', z.strictObject({ side, reason, email: z.email().optional() })),
  pause: named('PauseRequest', z.strictObject({ reason })),
  resume: named('ResumeRequest', z.strictObject({ reason: reason.optional() })),
  end: named('EndRequest', z.strictObject({ reason, winner: side.optional().describe('The winning side; none: drawn') })),
} as const;

export const refereeResultSchema = named(
  'RefereeResult',
  z.object({
    game: z.string(),
    action: z.enum(['preview', 'force-close', 'rollback', 'correct', 'replace-player', 'pause', 'resume', 'end']),
    seq: z.number().int().describe("The action's place among the game's referee actions"),
    status: z.enum(['active', 'paused', 'ended']),
    window: z.string().nullable(),
    steps: z.array(stepRecordSchema).describe('Steps the action adjudicated, in full'),
    preview: stepRecordSchema.optional().describe('preview: the step the window would give now (not kept)'),
    token: z.string().optional().describe("replace-player: the side's new token, shown once"),
  }),
);

true satisfies SameShape<z.infer<typeof refereeResultSchema>, RefereeResult>;
