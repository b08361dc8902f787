import { z } from 'zod';
import type { MapData } from './types';

/** zod schema of MapData (types.ts), to parse a title's generated map once at load. */
export const GridSpecSchema = z.object({
  first: z.enum(['row', 'column']),
  staggered: z.enum(['first', 'second']),
  shifted: z.enum(['odd', 'even']),
  firstRange: z.tuple([z.number().int(), z.number().int()]),
  secondRange: z.tuple([z.number().int(), z.number().int()]),
  secondIncreases: z.enum(['east', 'west', 'north', 'south']),
  firstIncreases: z.enum(['east', 'west', 'north', 'south']),
});

export const HexDataSchema = z.object({
  terrain: z.string(),
  name: z.string().optional(),
  features: z.array(z.string()).optional(),
  section: z.string().optional(),
  coast: z.string().optional(),
});

export const MapDataSchema = z.object({
  provenance: z.enum(['printed', 'reconstructed']),
  note: z.string(),
  grid: GridSpecSchema,
  hexes: z.record(z.string(), HexDataSchema),
  hexsides: z.record(z.string(), z.array(z.string())),
  aliases: z.record(z.string(), z.string()),
  labels: z.record(z.string(), z.string()).optional(),
}) as unknown as z.ZodType<MapData>;
