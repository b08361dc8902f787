import { z } from 'zod';

export const gameIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/)
  .describe('Game id, e.g. "g_7QH2"');

export const gameParams = z.object({ id: gameIdSchema });

export const stepParams = z.object({
  id: gameIdSchema,
  n: z.coerce.number().int().min(1).max(1_000_000).describe('Adjudication step, 1, 2, …'),
});
