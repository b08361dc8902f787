import { z } from 'zod';
import { MapsSchema } from '../../../src/games/kharkov-battles/data/map';
import { compileMap } from './map';

/** The sources, as text, that make one bundle (maps only for now). */
export interface BundleSources {
  geography: string;
  KB: string;
  KH: string;
}

export const BundleSchema = z.object({ title: z.literal('kharkov-battles'), sourceHash: z.string(), maps: MapsSchema });
export type Bundle = z.infer<typeof BundleSchema>;

/** Compiles the sources into the bundle the title loads (pure: the caller reads and writes files). */
export function buildBundle(src: BundleSources, sourceHash: string): Bundle {
  const maps = { KB: compileMap(src.geography, src.KB), KH: compileMap(src.geography, src.KH) };
  return BundleSchema.parse({ title: 'kharkov-battles', sourceHash, maps });
}
