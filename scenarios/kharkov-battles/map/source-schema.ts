import { z } from 'zod';
import { GridSpecSchema } from '../../../src/kernel/map/schema';

/**
 * zod schemas of the map sources: geography.yaml (the ground both maps are drawn from)
 * and one sheet file per printed map (kb.yaml, kh.yaml).
 */
const LatLon = z.tuple([z.number(), z.number()]);
const HexLabel = z.string().regex(/^\d{4}$/);
const Provenance = z.enum(['printed', 'reconstructed']);

export const GeographySchema = z.object({
  provenance: Provenance,
  note: z.string(),
  /** Hexes of the KB numbering and where they are (lat, lon): the projection is fitted to them. */
  anchors: z.record(HexLabel, LatLon),
  /** Natural terrain by region (a hex whose centre lies inside takes it); later regions win. */
  regions: z.array(z.object({ terrain: z.enum(['woods', 'marsh']), note: z.string().optional(), polygon: z.array(LatLon).min(3) })),
  rivers: z.array(z.object({ name: z.string(), kind: z.enum(['minor', 'major', 'dnepr']), points: z.array(LatLon).min(2) })),
  places: z.array(
    z.object({
      name: z.string(),
      kind: z.enum(['city', 'town']),
      at: LatLon,
      /** KB-numbered hexes the rules put the place in (the text wins over the projection). */
      hexes: z.array(HexLabel).optional(),
      note: z.string().optional(),
    }),
  ),
  /** Lines through waypoints: place names or KB-numbered hexes. */
  railways: z.array(z.object({ name: z.string(), via: z.array(z.string()).min(2) })),
  roads: z.array(z.object({ name: z.string(), via: z.array(z.string()).min(2) })),
});
export type Geography = z.infer<typeof GeographySchema>;

const Edge = z.enum(['north', 'east', 'south', 'west']);
/**
 * A hex or a run of edge hexes: "3001" (the sheet's own numbering), a place name, or
 * { edge, from, to }: the edge's hexes whose column (north, south) or row (east, west)
 * lies in [from, to], both optional.
 */
export const HexRefSchema = z.union([
  z.string(),
  z.object({ edge: Edge, from: z.number().int().optional(), to: z.number().int().optional() }),
]);
export type HexRef = z.infer<typeof HexRefSchema>;

const ScenarioId = z.enum(['operation-star', 'second-kharkov', 'third-kharkov']);
const Side = z.enum(['axis', 'soviet']);

export const SheetSchema = z.object({
  id: z.enum(['KB', 'KH']),
  provenance: Provenance,
  note: z.string(),
  /** The sheet's row = the KB row - rowOffset (even, so the stagger is the same). */
  rowOffset: z.number().int(),
  grid: GridSpecSchema,
  /** Hexes the rulebook names on this sheet, in its own numbering: generation fails unless each holds its place. */
  textHexes: z.record(HexLabel, z.string()),
  /** Grey Supply Roads (KH, 20.2): waypoints as for roads. */
  supplyRoads: z.array(z.object({ name: z.string(), via: z.array(z.string()).min(2) })).default([]),
  supplySources: z.object({ axis: z.array(HexRefSchema), soviet: z.array(HexRefSchema) }),
  vpHexes: z.array(z.object({ place: z.string(), value: z.number().int().positive() })).default([]),
  fortifiedZones: z.array(z.object({ hex: z.string(), side: Side, note: z.string().optional() })).default([]),
  entryAreas: z.array(z.object({ id: z.string(), side: Side, edge: Edge, from: z.number().int(), to: z.number().int(), adjacent: z.array(z.string()), note: z.string().optional() })),
  /** 2.3: the ground east of each scenario's start line (lat, lon polygon): its hexes are Soviet-owned at the start, the rest Axis. */
  startLines: z.array(z.object({ scenario: ScenarioId, note: z.string(), soviet: z.array(LatLon).min(3) })),
  playAreas: z.array(
    z.object({
      scenario: ScenarioId,
      rows: z.tuple([z.number().int(), z.number().int()]).optional(),
      /** Sources besides the printed ones; `printed` lists the sides whose printed sources (in play) count. */
      supply: z.object({ axis: z.array(HexRefSchema), soviet: z.array(HexRefSchema), printed: z.array(Side) }),
      edgeDuties: z.array(z.object({ side: Side, edge: z.string(), hexes: z.array(HexRefSchema).min(1), rule: z.string() })),
    }),
  ),
});
export type Sheet = z.infer<typeof SheetSchema>;
