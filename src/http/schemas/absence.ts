import { z } from 'zod';
import { absenceInputSchema } from '#service/schedule/absence-input';
import type { AbsenceResult } from '#service/types';
import { named } from '../openapi/components';
import type { SameShape } from './same-shape';

export const absenceBodySchema = named('AbsenceRequest', absenceInputSchema, 'Whole days in the game\'s time zone, both included.');

export const absenceResultSchema = named(
  'Absence',
  z.object({
    game: z.string(),
    side: z.string(),
    from: z.string(),
    until: z.string(),
    deadline: z.string().nullable().describe("The open window's deadline after the absence"),
    moved: z.boolean().describe('Whether the absence moved that deadline'),
  }),
);

true satisfies SameShape<z.infer<typeof absenceResultSchema>, AbsenceResult>;
