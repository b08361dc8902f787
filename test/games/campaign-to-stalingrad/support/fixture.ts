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
  /** Any orders of the turn file, carried out one by one as the window would (`windows/apply-order.ts`). */
  orders: z.array(z.record(z.string(), z.unknown())).optional(),
  /** The window the orders are given in; default the Axis Combat Phase of turn 1. */
  phasing: z.enum(['axis', 'soviet']).optional(),
  phase: z.enum(['movement', 'combat']).optional(),
  turn: z.number().int().optional(),
  standing: z.object({ attacker: z.record(z.string(), z.unknown()).optional(), defender: z.record(z.string(), z.unknown()).optional() }).optional(),
  dice: z.record(z.string(), z.number().int()).optional(),
  expect: z.object({
    events: z.array(z.record(z.string(), z.unknown())).optional(),
    noEvents: z.array(z.string()).optional(),
    units: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
    control: z.record(z.string(), z.string()).optional(),
    problems: z.array(z.string()).optional(),
    /** Supply Points and Transport Points left, by side. */
    supplyPoints: z.record(z.string(), z.number()).optional(),
    transport: z.record(z.string(), z.number()).optional(),
    costs: z.array(z.number()).optional(),
  }),
});
export type Fixture = z.infer<typeof FixtureSchema>;
