import { z } from 'zod';
import { CityMapDataSchema } from './city-map-data';
import { CountersFileSchema } from './counters';
import { SetupDataSchema } from './setup-data';
import { SosTablesSchema } from './tables';

/**
 * The Streets of Stalingrad data bundle (scenarios/streets-of-stalingrad/dist/
 * streets-of-stalingrad.json), built by scenarios/streets-of-stalingrad/build.ts from the
 * sources beside it, each compiled and checked there: the city map, the tables (the TEC
 * among them), the counters and the set-up maps. `sourceHash` covers every source file of that
 * folder, so a bundle that no longer matches its sources is caught.
 */
export const SosBundleSchema = z
  .object({
    title: z.literal('streets-of-stalingrad'),
    sourceHash: z.string(),
    city: CityMapDataSchema,
    tables: SosTablesSchema,
    counters: CountersFileSchema,
    setup: SetupDataSchema,
  })
  .strict();
export type SosBundle = z.output<typeof SosBundleSchema>;
