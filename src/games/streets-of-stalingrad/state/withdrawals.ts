/**
 * SoS 21.5, 21.51-21.54, 3.5, 3.7: the German withdrawals made so far in the campaign, plain JSON.
 * A withdrawn unit's piece is out of play (`at: null`, not eliminated) and listed in `units`,
 * so nothing brings it back: not reinforcement (21.2), replacement (21.41: only eliminated
 * units) nor consolidation (20.1: only eliminated units).
 */
export interface SosWithdrawalRecord {
  /** Each withdrawn unit, by id in id order, with the turn it was picked up (21.51). */
  units: Record<string, number>;
  /** SoS 21.53: by withdrawal id, the units of other formations withdrawn in place of missing ones, and the replacement points paid for them. */
  substituted: Record<string, { units: string[]; points: number }>;
  /** The withdrawals (tables.yaml `withdrawals.schedule` ids) met in full, sorted. */
  done: string[];
  /** SoS 3.7, 21.54: the withdrawals whose units were kept in the game beyond their date, sorted. */
  kept: string[];
  /** SoS 3.5: the formations (tables.yaml `withdrawals.vp` ids) every unit of which had gone by their early date, sorted. */
  early: string[];
}

/** No withdrawal yet. */
export const noWithdrawals = (): SosWithdrawalRecord => ({ units: {}, substituted: {}, done: [], kept: [], early: [] });

/** Whether the unit has been withdrawn (21.51: "may never come back into the game"). */
export const isWithdrawn = (state: { withdrawals?: SosWithdrawalRecord }, id: string): boolean => state.withdrawals?.units[id] !== undefined;
