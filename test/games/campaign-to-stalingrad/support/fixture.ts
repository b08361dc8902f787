import { z } from 'zod';

/** One adjudication fixture (fixtures/README.md). */
export const FixtureSchema = z.object({
  title: z.string(),
  rule: z.string(),
  terrain: z.record(z.string(), z.string()).optional(),
  features: z.record(z.string(), z.array(z.string())).optional(),
  hexsides: z.record(z.string(), z.array(z.string())).optional(),
  edges: z.object({ axis: z.array(z.string()).optional(), soviet: z.array(z.string()).optional() }).optional(),
  control: z.record(z.string(), z.enum(['axis', 'soviet'])).optional(),
  intersectingAtStart: z.array(z.string()).optional(),
  weather: z.enum(['clear', 'rain', 'snow', 'overcast']).optional(),
  depots: z.array(z.object({ side: z.enum(['axis', 'soviet']), hex: z.string() })).optional(),
  units: z.array(z.record(z.string(), z.unknown())),
  battle: z.record(z.string(), z.unknown()).optional(),
  move: z.object({ unit: z.string(), path: z.array(z.string()), strategic: z.boolean().optional() }).optional(),
  standing: z.object({ attacker: z.record(z.string(), z.unknown()).optional(), defender: z.record(z.string(), z.unknown()).optional() }).optional(),
  dice: z.record(z.string(), z.number().int()).optional(),
  expect: z.object({
    events: z.array(z.record(z.string(), z.unknown())).optional(),
    noEvents: z.array(z.string()).optional(),
    units: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
    control: z.record(z.string(), z.string()).optional(),
    problems: z.array(z.string()).optional(),
    costs: z.array(z.number()).optional(),
  }),
});
export type Fixture = z.infer<typeof FixtureSchema>;
