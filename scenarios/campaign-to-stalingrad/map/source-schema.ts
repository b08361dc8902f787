import { z } from 'zod';
import { GridSpecSchema } from '../../../src/kernel/map/schema';

/** zod schema of map/source.yaml: the geography the reconstructed map is drawn from. */
const LatLon = z.tuple([z.number(), z.number()]);
const HexLabel = z.string().regex(/^\d{4}$/);

export const MapSourceSchema = z.object({
  provenance: z.enum(['printed', 'reconstructed']),
  note: z.string(),
  grid: GridSpecSchema,
  anchors: z.record(HexLabel, LatLon),
  regions: z.array(z.object({ terrain: z.string(), note: z.string().optional(), polygon: z.array(LatLon).min(3) })),
  rivers: z.array(z.object({ name: z.string(), kind: z.enum(['minor', 'major', 'volga']), points: z.array(LatLon).min(2) })),
  places: z.array(
    z.object({
      name: z.string(),
      kind: z.enum(['major-city', 'minor-city', 'town']),
      at: LatLon.optional(),
      hex: HexLabel.optional(),
      hexes: z.array(HexLabel).optional(),
      parts: z.number().int().min(0).optional(),
      note: z.string().optional(),
    }),
  ),
  railways: z.array(z.object({ class: z.enum(['primary', 'secondary']), via: z.array(z.string()).min(2) })),
  roads: z.array(z.object({ via: z.array(z.string()).min(2) })),
});
export type MapSource = z.infer<typeof MapSourceSchema>;
