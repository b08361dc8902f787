import { z } from 'zod';
import { ChitMixSchema } from './chits';
import { KbScenarioIdSchema } from './ids';
import { MapsSchema } from './map';
import { ScenarioForcesSchema } from './setup';
import { TablesSchema } from './tables';
import { TrtSchema } from './trt';
import { KbForcesSchema } from './units';

/**
 * The Kharkov Battles data bundle (scenarios/kharkov-battles/dist/kharkov-battles.json),
 * built by scenarios/kharkov-battles/build.ts from the sources beside it: the two maps
 * (with their Entry Areas, start lines and play areas), the counter mix and its markers,
 * the Strength Chits (2.6), one Turn Record Track and one set of forces per scenario
 * (20.1-20.3), and the charts. `sourceHash` covers every source file of that folder, so
 * a bundle that no longer matches its sources is caught.
 */
export const KbBundleSchema = z.object({
  title: z.literal('kharkov-battles'),
  sourceHash: z.string(),
  maps: MapsSchema,
  counters: KbForcesSchema,
  chits: ChitMixSchema,
  trts: z.record(KbScenarioIdSchema, TrtSchema),
  scenarios: z.record(KbScenarioIdSchema, ScenarioForcesSchema),
  tables: TablesSchema,
});
export type KbBundle = z.infer<typeof KbBundleSchema>;
