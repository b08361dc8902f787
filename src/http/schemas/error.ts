import { z } from 'zod';
import { named } from '../openapi/components';

/** One problem in a request, as the service reports it (kernel/engine/issues.ts). */
export const issueSchema = named(
  'Issue',
  z.object({
    path: z.array(z.union([z.string(), z.number()])).describe('JSON path inside the request body or turn file'),
    code: z.string().describe('Stable machine-readable code'),
    message: z.string(),
    rule: z.string().optional().describe('Rulebook reference, e.g. "DoS 9.13"'),
    line: z.number().int().optional(),
    column: z.number().int().optional(),
  }),
);

/** Every error response: a summary plus every problem found at once. */
export const errorSchema = named(
  'Error',
  z.object({
    error: z.object({ code: z.string(), message: z.string() }),
    errors: z.array(issueSchema),
  }),
  'Every non-2xx response. `errors` lists every problem at once (empty when there is no detail).',
);

export type ErrorBody = z.infer<typeof errorSchema>;
