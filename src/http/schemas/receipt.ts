import { z } from 'zod';
import type { Receipt } from '#service/types';
import { named } from '../openapi/components';
import type { SameShape } from './same-shape';

export const receiptSchema = named(
  'Receipt',
  z.object({
    game: z.string(),
    side: z.string(),
    window: z.string(),
    fileHash: z.string().describe("The file commitment: HMAC-SHA256 keyed with the game salt of the file's canonical JSON (docs/dice.md)"),
    final: z.boolean(),
    version: z.number().int().describe('1, 2, … per side and window'),
    receivedAt: z.string(),
    duplicate: z.boolean().describe('True when an identical file had already been accepted'),
    logHead: z
      .string()
      .optional()
      .describe("The head of the log chain of this side's copy of the archive when the file was accepted (after the step it closed): check a later copy with `umpire verify --head`"),
    adjudicated: z
      .object({
        step: z.number().int(),
        seed: z.string(),
        nextWindow: z.string().nullable(),
        events: z.number().int(),
      })
      .optional()
      .describe('Present when this file closed the window'),
  }),
);

export const submitAcceptedSchema = named('SubmitAccepted', z.object({ receipt: receiptSchema }));

true satisfies SameShape<z.infer<typeof receiptSchema>, Receipt>;
