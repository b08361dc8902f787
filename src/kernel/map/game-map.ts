import type { HexId } from '../ids';
import { createGrid, type Grid } from '../hex/grid';
import { hexsideKey } from '../hex/hexside';
import { hexLabel } from './hex-label';
import type { HexData, MapData } from './types';

/** A title's map: its grid plus the hexes that exist, their terrain and their hexsides. */
export interface GameMap {
  readonly data: MapData;
  readonly grid: Grid;
  /** The hex exists in data.hexes. */
  has(h: HexId): boolean;
  hex(h: HexId): HexData | undefined;
  /** Canonical id or printed alias ("N3635") -> canonical HexId; null if unknown. */
  resolve(label: string): HexId | null;
  /** The label players see for the hex: its printed label (data.labels) or its id. */
  label(h: HexId): string;
  /** On-map neighbours only, in the grid's direction order. */
  neighbours(h: HexId): HexId[];
  /** Features on the shared side ([] if none). */
  hexside(a: HexId, b: HexId): string[];
  hasFeature(h: HexId, feature: string): boolean;
  /** Every hex id, sorted. */
  hexIds(): HexId[];
}

const NONE: readonly string[] = Object.freeze([]);

/** Wraps parsed map data (map/schema.ts). Does not validate it: see validateMap. */
export function createMap(data: MapData): GameMap {
  const grid = createGrid(data.grid);
  const ids = Object.keys(data.hexes).sort() as HexId[];
  const known = new Set<string>(ids);
  const neighbourCache = new Map<HexId, HexId[]>();
  const has = (h: HexId): boolean => known.has(h);

  return {
    data,
    grid,
    has,
    hex: (h) => (known.has(h) ? data.hexes[h] : undefined),
    resolve(label) {
      const s = label.trim();
      if (known.has(s)) return s as HexId;
      const alias = Object.hasOwn(data.aliases, s) ? data.aliases[s] : data.aliases[s.toUpperCase()];
      return alias !== undefined && known.has(alias) ? alias : null;
    },
    label: (h) => hexLabel(data, h),
    neighbours(h) {
      let n = neighbourCache.get(h);
      if (!n) {
        n = grid.parse(h) ? grid.neighbours(h).filter(has) : [];
        neighbourCache.set(h, n);
      }
      return [...n];
    },
    hexside(a, b) {
      const f = data.hexsides[hexsideKey(a, b)];
      return f ? [...f] : [...NONE];
    },
    hasFeature: (h, feature) => (known.has(h) ? (data.hexes[h]?.features ?? NONE).includes(feature) : false),
    hexIds: () => [...ids],
  };
}
