import { z } from 'zod';

/**
 * Optional scenario data for the arrivals and activation rules of Operation Blue:
 * Soviet front-line freezes (DoS 3.2), Reserve Armies (8.4), south-map reinforcements
 * (8.5), the Don crossing (8.6) and the GT6 withdrawal (8.7). A scenario without one of
 * these fields does not use that rule.
 */

/** DoS 3.2: each Soviet front-line army (its units' `army` code) -> the German-side armies opposite it. */
export const FrontLine = z.record(z.string(), z.array(z.string()).min(1));
export type FrontLine = z.infer<typeof FrontLine>;

/** DoS 8.4: each Soviet Reserve Army (its units' `army` code) -> its location hex. */
export const ReserveArmies = z.record(z.string(), z.string());
export type ReserveArmies = z.infer<typeof ReserveArmies>;

/** DoS 8.5: the Soviet south-map reinforcements drawn at random from a pool. */
export const SouthReinforcements = z.object({
  /** The hex the German side must control when a Soviet player turn begins (Rostov 2725). */
  gate: z.string(),
  /** Units drawn over the whole game (10). */
  total: z.number().int().min(0),
  /** Units entered at most per game turn (2). */
  perTurn: z.number().int().min(1),
  /** The uncommitted units they are drawn from (rifle divisions neither set up nor scheduled). */
  pool: z.array(z.string()),
});
export type SouthReinforcements = z.infer<typeof SouthReinforcements>;

/** DoS 8.7: the German withdrawal at the very start of his player turn on `turn`. */
export const Withdrawal = z.object({
  turn: z.number().int().min(1),
  /** The named division withdrawn (Gross Deutschland), or replaced by two motorized infantry divisions. */
  named: z.string(),
});
export type Withdrawal = z.infer<typeof Withdrawal>;
