import { z } from 'zod';
import { GridSpecSchema } from '../../../src/kernel/map/schema';

/**
 * The readable geographic source of the Drive on Stalingrad map (source.yaml).
 * Coordinates are [lat, lon] in degrees. A polyline point may instead name a spot of
 * the hex grid: "hex:2725" (a centre), "side:3217|3317" (the middle of a hexside) or
 * "corner:3201|3301|3302" (the corner three hexes share), so that a feature the
 * rulebook ties to hex numbers lands exactly there.
 */

export const LatLon = z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]);
export type LatLon = z.infer<typeof LatLon>;

export const PathPoint = z.union([LatLon, z.string().regex(/^(hex:\d{4}|side:\d{4}\|\d{4}|corner:\d{4}\|\d{4}\|\d{4})$/)]);
export type PathPoint = z.infer<typeof PathPoint>;

export const Place = z.object({
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  kind: z.enum(['city', 'town', 'port', 'source']),
  /** The hex the rulebook cites for this place: the projection is pinned to it. */
  hex: z.string().regex(/^\d{4}$/).optional(),
  /** A hex chosen by hand where the text cites none (still a control point). */
  fixHex: z.string().regex(/^\d{4}$/).optional(),
  vp: z.boolean().optional(),
  /** Extra hex features, e.g. "ultimate-german", "taman". */
  features: z.array(z.string()).optional(),
  rule: z.string().optional(),
  note: z.string().optional(),
});
export type Place = z.infer<typeof Place>;

export const Area = z.object({
  name: z.string(),
  terrain: z.enum(['clear', 'forest', 'hills', 'mountain', 'marsh', 'desert-steppe', 'lake', 'reservoir', 'sea']),
  /** For sea areas: the sea's name, used for the `coast` of the land hexes beside it. */
  sea: z.enum(['azov', 'black-sea', 'caspian']).optional(),
  polygon: z.array(LatLon).min(3),
  /** Hexes forced into this area whatever the polygon says. */
  addHexes: z.array(z.string()).optional(),
  removeHexes: z.array(z.string()).optional(),
});
export type Area = z.infer<typeof Area>;

export const Line = z.object({
  name: z.string(),
  /** Hexside features written where the line crosses between two hex centres. */
  features: z.array(z.string()).min(1),
  /** Tags used by the generator only (e.g. "don-line": part of the 8.6 line). */
  tags: z.array(z.string()).optional(),
  path: z.array(PathPoint).min(2),
  /** Hexsides added or removed by hand after tracing ("1234|1235"). */
  addSides: z.array(z.string()).optional(),
  removeSides: z.array(z.string()).optional(),
});
export type Line = z.infer<typeof Line>;

export const HexLine = z.object({
  name: z.string(),
  path: z.array(PathPoint).min(2),
  addHexes: z.array(z.string()).optional(),
  removeHexes: z.array(z.string()).optional(),
});
export type HexLine = z.infer<typeof HexLine>;

/**
 * A scenario start line (3.4): traced along `path` like a HexLine, or given hex by hex as
 * `hexes` (then `path` is ignored), e.g. a front of several pieces ending on the Volga.
 */
export const StartLine = z.object({
  name: z.string(),
  path: z.array(PathPoint).min(2).optional(),
  hexes: z.array(z.string().regex(/^\d{4}$/)).min(2).optional(),
  addHexes: z.array(z.string()).optional(),
  removeHexes: z.array(z.string()).optional(),
}).refine((l) => l.path !== undefined || l.hexes !== undefined, { message: 'a start line needs path or hexes' });
export type StartLine = z.infer<typeof StartLine>;

export const MapSource = z.object({
  title: z.literal('drive-on-stalingrad'),
  provenance: z.literal('reconstructed'),
  note: z.string(),
  /** The printed numbering (DoS 7.2): rows 01-51 north to south, columns from the east edge. */
  grid: GridSpecSchema,
  projection: z.object({
    /** Origin of the local plane (degrees) used before the affine fit. */
    origin: LatLon,
    /** Hex width side to side, km (DoS 1.2: 26). Used for the report only. */
    hexKm: z.number().positive(),
    /** Smoothing of the pin warp (thin-plate spline regularisation, 0 = exact). */
    smoothing: z.number().min(0),
  }),
  sections: z.array(z.object({ name: z.string(), rows: z.tuple([z.number().int(), z.number().int()]) })),
  defaultTerrain: z.string(),
  places: z.array(Place),
  areas: z.array(Area),
  rivers: z.array(Line),
  /** Hex chains: the Don-Volga fortification line (11.23). */
  fortLines: z.array(HexLine),
  oRing: z.object({ inside: z.array(PathPoint).min(1), rule: z.string() }),
  eastOfVolga: z.object({ seed: z.string(), extraBarrier: z.array(z.string()), rule: z.string() }),
  /** The 8.6 line: the Voronezh/Don rivers (tag "don-line") and the Don-Volga fortifications. */
  donLine: z.object({ seed: z.string(), feature: z.string(), rule: z.string() }),
  aliases: z.record(z.string(), z.string()),
  startLines: z.record(z.string(), StartLine),
  /** German army set-up areas (12.1): hex rows on the German side of the start line. */
  armyAreas: z.record(
    z.string(),
    z.object({ rows: z.tuple([z.number().int(), z.number().int()]).optional(), hexes: z.array(z.string()).optional() }),
  ),
});
export type MapSource = z.infer<typeof MapSource>;
