import { z } from 'zod';
import { fromStepLossBattle } from './step-loss-battle';

/**
 * The event fields the reports read, parsed with zod and tolerant of anything else: a
 * title may add fields or new event types (mobile assaults, reinforcements) and the
 * reports still draw what they recognise and print every other event as its `text`.
 */

const hex = z.string().min(1);
const note = z.looseObject({ reason: z.string(), rule: z.string().optional() });

export const FactorLineShape = z.looseObject({
  unit: z.string(),
  hex: hex.optional(),
  printed: z.union([z.number(), z.string()]).optional(),
  rolled: z.looseObject({ label: z.string(), value: z.number() }).optional(),
  fixed: z.looseObject({ value: z.number(), reason: z.string(), rule: z.string().optional() }).optional(),
  halvings: z.array(note).optional(),
  effective: z.number().optional(),
});
export type FactorLineShape = z.infer<typeof FactorLineShape>;

export const ModifierShape = z.looseObject({
  value: z.number(),
  reason: z.string(),
  rule: z.string().optional(),
  kind: z.string().optional(),
});
export type ModifierShape = z.infer<typeof ModifierShape>;

/**
 * A unit's retreat or advance; `path` the hexes entered, when the title gives them (drawn
 * through each); `route` the hexes the event itself names (printed as they are), `offMap`
 * the edge hex a retreat leaves the map by, `lost` when that costs the units (CtS 17.3).
 */
const unitMove = z.looseObject({
  unit: z.string(),
  from: hex,
  to: hex,
  path: z.array(hex).optional(),
  route: z.array(hex).optional(),
  offMap: hex.optional(),
  lost: z.boolean().optional(),
  rule: z.string().optional(),
});
export type UnitMoveShape = z.infer<typeof unitMove>;
const lossLine = z.looseObject({
  unit: z.string(),
  side: z.string().optional(),
  from: z.number().optional(),
  to: z.number().optional(),
  eliminated: z.boolean().optional(),
  reason: z.string().optional(),
  rule: z.string().optional(),
});
export type LossLineShape = z.infer<typeof lossLine>;

/** A battle: any event with a target hex, attackers and a result (prepared or mobile assaults alike). */
export const BattleShape = z.looseObject({
  type: z.string(),
  rule: z.string().optional(),
  side: z.string().optional(),
  target: hex,
  /** The hexes the attack comes from, when the attackers' lines do not give them (step-loss battles). */
  from: z.array(hex).optional(),
  attackers: z.array(FactorLineShape),
  defenders: z.array(FactorLineShape).default([]),
  attack: z.number().optional(),
  defense: z.number().optional(),
  raw: z.string().optional(),
  shifts: z.array(ModifierShape).default([]),
  drms: z.array(ModifierShape).default([]),
  final: z.string().optional(),
  column: z.string().optional(),
  beyond: z.string().optional(),
  die: z.looseObject({ label: z.string(), value: z.number() }).optional(),
  dice: z.array(z.looseObject({ label: z.string(), value: z.number() })).optional(),
  cell: z.string().optional(),
  crtResult: z.string().optional(),
  result: z.string(),
  conversion: z.looseObject({ from: z.string(), to: z.string(), rule: z.string().optional() }).optional(),
  losses: z.array(lossLine).default([]),
  eliminations: z.array(lossLine).default([]),
  retreats: z.array(unitMove).default([]),
  advances: z.array(unitMove).default([]),
  advanceRefused: z.array(z.looseObject({ unit: z.string(), reason: z.string(), rule: z.string().optional() })).default([]),
  notes: z.array(z.looseObject({ text: z.string(), rule: z.string().optional() })).default([]),
  text: z.string().optional(),
});
export type BattleShape = z.infer<typeof BattleShape>;

/** A movement: any event with a start hex and the path of hexes entered. */
export const MoveShape = z.looseObject({
  type: z.string(),
  side: z.string().optional(),
  units: z.array(z.string()).optional(),
  unit: z.string().optional(),
  from: hex,
  path: z.array(hex),
  text: z.string().optional(),
});
export type MoveShape = z.infer<typeof MoveShape>;

/** VP changes an event carries (DoS 4.2: `vp: [{hex, change, vp}]`). */
export const VpChangesShape = z.array(z.looseObject({ hex: z.string().optional(), change: z.number(), vp: z.number().optional() }));

/** A battle event, in the shape above or read on a step-loss table (step-loss-battle.ts). */
export const asBattle = (e: unknown): BattleShape | null => {
  const r = BattleShape.safeParse(e);
  return r.success ? r.data : fromStepLossBattle(e);
};

export const asMove = (e: unknown): MoveShape | null => {
  const r = MoveShape.safeParse(e);
  return r.success && r.data.path.length > 0 ? r.data : null;
};
