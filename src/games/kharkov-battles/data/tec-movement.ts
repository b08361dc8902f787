import { z } from 'zod';
import { WeatherSchema, type Weather } from './trt';

/**
 * The movement side of the Kharkov Battles Terrain Effects Chart (tables.yaml, key
 * `tecMovement`): what entering a hex and crossing a hexside cost each class of unit in
 * each weather (KB 2.51, 10.41-10.43, 19.13, 19.23), and the road rates of Tactical (10.22)
 * and Strategic (10.33) Movement. The text prints none of it; the chart is reconstructed
 * and compile/tec-movement.ts checks it against every cost the text states.
 */

/** A cost in Movement Points (halves allowed, for the road bonus of Strategic Movement), or "P": prohibited. */
export const MoveCostSchema = z.union([z.number().min(0).multipleOf(0.5), z.literal('P')]);
export type MoveCost = z.infer<typeof MoveCostSchema>;

/** [non-mechanized, mechanized] (KB 2.5, 2.51). */
export const ClassCostsSchema = z.tuple([MoveCostSchema, MoveCostSchema]);
export type ClassCosts = z.infer<typeof ClassCostsSchema>;

/** The chart's Clear, Mud and Freeze sections (KB 19.13, 19.23). */
export const WeatherCostsSchema = z.object({ clear: ClassCostsSchema, mud: ClassCostsSchema, freeze: ClassCostsSchema }).strict();
export type WeatherCosts = z.infer<typeof WeatherCostsSchema>;

/** A road rate is never prohibited. */
const RoadCostsSchema = z.object({
  clear: z.tuple([z.number().positive().multipleOf(0.5), z.number().positive().multipleOf(0.5)]),
  mud: z.tuple([z.number().positive().multipleOf(0.5), z.number().positive().multipleOf(0.5)]),
  freeze: z.tuple([z.number().positive().multipleOf(0.5), z.number().positive().multipleOf(0.5)]),
}).strict();

export const TecMovementSchema = z
  .object({
    provenance: z.enum(['printed', 'reconstructed']),
    note: z.string().min(1),
    rule: z.string().min(1),
    /** Hex terrain or hex feature (map `terrain` and `features`) -> cost to enter; a hex with several pays the highest (10.42). */
    hexes: z.record(z.string(), WeatherCostsSchema),
    /** Hexside feature -> what crossing it adds, or "P". */
    hexsides: z.record(z.string(), WeatherCostsSchema),
    /** The hexside features of `hexsides` that are rivers: a bridge negates their cost (10.43). */
    rivers: z.array(z.string()),
    /** Hexside features that are bridges (road and railroad bridges; a Pontoon bridge is a marker, 18.21). */
    bridges: z.array(z.string()),
    /** Hexside features that are roads for Tactical Movement (10.22) and for Strategic Movement (10.33; K Supply Roads are not). */
    roads: z.object({ tactical: z.array(z.string()).min(1), strategic: z.array(z.string()).min(1) }).strict(),
    /** What a Road hex costs: Tactical (10.22) and Strategic (10.33) Movement. */
    road: z.object({ tactical: RoadCostsSchema, strategic: RoadCostsSchema }).strict(),
  })
  .strict();
export type TecMovement = z.infer<typeof TecMovementSchema>;

export type MoveClass = 'mechanized' | 'non-mechanized';
export { WeatherSchema, type Weather };

/** The cell of a class: tuples are [non-mechanized, mechanized]. */
export const forClass = <T>(cells: readonly [T, T], c: MoveClass): T => cells[c === 'mechanized' ? 1 : 0];
