import { z } from 'zod';
import { KbScenarioIdSchema, KbSideSchema, MapIdSchema, PrintedHexSchema } from './ids';

/**
 * A scenario's forces (KB 20.1-20.3, 13.0, 17.0, 18.2): set-up, reinforcement and
 * withdrawal schedules, commitment, pontoons, markers and the Axis resource rules, compiled
 * from scenarios/kharkov-battles/{operation-star,second-kharkov,third-kharkov}.yaml. Entry
 * Areas (17.0) are the map's (data/map.ts); arrivals name them by id.
 */

/** Where a unit starts: a printed hex, an Entry Area, the TRT or a pool. */
export const PlacementSchema = z.object({
  unit: z.string(),
  hex: PrintedHexSchema.optional(),
  box: z.enum(['replacement-pool', 'breakdown-pool', 'reinforcement-chart']).optional(),
});
export type Placement = z.infer<typeof PlacementSchema>;

export const ArrivalSchema = z.object({
  turn: z.number().int(),
  side: KbSideSchema,
  /** An Entry Area id of the scenario's map, or a designated printed hex (17.0). */
  entry: z.union([PrintedHexSchema, z.string().regex(/^[A-Z][A-Z0-9]*$/)]),
  /** Other Entry Areas the owner may choose instead (17.12). */
  or: z.array(z.string()).default([]),
  units: z.array(z.string()).min(1),
  note: z.string().optional(),
});
export type Arrival = z.infer<typeof ArrivalSchema>;

export const WithdrawalSchema = z.object({
  turn: z.number().int(),
  side: KbSideSchema,
  units: z.array(z.string()).min(1),
  note: z.string().optional(),
});

export const ReplacementGrantSchema = z.object({
  turn: z.number().int(),
  mech: z.number().int().min(0),
  nonMech: z.number().int().min(0),
  /** KB 20.3: "German non-mechanized replacement points". */
  germanOnly: z.boolean().default(false),
  note: z.string().optional(),
});

export const ScenarioForcesSchema = z.strictObject({
  scenario: KbScenarioIdSchema,
  name: z.string(),
  map: MapIdSchema,
  firstTurn: z.number().int(),
  lastTurn: z.number().int(),
  /** KB 20.3: the rows in play (inclusive); absent = the whole map. */
  playRows: z.tuple([z.number().int(), z.number().int()]).optional(),
  provenance: z.enum(['printed', 'reconstructed']),
  note: z.string(),
  setup: z.array(PlacementSchema),
  reinforcements: z.array(ArrivalSchema),
  withdrawals: z.array(WithdrawalSchema),
  /** KB 13.0: the Soviet army colours committed at the start ('all' = every unit). */
  committedAtStart: z.union([z.literal('all'), z.array(z.string())]),
  /** KB 20.2: the turn on which every Soviet unit on the map becomes committed. */
  commitAllOnTurn: z.number().int().optional(),
  /** KB 18.2: pontoon bridges at set-up (the marker's hex and the hex across the bridged hexside). */
  pontoons: z.array(z.object({ hex: PrintedHexSchema, across: PrintedHexSchema })),
  /** Pontoons the Soviet player may still place during play (18.21). */
  pontoonsToPlace: z.number().int().min(0),
  /** Built FZs at set-up (18.1; colour-coded by side). */
  fortifiedZones: z.array(z.object({ hex: PrintedHexSchema, side: KbSideSchema })),
  /** Frontline markers the scenario asks for (20.1, 20.3): an edge and its row range. */
  frontlines: z.array(z.object({ side: KbSideSchema, edge: z.enum(['north', 'south', 'east']), rows: z.tuple([z.number().int(), z.number().int()]).optional() })),
  /** KB 9.2, 20.x: how the Axis gets Support Points. */
  support: z.object({
    source: z.enum(['support-table', 'trt', 'all-supported']),
    noTableRollOn: z.array(z.number().int()).default([]),
    neverSupported: z.array(z.string()).default([]),
    alwaysSupported: z.array(z.string()).default([]),
    fullSupport: z.array(z.object({ turn: z.number().int(), units: z.array(z.string()) })).default([]),
  }),
  /** KB 16.0, 20.x: Axis Replacement Points (saved for the rest of the game). */
  axisReplacements: z.array(ReplacementGrantSchema),
  /** KB 20.2: no replacements at all in this scenario. */
  noReplacements: z.boolean().default(false),
  /** KB 20.1: Ersatz battalions. */
  ersatz: z.object({ availableOn: z.array(z.number().int()), perTurn: z.number().int(), maxOnMap: z.number().int() }).optional(),
  /** KB 20.1: units of an icon colour that may never move south of a row. */
  rowLimits: z.array(z.object({ colour: z.string(), minRow: z.number().int() })).default([]),
  /** KB 20.2: German infantry divisions that may not break down in this scenario. */
  noBreakdown: z.array(z.string()).default([]),
});
export type ScenarioForces = z.infer<typeof ScenarioForcesSchema>;
