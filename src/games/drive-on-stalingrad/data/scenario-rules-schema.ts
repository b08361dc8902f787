import { z } from 'zod';
import { PhaseOrder } from '../orders/declare';

/**
 * Optional scenario data for a scenario whose own rules the rulebook text does not give
 * (Operation Uranus: DoS 1.1 gives only its dates and length). Each such rule is listed
 * with a stable id ("U-9") so that code, reports and clubs can cite it; the fields below
 * carry the numbers those rules need. A scenario without one of these fields keeps the
 * rulebook's Operation Blue behaviour for it.
 */

const Provenance = z.enum(['printed', 'reconstructed', 'rulebook']);
const Side = z.enum(['german', 'soviet']);

/** One scenario rule: cite it as "DoS Uranus U-9 (reconstructed)". */
export const ScenarioRule = z.object({
  id: z.string().regex(/^[A-Z]+-\d+$/),
  title: z.string(),
  text: z.string(),
  provenance: Provenance,
  note: z.string(),
});
export type ScenarioRule = z.infer<typeof ScenarioRule>;

/**
 * The phase orders each side may declare (DoS 5.4). `forced` narrows them on given game
 * turns ("1" -> soviet: [combat-first]). Absent = the Operation Blue rules of 5.4 and 5.5.
 */
export const PhaseOrders = z.object({
  german: z.array(PhaseOrder).min(1),
  soviet: z.array(PhaseOrder).min(1),
  forced: z.record(z.string().regex(/^\d+$/), z.object({ german: z.array(PhaseOrder).min(1), soviet: z.array(PhaseOrder).min(1) }).partial()).optional(),
});
export type PhaseOrders = z.infer<typeof PhaseOrders>;

/** A hex worth `vp` to the scoring side while it controls it (gained and lost with control, as DoS 4.2). */
export const VictoryHex = z.object({ hex: z.string(), name: z.string(), vp: z.number().int().min(1), note: z.string() });
export type VictoryHex = z.infer<typeof VictoryHex>;

/**
 * Victory by one side's VP, checked at the end of the last game turn: the scorer wins with
 * `vpToWin` or more, the other side otherwise (no draws, as 4.6's design note). Sudden
 * death stays in ScenarioData.suddenDeath (a Soviet unit entering one of those hexes wins).
 */
export const Victory = z.object({
  /** The only side that keeps VP (as 4.1). */
  scorer: Side,
  vpToWin: z.number().int().min(1),
  hexes: z.array(VictoryHex).min(1),
  /**
   * At the end of the last game turn `vp` go to the scorer unless at least one unit that set
   * up with army `army` is on the map in regular overland supply (the pocket was relieved).
   */
  pocket: z.object({ army: z.string(), vp: z.number().int().min(1), note: z.string() }).optional(),
  /** The scenario rule that states these conditions, e.g. "U-12". */
  rule: z.string(),
  provenance: Provenance,
  note: z.string(),
});
export type Victory = z.infer<typeof Victory>;

/**
 * A "hold" order on one army as set up (Festung Stalingrad): in its movement phases a unit
 * of `army` may not end a move farther from `hex` than where it began it. It lifts for the
 * rest of the game at the start of a player turn of its side in which a unit of that side
 * not of `army` is within `reliefRange` hexes of a unit of `army` that is not in regular
 * overland supply.
 */
export const HoldOrder = z.object({
  army: z.string(),
  hex: z.string(),
  reliefRange: z.number().int().min(1),
  rule: z.string(),
});
export type HoldOrder = z.infer<typeof HoldOrder>;

/** Extra optional ScenarioData fields (spread into the scenario object of schema.ts). */
export const ScenarioRuleFields = {
  /** The scenario's own rules, each marked (Operation Uranus: U-1 ... U-n). */
  rules: z.array(ScenarioRule).optional(),
  /** Phase orders allowed (5.4); absent = the Operation Blue rules (5.4, 5.5). */
  phaseOrders: PhaseOrders.optional(),
  /** The side that has the two ground-support aircraft (11.25: never both sides at once); absent = none unless specialRules says so. */
  airSide: Side.optional(),
  /** Taman (7.4) is an active German ultimate source from the start. */
  tamanActive: z.boolean().optional(),
  /**
   * north-ultimate: a reinforcement none of whose listed entry hexes can take it enters
   * through its side's north-map ultimate sources instead (Operation Uranus U-10).
   */
  entryFallback: z.enum(['north-ultimate']).optional(),
  /** The army held near a hex until relieved (Operation Uranus U-9). */
  holdOrder: HoldOrder.optional(),
  /** Victory by VP for either side (replaces vpHexes/vpToWin when present). */
  victory: Victory.optional(),
};
