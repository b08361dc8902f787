import { z } from 'zod';
import type { HexId } from '#kernel/ids';
import { GridSpecSchema } from '#kernel/map/schema';
import type { CityMapData } from './city-map';
import { SOS_SECTIONS } from './city-map';
import { TEC_CROSSINGS, TEC_HEXSIDES, TEC_TERRAINS } from './tec';

const Hex = z.string().regex(/^\d{4}$/) as unknown as z.ZodType<HexId>;

const CityHexSchema = z
  .object({
    id: Hex,
    terrain: z.array(z.enum(TEC_TERRAINS)),
    relief: z.enum(['hill-top', 'slope-top', 'slope']).optional(),
    height: z.number().optional(),
    name: z.string().optional(),
    sections: z.array(z.enum(SOS_SECTIONS)),
    vp: z.number().int().min(0),
    river: z.enum(['volga', 'bank', 'land']),
    cliff: z.boolean(),
    landingArrow: z.number().int().optional(),
    appendix: z.array(z.object({ list: z.enum(['A', 'B']), mark: z.enum(['T', 'RR', 'E']).optional() }).strict()),
  })
  .strict();

/**
 * The compiled city map as the title's bundle carries it (data/city-map.ts CityMapData),
 * checked when the bundle is read: the compile step (scenarios/streets-of-stalingrad/compile/
 * city-map.ts) made it from city.yaml and held it to the rules' facts.
 */
export const CityMapDataSchema = z
  .object({
    provenance: z.enum(['printed', 'reconstructed']),
    note: z.string(),
    grid: GridSpecSchema,
    hexes: z.array(CityHexSchema),
    hexsides: z.record(z.string(), z.object({ features: z.array(z.enum(TEC_HEXSIDES)), crossedBy: z.array(z.enum(TEC_CROSSINGS)) }).strict()),
    roads: z.array(z.object({ name: z.string(), kind: z.enum(['road', 'railroad']), hexes: z.array(Hex) }).strict()),
    routes: z.record(z.string(), z.array(z.enum(['road', 'railroad']))),
    arrows: z.array(z.object({ number: z.number().int(), river: Hex, landing: Hex, box: z.enum(SOS_SECTIONS) }).strict()),
    eastBankBoxes: z.record(z.enum(SOS_SECTIONS), z.object({ name: z.string(), touches: z.array(Hex), adjacent: z.array(z.enum(SOS_SECTIONS)), rangeNumbers: z.record(z.string(), z.number()) }).strict()),
    offMapBoxes: z.record(z.string(), z.object({ name: z.string(), touches: z.array(Hex), roads: z.array(z.string()), adjacent: z.array(z.string()) }).strict()),
  })
  .strict() as unknown as z.ZodType<CityMapData>;
