import { z } from 'zod';
import type { ScenarioListing } from '#service/types';
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
    options: z
      .array(
        z.object({
          name: z.string(),
          values: z.array(z.string()),
          default: z.string(),
          rule: z.string().describe('The rule the option chooses how to apply, e.g. "DoS 12.1"'),
          description: z.string(),
        }),
      )
      .optional()
      .describe('Game options chosen at creation (`options: {name: value}` in POST /api/games), recorded in the archive'),
  }),
);

export const scenarioListSchema = named('ScenarioList', z.array(scenarioSchema));

true satisfies SameShape<z.infer<typeof scenarioSchema>, ScenarioListing>;
