import type { HexId } from '../ids';
import { createGrid, type Grid } from '../hex/grid';
import { hexsideHexes, hexsideKey } from '../hex/hexside';
import { LABEL_SLOTS, labelSlot } from '../hex/label';
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
  /** hexside() without the copy, for searches that only read it on every step: the map's own list, never to be changed. */
  hexsideFeatures(a: HexId, b: HexId): readonly string[];
  /** neighbours() without the copy, for searches that only read it: the map's own list, never to be changed. */
  adjacent(h: HexId): readonly HexId[];
  hasFeature(h: HexId, feature: string): boolean;
  /** Every hex id, sorted. */
  hexIds(): HexId[];
}

const NONE: readonly string[] = Object.freeze([]);

/**
 * Wraps parsed map data (map/schema.ts). Does not validate it: see validateMap. Which hexes
 * exist, their on-map neighbours and the features of each side between adjacent hexes are
 * tabled here by label slot (hex/label.ts), once per map: the searches ask them on every step.
 * The data must not change after it is wrapped.
 */
export function createMap(data: MapData): GameMap {
  const grid = createGrid(data.grid);
  const ids = Object.keys(data.hexes).sort() as HexId[];
  const known = new Set<string>(ids);
  const onMap = new Uint8Array(LABEL_SLOTS);
  for (const h of ids) {
    const slot = labelSlot(h);
    if (slot >= 0) onMap[slot] = 1;
  }
  const has = (h: HexId): boolean => {
    const slot = labelSlot(h);
    return slot >= 0 ? onMap[slot] === 1 : known.has(h);
  };
  const neighbourList: (readonly HexId[] | undefined)[] = new Array<readonly HexId[] | undefined>(LABEL_SLOTS).fill(undefined);
  const sides = hexsideTable(grid, data.hexsides);
  const adjacent = (h: HexId): readonly HexId[] => {
    if (!grid.parse(h)) return NONE as readonly HexId[];
    const slot = labelSlot(h);
    let n = neighbourList[slot];
    if (!n) {
      n = Object.freeze(grid.neighbours(h).filter(has));
      neighbourList[slot] = n;
    }
    return n;
  };
  const features = (a: HexId, b: HexId): readonly string[] => {
    const sa = labelSlot(a);
    const sb = labelSlot(b);
    const dir = sa >= 0 && sb >= 0 ? grid.slotDirection(sa, sb) : -1;
    return (dir >= 0 ? sides[sa * 6 + dir] : data.hexsides[hexsideKey(a, b)]) ?? NONE;
  };

  return {
    data,
    grid,
    has,
    hex: (h) => (has(h) ? data.hexes[h] : undefined),
    resolve(label) {
      const s = label.trim();
      if (known.has(s)) return s as HexId;
      const alias = Object.hasOwn(data.aliases, s) ? data.aliases[s] : data.aliases[s.toUpperCase()];
      return alias !== undefined && known.has(alias) ? alias : null;
    },
    label: (h) => hexLabel(data, h),
    neighbours: (h) => adjacent(h).slice(),
    adjacent,
    hexside: (a, b) => features(a, b).slice(),
    hexsideFeatures: features,
    hasFeature: (h, feature) => (has(h) ? (data.hexes[h]?.features ?? NONE).includes(feature) : false),
    hexIds: () => [...ids],
  };
}

/**
 * The features of the side between adjacent labels, by `slot * 6 + direction` from either
 * hex: every key of `hexsides` that names two adjacent labels in sorted order (hexsideKey).
 */
function hexsideTable(grid: Grid, hexsides: MapData['hexsides']): (readonly string[] | undefined)[] {
  const table: (readonly string[] | undefined)[] = new Array<readonly string[] | undefined>(LABEL_SLOTS * 6).fill(undefined);
  for (const [key, features] of Object.entries(hexsides)) {
    const pair = hexsideHexes(key);
    if (!pair || hexsideKey(pair[0], pair[1]) !== key) continue;
    const [a, b] = pair;
    const sa = labelSlot(a);
    const sb = labelSlot(b);
    if (sa < 0 || sb < 0) continue;
    const there = grid.direction(a, b);
    const back = grid.direction(b, a);
    if (there === null || back === null) continue;
    table[sa * 6 + there] = features;
    table[sb * 6 + back] = features;
  }
  return table;
}
