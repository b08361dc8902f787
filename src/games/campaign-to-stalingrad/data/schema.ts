import { z } from 'zod';
import { MapDataSchema } from '../../../kernel/map/schema';

/**
 * The generated bundle of Campaign To Stalingrad (scenarios/campaign-to-stalingrad/dist),
 * parsed once at load. Everything the rules read as numbers lives here, not in code.
 */
export const SideSchema = z.enum(['axis', 'soviet']);
export type CtsSide = z.infer<typeof SideSchema>;

export const FaceSchema = z.object({ attack: z.number(), defense: z.number(), move: z.number() });
export type Face = z.infer<typeof FaceSchema>;

export const UnitTypeSchema = z.enum([
  'army-group-hq', 'front-hq', 'army-hq', 'panzer', 'motorized', 'infantry', 'jaeger', 'oil',
  'rifle', 'cavalry', 'tank', 'mechanized', 'flak', 'artillery', 'engineer',
]);
export type UnitType = z.infer<typeof UnitTypeSchema>;

export const UnitSpecSchema = z.object({
  id: z.string(),
  name: z.string(),
  side: SideSchema,
  nationality: z.enum(['german', 'hungarian', 'italian', 'rumanian', 'slovakian', 'soviet']),
  branch: z.enum(['regular', 'guard', 'nkvd', 'naval', 'luftwaffe']).default('regular'),
  type: UnitTypeSchema,
  size: z.enum(['II', 'III', 'X', 'XX', 'XXX', 'XXXX', 'XXXXX']),
  army: z.string(),
  /** One face per step, full strength first (2.2.4). */
  faces: z.array(FaceSchema).min(1),
  /** An Army HQ's non-activated side moves this much (16.7). */
  inactiveMove: z.number().optional(),
  note: z.string().optional(),
});
export type UnitSpec = z.infer<typeof UnitSpecSchema>;

/** CtS 23.1: an air unit counter (B, GS, F, FB); Air HQs are ground counters (type air-hq). */
export const AirUnitSpecSchema = z.object({
  id: z.string(),
  name: z.string(),
  side: SideSchema,
  nationality: z.enum(['german', 'hungarian', 'italian', 'rumanian', 'slovakian', 'soviet']),
  type: z.enum(['B', 'GS', 'F', 'FB']),
  /** Air-to-air values (23.9). */
  attack: z.number(),
  defense: z.number(),
  /** Bombing Factor (23.11, 23.12); 0 when the counter has none. */
  bombing: z.number(),
  /** Range in hexes to its Support (23.4-23.6). */
  range: z.number(),
  note: z.string().optional(),
});
export type AirUnitSpec = z.infer<typeof AirUnitSpecSchema>;

const Provenance = { provenance: z.enum(['printed', 'reconstructed']), note: z.string() };
const Pair = z.tuple([z.number(), z.number()]);

export const TablesSchema = z.object({
  crt: z.object({
    ...Provenance,
    columns: z.array(z.string()),
    losses: z.record(z.string(), z.array(z.string())),
    advance: z.record(z.string(), z.array(z.number().int().min(0))),
  }),
  terrain: z.object({
    ...Provenance,
    enter: z.record(z.string(), Pair),
    leave: z.record(z.string(), Pair),
    road: Pair,
    hexside: z.record(z.string(), z.union([Pair, z.literal('entire')])),
    combatZone: z.number(),
    combat: z.record(z.string(), z.object({ defense: z.number().optional(), shift: z.number().optional(), attack: z.number().optional(), note: z.string() })),
  }),
  stacking: z.object({ limit: z.number(), value: z.record(z.string(), z.number()) }),
  magnitude: z.object({ value: z.record(z.string(), z.number()), lastStep: z.number(), threshold: z.number(), dice: z.number().int() }),
  advance: z.object({ nonMotorized: z.number(), cavalry: z.number(), outOfSupplyMotorized: z.number() }),
  supply: z.object({
    lineOfSupply: z.record(z.string(), z.number()),
    income: z.number(),
    cap: z.number(),
    transportPoints: z.number(),
    transportMultiple: z.number(),
  }),
  rail: z.record(SideSchema, z.object({ divisions: z.number(), motorized: z.number(), perSecondaryHex: z.number() })),
  replacements: z.object({
    ...Provenance,
    axis: z.object({ columns: z.array(z.string()), rows: z.record(z.string(), z.array(z.number().int())) }),
    soviet: z.object({ columns: z.array(z.string()), rows: z.record(z.string(), z.array(z.number().int())) }),
    pool: z.record(SideSchema, z.record(z.string(), z.number().int().min(0))),
  }),
});
export type Tables = z.infer<typeof TablesSchema>;

export const ScenarioSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  firstTurn: z.number().int(),
  lastTurn: z.number().int(),
  startLine: z.object({ ...Provenance, rows: z.record(z.string(), z.number().int()) }),
  supply: z.record(SideSchema, z.object({ points: z.number(), depots: z.number() })),
  railheads: z.object({ axis: z.array(z.string()), unrepaired: z.object({ axis: z.array(z.tuple([z.string(), z.string()])) }) }),
  setup: z.array(z.object({ unit: z.string(), hex: z.string() })),
  depots: z.array(z.object({ side: SideSchema, hex: z.string() })),
  replacements: z.array(z.object({ side: SideSchema, type: z.string(), with: z.string() })),
  frozen: z.array(z.object({ army: z.string(), release: z.number().int() })),
  reinforcements: z.array(
    z.object({ turn: z.number().int(), side: SideSchema, units: z.array(z.string()), edge: z.enum(['north', 'west', 'east', 'south']), eastOf: z.string().optional() }),
  ),
  setupLosses: z.record(z.string(), z.object({ steps: z.number(), perUnit: z.number(), perArmy: z.number().optional(), army: z.string().optional() })),
  victory: z.object({ axisMargin: z.number(), axis: z.record(z.string(), z.number()), soviet: z.record(z.string(), z.number()) }),
  provenance: z.array(z.object({ item: z.string(), note: z.string() })),
});
export type Scenario = z.infer<typeof ScenarioSchema>;

export const BundleSchema = z.object({
  title: z.literal('campaign-to-stalingrad'),
  sourceHash: z.string(),
  map: MapDataSchema,
  /** Friendly map edge hexes per side (8.0), computed from the grid at build. */
  edges: z.record(SideSchema, z.array(z.string())),
  units: z.array(UnitSpecSchema),
  /** 23.1: air unit counters. */
  airUnits: z.array(AirUnitSpecSchema).default([]),
  tables: TablesSchema,
  scenarios: z.array(ScenarioSchema),
});
export type Bundle = z.infer<typeof BundleSchema>;
