import { readFileSync } from 'node:fs';
import { type DataBundle, DataBundle as DataBundleSchema } from '#games/drive-on-stalingrad/data/schema';
import { createGrid } from '#kernel/hex/grid';
import type { HexId } from '#kernel/ids';
import { BUNDLE_PATH } from '../../../scenarios/drive-on-stalingrad/compile/paths';

/** The committed bundle, parsed once per test file. */
export const bundle: DataBundle = DataBundleSchema.parse(JSON.parse(readFileSync(BUNDLE_PATH, 'utf8')));
export const map = bundle.map;
export const grid = createGrid(map.grid);
export const blue = bundle.scenarios.find((s) => s.id === 'operation-blue')!;
export const uranus = bundle.scenarios.find((s) => s.id === 'operation-uranus')!;
export const unitsById = new Map(bundle.units.map((u) => [u.id, u]));

export const hex = (id: string) => {
  const h = map.hexes[id];
  if (!h) throw new Error(`no hex ${id}`);
  return h;
};
export const has = (id: string, feature: string): boolean => hex(id).features?.includes(feature) ?? false;
export const side = (a: string, b: string): string[] => map.hexsides[a < b ? `${a}|${b}` : `${b}|${a}`] ?? [];
export const isWater = (id: string): boolean => ['lake', 'reservoir', 'sea'].includes(hex(id).terrain);
export const h = (s: string): HexId => s as HexId;
export const row = (id: string): number => Number(id.slice(0, 2));
export const col = (id: string): number => Number(id.slice(2));
