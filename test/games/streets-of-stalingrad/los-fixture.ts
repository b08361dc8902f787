import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { losTerrainData, SosLosMapSchema, type SosLosMap } from '#games/streets-of-stalingrad/data/los-map';
import { hexId, type HexId } from '#kernel/ids';
import { judgeLos, type LosPurpose, type LosVerdict, type LosViewer } from '#kernel/los/judge';
import { createLosTerrain, type LosTerrain } from '#kernel/los/model';

export const LOS_MAP_YAML = fileURLToPath(new URL('../../../scenarios/streets-of-stalingrad/map/los-examples.yaml', import.meta.url));

export const rawLosMap = (): Record<string, unknown> => parse(readFileSync(LOS_MAP_YAML, 'utf8')) as Record<string, unknown>;

export const losMap = (): SosLosMap => SosLosMapSchema.parse(rawLosMap());

export const losTerrain = (): LosTerrain => createLosTerrain(losTerrainData(losMap()));

/** Judges a line on the reconstructed example map: los(terrain, "1814", "1613", "fire"), los(terrain, "1039", "2238", "spot", "op"). */
export const los = (terrain: LosTerrain, from: string, to: string, purpose: LosPurpose = 'fire', viewer: LosViewer = 'non-op'): LosVerdict =>
  judgeLos(terrain, hexId(from), hexId(to), purpose, viewer);

export const h = (s: string): HexId => hexId(s);
