import { z } from 'zod';
import { KbScenarioIdSchema } from './ids';

/**
 * KB 3.1.8 / 19.0 / 5.1 / 9.2 / 16.0: a scenario's Turn Record Track, compiled from
 * scenarios/kharkov-battles/trt.yaml.
 */
export const WeatherSchema = z.enum(['clear', 'freeze', 'mud']);
export type Weather = z.infer<typeof WeatherSchema>;

const Sides = z.object({ axis: z.number().int().min(0), soviet: z.number().int().min(0) });

export const TrtTurnSchema = z
  .object({
    turn: z.number().int().min(0),
    /** Historical dates of the turn (3 days, 1.2). */
    dates: z.string(),
    weather: WeatherSchema,
    /** KB 19.11: 'MUD?' – Mud when the Soviet player's roll is 0..mudOn (inclusive). */
    mudOn: z.number().int().min(0).max(9).optional(),
    /** KB 5.11: Air Points available; KB 19.15: fewer under Mud. */
    air: Sides,
    airMud: Sides,
    /** KB 9.2: historical Support Points (used where the scenario says so). */
    supportPoints: z.number().int().min(0),
    /** KB 16.0: Soviet Replacement Points of the turn (use or lose). */
    sovietReplacements: z.object({ mech: z.number().int().min(0), nonMech: z.number().int().min(0) }),
  })
  .superRefine((t, ctx) => {
    if (t.mudOn !== undefined && t.weather === 'mud') {
      ctx.addIssue({ code: 'custom', message: `turn ${t.turn}: 'MUD?' goes with Clear or Freeze (19.11)`, params: { code: 'trt-data', rule: 'KB 19.11' } });
    }
    for (const side of ['axis', 'soviet'] as const) {
      if (t.airMud[side] > t.air[side]) {
        ctx.addIssue({ code: 'custom', message: `turn ${t.turn}: Mud reduces ${side} Air Points (19.15)`, params: { code: 'trt-data', rule: 'KB 19.15' } });
      }
    }
  });
export type TrtTurn = z.infer<typeof TrtTurnSchema>;

export const TrtSchema = z.object({
  scenario: KbScenarioIdSchema,
  provenance: z.enum(['printed', 'reconstructed']),
  note: z.string(),
  turns: z.array(TrtTurnSchema).min(1),
  /** KB 15.13, 16.33, 16.35: the TRT's return boxes. */
  returns: z.object({
    turnsAhead: z.number().int(),
    hqPerNationality: z.number().int(),
    germanSilhouettesPerTurn: z.number().int(),
  }),
});
export type Trt = z.infer<typeof TrtSchema>;
