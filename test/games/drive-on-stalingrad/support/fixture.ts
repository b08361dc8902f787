import { z } from 'zod';
import { SpecialRule } from '#games/drive-on-stalingrad/data/schema';

/** The fixture file format (fixtures/README.md). */
export const Fixture = z.strictObject({
  title: z.string(),
  rule: z.string(),
  map: z.record(z.string(), z.union([z.string(), z.strictObject({ terrain: z.string().optional(), features: z.array(z.string()).optional(), name: z.string().optional(), section: z.string().optional(), coast: z.string().optional() })])),
  hexsides: z.record(z.string(), z.array(z.string())).optional(),
  aliases: z.record(z.string(), z.string()).optional(),
  units: z.record(
    z.string(),
    z.strictObject({
      nat: z.string(),
      type: z.string(),
      steps: z.union([z.literal(1), z.literal(2)]).optional(),
      full: z.string(),
      reduced: z.string().optional(),
      mech: z.boolean().optional(),
      untried: z.boolean().optional(),
      army: z.string().optional(),
    }),
  ),
  position: z.record(z.string(), z.string()),
  steps: z.record(z.string(), z.number()).optional(),
  german: z.array(z.string()).optional(),
  scenario: z
    .strictObject({
      vpHexes: z.array(z.string()).optional(),
      suddenDeath: z.array(z.string()).optional(),
      vpToWin: z.number().optional(),
      turns: z.number().optional(),
      armyAreas: z.record(z.string(), z.array(z.string())).optional(),
      armyRelease: z.record(z.string(), z.number()).optional(),
      supply: z.enum(['traced', 'unlimited']).optional(),
      specialRules: z.array(SpecialRule).optional(),
      startDate: z.string().optional(),
      reinforcements: z.array(z.strictObject({ unit: z.string(), turn: z.number(), entry: z.array(z.string()).optional() })).optional(),
      frontLine: z.record(z.string(), z.array(z.string())).optional(),
      reserveArmies: z.record(z.string(), z.string()).optional(),
      southReinforcements: z.strictObject({ gate: z.string(), total: z.number(), perTurn: z.number(), pool: z.array(z.string()) }).optional(),
      donCrossing: z.boolean().optional(),
      withdrawal: z.strictObject({ turn: z.number(), named: z.string() }).optional(),
    })
    .optional(),
  state: z.record(z.string(), z.unknown()).optional(),
  window: z.string(),
  orders: z.record(z.string(), z.array(z.unknown())).optional(),
  standing: z.record(z.string(), z.unknown()).optional(),
  dice: z.union([z.record(z.string(), z.number()), z.array(z.number())]).optional(),
  expect: z.strictObject({
    issues: z.array(z.record(z.string(), z.unknown())).optional(),
    events: z.array(z.record(z.string(), z.unknown())).optional(),
    noEvents: z.array(z.string()).optional(),
    position: z.record(z.string(), z.union([z.string(), z.strictObject({ hex: z.string().optional(), steps: z.number().optional() })])).optional(),
    control: z.record(z.string(), z.string()).optional(),
    vp: z.number().optional(),
    ended: z.union([z.null(), z.strictObject({ winner: z.string(), reason: z.string().optional() })]).optional(),
    window: z.union([z.string(), z.null()]).optional(),
  }),
});
export type Fixture = z.infer<typeof Fixture>;
