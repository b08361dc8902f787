import { z } from 'zod';
import type { ScenarioListing } from '../../service/types';
import { named } from '../openapi/components';
import type { SameShape } from './same-shape';

export const scenarioSchema = named(
  'Scenario',
  z.object({
    id: z.string().describe('"<title>/<scenario>", e.g. "drive-on-stalingrad/operation-blue"'),
    title: z.string().describe('Title id, e.g. "drive-on-stalingrad"'),
    name: z.string(),
    sides: z.array(z.string()),
    turns: z.number().int(),
  }),
);

export const scenarioListSchema = named('ScenarioList', z.array(scenarioSchema));

true satisfies SameShape<z.infer<typeof scenarioSchema>, ScenarioListing>;
