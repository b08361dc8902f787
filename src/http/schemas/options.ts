import { z } from 'zod';
import { named } from '../openapi/components';

const unitOptionsSchema = z.object({
  unit: z.string(),
  label: z.string(),
  hex: z.string(),
  moves: z.array(z.object({ hex: z.string(), cost: z.number(), path: z.array(z.string()) })).optional(),
  attacks: z
    .array(
      z.object({
        target: z.string(),
        odds: z.string().optional().describe('The odds of attacking alone, when every factor is known to the side'),
        shifts: z.array(z.object({ value: z.number(), reason: z.string(), rule: z.string() })).optional().describe('The column shifts of attacking alone'),
        order: z.literal('assault').optional().describe('Made with this order rather than attack: a German mobile assault in a movement phase (DoS 9.23)'),
        force: z.array(z.string()).optional().describe('For an assault: the units of the force, as the order names them'),
      }),
    )
    .optional(),
  entries: z.array(z.object({ hex: z.string(), cost: z.number() })).optional(),
  sea: z.array(z.string()).optional().describe('Port towns the unit may sail to (DoS 9.18)'),
  placements: z.array(z.string()).optional().describe('Hexes where the unit may set up, in a set-up window'),
  rail: z.array(z.object({ hex: z.string(), path: z.array(z.string()) })).optional().describe('Destinations by rail, with the rail hexes passed (CtS 15.1)'),
  enterAt: z.array(z.string()).optional().describe('For a reinforcement that came on this Movement Phase: the other hexes an enter order may place it at (CtS 19.1)'),
  enterMoves: z
    .array(z.object({ hex: z.string(), moves: z.array(z.object({ hex: z.string(), cost: z.number(), path: z.array(z.string()) })) }))
    .optional()
    .describe('Its moves once an enter order has placed it at each edge hex of enterAt (CtS 19.1)'),
  overruns: z
    .array(z.object({ target: z.string(), units: z.array(z.string()), maximumEffort: z.number(), activate: z.array(z.string()).optional().describe('Army HQs to activate first in the same file (CtS 16.7)'), groundSupport: z.array(z.string()).optional().describe('Air units to place in the target first and name as its Ground Support (CtS 23.11)') }))
    .optional()
    .describe('Movement Phase overruns the unit may make, with the force and the least Maximum Effort that reach 10-1 (CtS 4.7)'),
  notes: z.array(z.string()).optional(),
  stackMoves: z
    .array(z.object({ units: z.array(z.string()), hex: z.string(), cost: z.number(), path: z.array(z.string()) }))
    .optional()
    .describe('Moves of the whole stack the unit began the phase in, at the slowest unit\'s rate (DoS 9.5, 9.7)'),
  seaOnward: z
    .array(z.object({ to: z.string(), hex: z.string(), cost: z.number(), path: z.array(z.string()) }))
    .optional()
    .describe('Sea moves that go on after landing in the port `to` (DoS 9.18)'),
  withdraw: z.object({ role: z.string(), of: z.number() }).optional().describe('The withdrawal requirement the unit may fill, and how many it takes (DoS 8.7)'),
});

export const unitOptionsListingSchema = named(
  'UnitOptions',
  z.object({
    game: z.string(),
    side: z.string(),
    window: z.string(),
    accepts: z.array(z.string()),
    basedOn: z.string().describe('The state hash a turn file for this window names as basedOn'),
    deadline: z.string().nullable(),
    units: z.array(unitOptionsSchema).describe('Every unit of the side with its legal destinations (with paths), attacks and notes'),
    declarations: z
      .array(z.object({ order: z.unknown().describe('The order that declares it; null for the default'), label: z.string(), takes: z.array(z.string()), rule: z.string() }))
      .optional()
      .describe('The declarations the side may make in this window (a phase order, DoS 5.4), each with the order kinds the window then takes'),
    sideOptions: z
      .object({
        network: z.array(z.string()).optional().describe('Towns and cities the side may add to its supply network now (DoS 7.14)'),
        aerial: z.array(z.string()).optional().describe('Hexes of the side\'s units where the aerial supply marker may be committed now (DoS 7.6)'),
        air: z.number().optional().describe('Ground-support aircraft the side may still commit to its attacks this game turn (DoS 11.25)'),
      })
      .optional()
      .describe('The side\'s orders of this window that belong to no one unit, with the choices it has now'),
    orderChoices: z
      .array(z.object({ kind: z.string(), order: z.unknown().describe('The order as the turn file writes it'), label: z.string(), rule: z.string(), unit: z.string().optional(), hex: z.string().optional() }))
      .optional()
      .describe('The orders of the window that are not a unit move or attack, ready made (CtS: HQ activations, air orders, Bombardment, Depots, rail repairs, replacement moves)'),
  }),
);

export const optionsQuery = z.object({
  unit: z.string().min(1).max(80).optional().describe('Only this unit'),
  side: z.string().min(1).max(40).optional().describe('With the referee token: the side to answer for'),
});

export const attackPreviewSchema = named(
  'AttackPreview',
  z.object({
    target: z.string(),
    units: z.array(z.string()),
    problems: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), code: z.string(), message: z.string(), rule: z.string().optional() })),
    attack: z.number().optional(),
    defense: z.number().optional(),
    rawOdds: z.string().optional(),
    odds: z.string().optional(),
    column: z.string().optional(),
    shifts: z.array(z.object({ value: z.number(), reason: z.string(), rule: z.string() })),
    notes: z.array(z.string()),
  }),
);

export const attackPreviewQuery = z.object({
  target: z.string().min(1).max(20).describe('The defender hex'),
  units: z
    .string()
    .min(1)
    .max(2000)
    .transform((s) => s.split(',').map((u) => u.trim()).filter((u) => u.length > 0))
    .pipe(z.array(z.string().min(1).max(80)).min(1).max(40))
    .describe('The attacking units, comma-separated'),
  side: z.string().min(1).max(40).optional().describe('With the referee token: the attacking side'),
});
