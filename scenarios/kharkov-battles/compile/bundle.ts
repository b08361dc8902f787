import { MapBundleSchema, type MapBundle } from '../../../src/games/kharkov-battles/data/map';
import { compileMap } from './map';

/** The sources, as text, that make one bundle (maps only for now). */
export interface BundleSources {
  geography: string;
  KB: string;
  KH: string;
}

/** Compiles the sources into the bundle the title loads (pure: the caller reads and writes files). */
export function buildBundle(src: BundleSources, sourceHash: string): MapBundle {
  const maps = { KB: compileMap(src.geography, src.KB), KH: compileMap(src.geography, src.KH) };
  return MapBundleSchema.parse({ title: 'kharkov-battles', sourceHash, maps });
}
