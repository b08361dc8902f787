import { z } from 'zod';
import { KbSideSchema } from './ids';
import { RatingSchema } from './units';

/**
 * KB 2.6-2.7: Strength Chits. A chit prints one number per Combat Rating letter on each
 * side: the darker side full, the lighter side reduced. One pool per side ("the
 * appropriate chit pool", 2.7a); compiled from scenarios/kharkov-battles/chits.yaml.
 */
export const ChitFaceSchema = z.partialRecord(RatingSchema, z.number().int().min(1));

export const ChitSchema = z
  .object({
    id: z.string(),
    pool: KbSideSchema,
    full: ChitFaceSchema,
    reduced: ChitFaceSchema,
  })
  .superRefine((c, ctx) => {
    for (const [letter, full] of Object.entries(c.full)) {
      const reduced = c.reduced[letter as keyof typeof c.reduced];
      if (reduced === undefined || reduced >= full) {
        ctx.addIssue({
          code: 'custom',
          message: `chit ${c.id}: the reduced value for ${letter} must be below the full value (2.7a)`,
          params: { code: 'chit-data', rule: 'KB 2.7' },
        });
      }
    }
  });
export type Chit = z.infer<typeof ChitSchema>;

export const ChitMixSchema = z.object({
  provenance: z.enum(['printed', 'reconstructed']),
  note: z.string(),
  /** The letters each side's pool prints, in order. */
  letters: z.record(KbSideSchema, z.array(RatingSchema).min(1)),
  chits: z.array(ChitSchema),
});
export type ChitMix = z.infer<typeof ChitMixSchema>;
