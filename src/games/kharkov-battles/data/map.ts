import { z } from 'zod';
import { MapDataSchema } from '#kernel/map/schema';
import type { HexId } from '#kernel/ids';
import { KbScenarioIdSchema, KbSideSchema, MapIdSchema } from './ids';

/**
 * The compiled Kharkov Battles maps (scenarios/kharkov-battles/dist): the KB map
 * (Operation Star 20.1, Third Kharkov 20.3) and the KH map (Second Kharkov 20.2), each a
 * kernel MapData plus what the rules read off the printed map. Hex ids are four digits
 * (row, then column; KB 7.1 of the digest); the map's labels carry the printed "KB3617".
 */
const Hex = z.string().regex(/^\d{4}$/).transform((s) => s as HexId);
const Hexes = z.array(Hex);

/** Hex terrain of the TEC (3.1.7 of the digest); towns and cities are hex features. */
export const KB_TERRAIN = ['clear', 'woods', 'marsh'] as const;
/** Hex features: the place kinds of the TEC, and what the map prints on a hex. */
export const KB_HEX_FEATURES = ['city', 'town', 'vp', 'fz-axis', 'fz-soviet', 'supply-axis', 'supply-soviet'] as const;
/**
 * Hexside features: rivers (12.31, 12.32, 12.36, 7.15), impassable (12.35), lines (10.22;
 * "supply-road" is KH's grey road, 20.2) and the bridges where a line crosses a river (10.43, 8.11).
 */
export const KB_HEXSIDE_FEATURES = [
  'minor-river', 'major-river', 'dnepr-river', 'impassable',
  'road', 'railroad', 'supply-road', 'road-bridge', 'rail-bridge',
] as const;

/** The four edges of a map or play area, as hex lists running clockwise (north west to east, east north to south, ...). */
export const EdgesSchema = z.object({ north: Hexes, east: Hexes, south: Hexes, west: Hexes });
export type Edges = z.infer<typeof EdgesSchema>;
export type EdgeName = keyof Edges;

export const VpHexSchema = z.object({ hex: Hex, name: z.string(), value: z.number().int().positive() });
export type VpHex = z.infer<typeof VpHexSchema>;

/**
 * 17.0: a holding box off the map; units enter at its entry hexes; 17.12 shifts to an
 * adjacent area. The map is the one place Entry Areas are defined; a scenario's arrivals
 * name them by id (17.12's examples S1, S2, B, C: Soviet areas numbered, Axis lettered).
 */
export const EntryAreaSchema = z.object({ id: z.string().regex(/^[A-Z][A-Z0-9]*$/), side: KbSideSchema, edge: z.enum(['north', 'east', 'south', 'west']), hexes: Hexes.min(1), adjacent: z.array(z.string()) });
export type EntryArea = z.infer<typeof EntryAreaSchema>;

/** 18.1: a Fortified Zone printed on the map; it benefits only its side (A32). */
export const PrintedFzSchema = z.object({ hex: Hex, side: KbSideSchema });

/** 2.3: who owns which hexes at the start of a scenario (Soviet east of the start line, Axis west). */
export const StartLineSchema = z.object({
  scenario: KbScenarioIdSchema,
  provenance: z.enum(['printed', 'reconstructed']),
  note: z.string(),
  /** Hexes the Soviet player owns at the start; every other hex of the play area is Axis-owned. */
  soviet: Hexes,
});
export type StartLine = z.infer<typeof StartLineSchema>;

/** An edge-ZOC duty (20.1, 20.2, 20.3): the side must keep a ZOC (or frontline marker) on one of these hexes. */
export const EdgeDutySchema = z.object({ side: KbSideSchema, edge: z.string(), hexes: Hexes.min(1), rule: z.string() });
export type EdgeDuty = z.infer<typeof EdgeDutySchema>;

/** A scenario's use of the map: its play area, edges, supply sources (8.2) and edge duties. */
export const PlayAreaSchema = z.object({
  scenario: KbScenarioIdSchema,
  /** Rows in play, inclusive (20.3: KB30-KB48); the whole map otherwise. */
  rows: z.tuple([z.number().int(), z.number().int()]),
  edges: EdgesSchema,
  supply: z.object({ axis: Hexes, soviet: Hexes }),
  edgeDuties: z.array(EdgeDutySchema),
});
export type PlayArea = z.infer<typeof PlayAreaSchema>;

export const KbMapSchema = z.object({
  id: MapIdSchema,
  map: MapDataSchema,
  /** The whole map's edges. */
  edges: EdgesSchema,
  /** Supply sources printed on the map (8.2), per side. */
  supplySources: z.object({ axis: Hexes, soviet: Hexes }),
  vpHexes: z.array(VpHexSchema),
  fortifiedZones: z.array(PrintedFzSchema),
  entryAreas: z.array(EntryAreaSchema),
  startLines: z.array(StartLineSchema),
  playAreas: z.array(PlayAreaSchema),
});
export type KbMap = z.infer<typeof KbMapSchema>;

/** The maps part of the Kharkov Battles bundle. */
export const MapsSchema = z.object({ KB: KbMapSchema, KH: KbMapSchema });
export type Maps = z.infer<typeof MapsSchema>;
