import { z } from 'zod';

/** Automatic steps a fixture may run around its orders; `ground-support` (38.0) places the abstracted air units its `attack` orders ask for, as the Combat window opens. */
const RUN_STEPS = ['start-of-movement', 'supply-phase', 'air-segment', 'end-of-player-turn', 'ground-support', 'pocket-step'] as const;

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
  /** 15.6: the rail hexes each side has not repaired (default: all repaired). */
  unrepaired: z.object({ axis: z.array(z.string()).optional(), soviet: z.array(z.string()).optional() }).optional(),
  units: z.array(z.record(z.string(), z.unknown())),
  /** 23.0: air units (id, side, type, bombing, hex; support/tiny-world.ts TinyAir). */
  air: z.array(z.record(z.string(), z.unknown())).optional(),
  battle: z.record(z.string(), z.unknown()).optional(),
  move: z.object({ unit: z.string(), path: z.array(z.string()), strategic: z.boolean().optional() }).optional(),
  /** Any orders of the turn file, carried out one by one as the window would (`windows/apply-order.ts`). */
  orders: z.array(z.record(z.string(), z.unknown())).optional(),
  /** Orders of the Combat window that follows `orders` (given in the Movement window), with the 4.7 defaults the window applies (`windows/movement-overruns.ts`). */
  combatOrders: z.array(z.record(z.string(), z.unknown())).optional(),
  /** 19.0, 20.0: the fragment's scenario data (reinforcements, withdrawals as in the scenario schema). */
  scenario: z
    .object({
      reinforcements: z.array(z.record(z.string(), z.unknown())).optional(),
      withdrawals: z.array(z.record(z.string(), z.unknown())).optional(),
      /** 35.6: the Kuban garrison's units and release hexes; 35.8 D: the south-edge road hexes. */
      kuban: z.object({ units: z.array(z.string()), releaseHexes: z.array(z.string()) }).optional(),
      southExits: z.array(z.string()).optional(),
      /** 1.0: the rulebook sections the fragment plays beyond the first ([2] Section II, [2, 3] the Campaign Game's). */
      sections: z.array(z.number().int()).optional(),
      /** 36.6: the scenario's one-combat army bonuses (`{army: 5TA, turn: 49, artilleryShift: 1, attackFactors: 10}`). */
      bonuses: z.array(z.record(z.string(), z.unknown())).optional(),
      /** 37.5: `campaign-game` counts the fragment as the Campaign Game. */
      reckoning: z.literal('campaign-game').optional(),
    })
    .optional(),
  /** 21.2: Replacement counters on the map; 21.6: the Pool by side. */
  replacements: z.array(z.object({ side: z.enum(['axis', 'soviet']), type: z.string(), hex: z.string() })).optional(),
  replacementPool: z.record(z.string(), z.record(z.string(), z.number())).optional(),
  /** Automatic steps of the phasing side run with the orders (one, or a list): `start-of-movement` before them (ESoP A), `supply-phase` after them (16.11). */
  run: z.union([z.enum(RUN_STEPS), z.array(z.enum(RUN_STEPS))]).optional(),
  /** 23.4, 23.13: each side's standing air orders (`defend`, `replace`: rules/air/order.ts). */
  airStanding: z.object({ axis: z.record(z.string(), z.unknown()).optional(), soviet: z.record(z.string(), z.unknown()).optional() }).optional(),
  /** 23.7: Air HQs on their non-mobile side. */
  airHqFixed: z.array(z.string()).optional(),
  /** The phasing side's standing choices about its forces (withdraw, rebuild, mergeRemnants: orders/schema.ts). */
  choices: z.record(z.string(), z.unknown()).optional(),
  /** The window the orders are given in; default the Axis Combat Phase of turn 1. */
  phasing: z.enum(['axis', 'soviet']).optional(),
  phase: z.enum(['movement', 'combat']).optional(),
  turn: z.number().int().optional(),
  standing: z.object({ attacker: z.record(z.string(), z.unknown()).optional(), defender: z.record(z.string(), z.unknown()).optional() }).optional(),
  dice: z.record(z.string(), z.number().int()).optional(),
  /** 8.2: the Axis north-edge marker before the case; 4.4.4: ferry sites held ("a|b": {side, since}). */
  axisNorthEdge: z.number().int().optional(),
  ferries: z.record(z.string(), z.object({ side: z.enum(['axis', 'soviet']), since: z.number().int() })).optional(),
  /** The game options a club chose when creating the game (setup/game-options.ts), e.g. `{outOfSupplyMove: no-farther}`. */
  options: z.record(z.string(), z.unknown()).optional(),
  /** The engine whose readings the fragment is played by (data/readings.ts, e.g. `cts-6`); default cts-2. */
  engine: z.string().optional(),
  /** 32.1: the Guard units waiting in the Guard Pool (ids of units `where: withdrawn`). */
  guardPool: z.array(z.string()).optional(),
  /** 31.0: the Rasputitsa is in effect. */
  rasputitsa: z.boolean().optional(),
  /** 34.0: the Caucasus Display's markers before the case (`{caucasus: kuban-steppes}`). */
  caucasusMarkers: z.record(z.string(), z.string()).optional(),
  /** 24.0: Major City Battles under way before the case: the side that opened each, its quarters, and the hex it attacked from (24.3 picks its first section). */
  cityBattles: z.record(z.string(), z.object({ attacker: z.enum(['axis', 'soviet']), quarters: z.number().int().min(1).max(3), from: z.string() })).optional(),
  /** 27.1, 27.2: the Isolated Pockets' markers before the case (`{id, side, box, units}`). */
  pockets: z.array(z.object({ id: z.string(), side: z.enum(['axis', 'soviet']), box: z.number().int(), units: z.array(z.string()) })).optional(),
  expect: z.object({
    events: z.array(z.record(z.string(), z.unknown())).optional(),
    noEvents: z.array(z.string()).optional(),
    units: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
    /** Members of air units' state after (23.0). */
    air: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
    control: z.record(z.string(), z.string()).optional(),
    /** Replacement counters on the map after, as "type@hex" in order; the Pool by side (members named). */
    replacementsOnMap: z.array(z.string()).optional(),
    pool: z.record(z.string(), z.record(z.string(), z.number())).optional(),
    problems: z.array(z.string()).optional(),
    /** 35.8: the Victory Points each side would score if the game ended now. */
    victoryPoints: z.record(z.string(), z.number()).optional(),
    /** 37.5: the side that has won by Automatic Victory now (null: none). */
    automaticVictor: z.enum(['axis', 'soviet']).nullable().optional(),
    /** 34.0: the Caucasus Display's markers after. */
    caucasusMarkers: z.record(z.string(), z.string()).optional(),
    /** Supply Points and Transport Points left, by side. */
    supplyPoints: z.record(z.string(), z.number()).optional(),
    transport: z.record(z.string(), z.number()).optional(),
    /** 16.10: the Depots after, as "side@hex" in order. */
    depots: z.array(z.string()).optional(),
    /** 16.6: the Depots the battles have drawn Attack Supply from, removed as the Combat Phase ends (hexes, in order). */
    depotsUsed: z.array(z.string()).optional(),
    /** 15.6: the rail hexes each side has not repaired after. */
    unrepaired: z.record(z.string(), z.array(z.string())).optional(),
    costs: z.array(z.number()).optional(),
    /** 8.2: the Axis north-edge marker after (null: none). */
    axisNorthEdge: z.number().int().nullable().optional(),
  }),
});
export type Fixture = z.infer<typeof FixtureSchema>;
