import { z } from 'zod';

/** A * or ** printed on a Control Track space: the terrain its defender benefits from (34.8). */
export const TerrainMarkSchema = z.enum(['*', '**']);
export type TerrainMark = z.infer<typeof TerrainMarkSchema>;

/** One space of a Control Track: its Victory Points (37.4 A), its terrain, and for the Caucasus track the Axis entry and exit hexes printed on it (34.3). */
export const TrackSpaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  vp: z.number().int().min(0),
  terrain: TerrainMarkSchema.optional(),
  /** 34.3: the south-edge hexes (ids) the Axis enters and exits the Caucasus Box through with his marker here. */
  axisHexes: z.array(z.string()).optional(),
});
export type TrackSpace = z.infer<typeof TrackSpaceSchema>;

/**
 * CtS 34.0 the Caucasus Campaign Display: the Caucasus Control Track and the Black Sea Coast
 * Control Track, spaces in order from the left (Kuban Steppes, Taman Peninsula first), and
 * the south map's south-edge hexes the Soviet shares with the Axis entry hexes (34.3).
 */
export const CaucasusDisplaySchema = z.object({
  provenance: z.literal('reconstructed'),
  note: z.string(),
  /** The column shift of each terrain mark (11.1, 34.8). */
  terrain: z.record(TerrainMarkSchema, z.number().int()),
  /** Every hex of the south map's south edge (ids), for the Soviet's "all remaining hexes" (34.3). */
  southEdge: z.array(z.string()),
  caucasus: z.array(TrackSpaceSchema).min(1),
  blackSeaCoast: z.array(TrackSpaceSchema).min(1),
});
export type CaucasusDisplay = z.infer<typeof CaucasusDisplaySchema>;

/** The two Control Tracks (34.0). */
export type ControlTrack = 'caucasus' | 'blackSeaCoast';
