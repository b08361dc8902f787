import { createGrid, type Grid } from '../hex/grid';
import { hexsideKey } from '../hex/hexside';
import type { HexId } from '../ids';
import type { GridSpec, HexsideKey } from '../map/types';
import type { DrawnFeature, FeatureKind, Relief } from './features';
import type { LosPurpose, LosViewer } from './judge';

/**
 * A club's ruling for one pair of hexes more than one hex apart, which wins over the
 * geometry (either direction). Adjacent hexes always see each other (SoS 9.37), so a
 * ruling between them is never read.
 */
export interface LosOverride {
  readonly los: 'clear' | 'blocked';
  readonly note: string;
  /**
   * Whom the ruling is for; without it, every line between the pair. With it, only a line
   * judged for that purpose, and when `viewer` is given, by that kind of viewer (SoS 14.25:
   * "An OP unit on hex 1039 ... can also see" is `{ purpose: 'spot', viewer: 'op' }`).
   * Every other line between the pair is judged on the drawing.
   */
  readonly only?: { readonly purpose: LosPurpose; readonly viewer?: LosViewer };
}

/** What line of sight needs to know of a map, as plain data. */
export interface LosTerrainData {
  readonly grid: GridSpec;
  /** The 9.34 tolerance in drawing units (tolerance.ts inchesToHexUnits). */
  readonly tolerance: number;
  readonly hexes: Readonly<Record<string, { readonly features?: readonly DrawnFeature[]; readonly relief?: Relief }>>;
  /** Features drawn along a whole hexside, by hexside key ("2336|2337"). */
  readonly hexsides?: Readonly<Record<HexsideKey, readonly FeatureKind[]>>;
  /** By hexside-style pair key of the two hexes ("1039|2238"), any distance apart. */
  readonly overrides?: Readonly<Record<string, LosOverride>>;
}

export interface LosTerrain {
  readonly grid: Grid;
  readonly tolerance: number;
  features(h: HexId): readonly DrawnFeature[];
  relief(h: HexId): Relief | undefined;
  hexsideFeatures(a: HexId, b: HexId): readonly FeatureKind[];
  override(a: HexId, b: HexId): LosOverride | undefined;
}

const NONE: readonly never[] = Object.freeze([]);

/** The pair key of two hexes, the same whichever comes first. */
export const pairKey = (a: HexId, b: HexId): string => hexsideKey(a, b);

export function createLosTerrain(data: LosTerrainData): LosTerrain {
  const grid = createGrid(data.grid);
  return {
    grid,
    tolerance: data.tolerance,
    features: (h) => (Object.hasOwn(data.hexes, h) ? data.hexes[h]!.features ?? NONE : NONE),
    relief: (h) => (Object.hasOwn(data.hexes, h) ? data.hexes[h]!.relief : undefined),
    hexsideFeatures: (a, b) => data.hexsides?.[hexsideKey(a, b)] ?? NONE,
    override: (a, b) => {
      const key = pairKey(a, b);
      return data.overrides && Object.hasOwn(data.overrides, key) ? data.overrides[key] : undefined;
    },
  };
}
