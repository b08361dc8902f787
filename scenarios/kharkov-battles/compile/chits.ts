import { parse } from 'yaml';
import { z } from 'zod';
import { ChitMixSchema, type ChitMix } from '../../../src/games/kharkov-battles/data/chits';
import { KbSideSchema } from '../../../src/games/kharkov-battles/data/ids';
import { RatingSchema } from '../../../src/games/kharkov-battles/data/units';
import { readForcesSource } from './units';

const Values = z.array(z.number().int());
const ChitsFileSchema = z.object({
  provenance: z.enum(['printed', 'reconstructed']),
  note: z.string(),
  letters: z.record(KbSideSchema, z.array(RatingSchema).min(1)),
  pools: z.record(KbSideSchema, z.array(z.object({ full: Values, reduced: Values, count: z.number().int().min(1) }))),
});

/** Expands chits.yaml (text) into one checked chit each (KB 2.6), ids `axis-01`, `soviet-01`, ... */
export function compileChits(source: string): ChitMix {
  const file = ChitsFileSchema.parse(parse(source));
  const chits: unknown[] = [];
  for (const side of KbSideSchema.options) {
    const letters = file.letters[side];
    let n = 0;
    for (const [i, kind] of file.pools[side].entries()) {
      if (kind.full.length !== letters.length || kind.reduced.length !== letters.length) {
        throw new Error(`chits.yaml ${side} row ${i + 1}: one value per letter ${letters.join('')} on each side (2.6)`);
      }
      const face = (vs: number[]): Record<string, number> => Object.fromEntries(letters.map((l, j) => [l, vs[j]!]));
      for (let c = 0; c < kind.count; c++) {
        n++;
        chits.push({ id: `${side}-${String(n).padStart(2, '0')}`, pool: side, full: face(kind.full), reduced: face(kind.reduced) });
      }
    }
  }
  return ChitMixSchema.parse({ provenance: file.provenance, note: file.note, letters: file.letters, chits });
}

/** The chit mix of scenarios/kharkov-battles/chits.yaml. */
export const loadChits = (): ChitMix => compileChits(readForcesSource('chits.yaml'));
