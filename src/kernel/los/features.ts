import type { Point } from './geometry';

/**
 * What a map draws in a hex or on a hexside, as line of sight reads it. Only the drawn
 * feature blocks, never the hex's colour (SoS 9.34 game note: "Hexes do not block LOS").
 *
 * An area (city blocks, a wood) is a polygon; a line (the Tartar Wall, a cliff edge, a
 * balka) is a polyline. Points are in the hex's own frame: the grid's drawing frame
 * (hex/grid.ts: size 1 = centre to corner, x east, y south) with the hex's centre at 0, 0.
 * An area without points fills the whole hex (for terrain not yet digitised).
 */
export type DrawnFeature =
  | { readonly kind: FeatureKind; readonly shape: 'area'; readonly points?: readonly Point[] }
  | { readonly kind: FeatureKind; readonly shape: 'line'; readonly points: readonly Point[] };

/** SoS 9.33: the terrain features that block line of sight. */
export const BLOCKING_KINDS = [
  'city', // SoS 9.33 #1
  'industrial', // SoS 9.33 #2 (industrial/fortified)
  'suburb', // SoS 9.33 #3 (suburb/village)
  'forest', // SoS 9.33 #4
  'strong-point', // SoS 9.33 #5 (Mamayev Kurgan hill top and the two "mushrooms")
  'cliff', // SoS 9.33 #6: Volga cliffs, when the line cuts across the cliff
  'tartar-wall', // SoS 9.33 #7: when the line cuts across the Wall
] as const;

/** Drawn features that never block (SoS 9.34 example 1: "the balka in 0507 does not block LOS"). */
export const OPEN_KINDS = ['balka', 'road', 'railroad', 'cemetery', 'embankment', 'railroad-cut'] as const;

export type BlockingKind = (typeof BLOCKING_KINDS)[number];
export type FeatureKind = BlockingKind | (typeof OPEN_KINDS)[number];

const BLOCKING = new Set<string>(BLOCKING_KINDS);

export const blocksLos = (kind: FeatureKind): kind is BlockingKind => BLOCKING.has(kind);

/** The rule item of SoS 9.33 that makes a kind block, for reports. */
export const BLOCKING_ITEM: Record<BlockingKind, string> = {
  city: 'SoS 9.33 #1',
  industrial: 'SoS 9.33 #2',
  suburb: 'SoS 9.33 #3',
  forest: 'SoS 9.33 #4',
  'strong-point': 'SoS 9.33 #5',
  cliff: 'SoS 9.33 #6',
  'tartar-wall': 'SoS 9.33 #7',
};

/**
 * A hex's relief (SoS 9.38, 14.26): a hill top ("a yellow hex with a black triangle and
 * a number representing its height"), the top of a slope ("the dark end of a slope
 * feature") or another slope hex. Heights are kept for reports; no rule compares them.
 */
export type Relief = 'hill-top' | 'slope-top' | 'slope';

/** Hill tops and slope tops see over blocking terrain in an adjacent slope hex (SoS 9.38, 14.26). */
export const isElevated = (r: Relief | undefined): boolean => r === 'hill-top' || r === 'slope-top';
/** A slope hex in the sense of 9.38 and 14.26: any hex with a slope feature, its top included. */
export const isSlope = (r: Relief | undefined): boolean => r === 'slope' || r === 'slope-top';
