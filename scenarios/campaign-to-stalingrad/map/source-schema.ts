import { z } from 'zod';
import { GridSpecSchema } from '../../../src/kernel/map/schema';

/** zod schema of map/source.yaml: the geography the reconstructed map is drawn from. */
const LatLon = z.tuple([z.number(), z.number()]);
const HexLabel = z.string().regex(/^\d{4}$/);
/** A hex on the combined grid, or a printed label of a sheet ("S4336"). */
const PlaceLabel = z.string().regex(/^[A-Z]?\d{4}$/);

/**
 * A printed sheet drawn on the combined grid below another: its hexes are the rows from
 * `fromRow` down, `section` names it on every hex, and its printed labels are the
 * aliases `${alias}${row - rowOffset}${col}` (the south map's 4336 is "S4336" = 6336).
 */
const SheetSchema = z.object({ section: z.string(), fromRow: z.number().int(), alias: z.string(), rowOffset: z.number().int(), note: z.string() });

export const MapSourceSchema = z.object({
  provenance: z.enum(['printed', 'reconstructed']),
  note: z.string(),
  grid: GridSpecSchema,
  anchors: z.record(HexLabel, LatLon),
  sheets: z.array(SheetSchema).default([]),
  /** Sea: hexes whose centre lies inside are not on the map (the Sea of Azov). */
  sea: z.array(z.object({ note: z.string().optional(), polygon: z.array(LatLon).min(3) })).default([]),
  regions: z.array(z.object({ terrain: z.string(), note: z.string().optional(), polygon: z.array(LatLon).min(3) })),
  rivers: z.array(z.object({ name: z.string(), kind: z.enum(['minor', 'major', 'volga']), points: z.array(LatLon).min(2) })),
  places: z.array(
    z.object({
      name: z.string(),
      kind: z.enum(['major-city', 'minor-city', 'town']),
      at: LatLon.optional(),
      hex: PlaceLabel.optional(),
      hexes: z.array(PlaceLabel).optional(),
      parts: z.number().int().min(0).optional(),
      note: z.string().optional(),
    }),
  ),
  railways: z.array(z.object({ class: z.enum(['primary', 'secondary']), via: z.array(z.string()).min(2) })),
  roads: z.array(z.object({ via: z.array(z.string()).min(2) })),
  /**
   * 4.4.4: road crossings of a major river drawn as ferry sites: the road ends on each bank
   * instead of crossing (no bridge, 4.4.3), the hexside between the two road ends a ferry.
   */
  ferries: z.array(z.object({ between: z.tuple([PlaceLabel, PlaceLabel]), note: z.string(), /** the engine from which the crossing is a ferry site; a game of an earlier one reads the road across it (a bridge) */ engine: z.string().optional() })).default([]),
});
export type MapSource = z.infer<typeof MapSourceSchema>;
