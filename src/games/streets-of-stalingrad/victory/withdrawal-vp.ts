import type { SosTables } from '../data/tables';
import { isCampaign, type SosScenarioId } from '../sequence/scenarios';
import type { SosState } from '../state/types';

/** One formation's withdrawal VP at the end, with why. */
export interface WithdrawalVp {
  formation: string;
  vp: number;
  why: string;
  rule: string;
}

/**
 * SoS 3.2, 3.5, 3.7, 21.54: the VP the campaign's withdrawals earn the German at the end:
 * +1 when every unit of the 29th Infantry Division (Motorized), its artillery regiment
 * included, had gone by 19 September (the record's `early`, made in the Administrative
 * Phase that picked the last of them up); -1, once, when any of it was kept in the game
 * beyond its date (29 September, 5 October for the artillery regiment: the record's `kept`,
 * made in the Administrative Phase of that date). Only in scenario #3 (3.5). A game ended
 * before a date (3.1) is not counted for it.
 */
export function withdrawalVp(tables: Pick<SosTables, 'withdrawals'>, scenario: SosScenarioId, state: SosState): WithdrawalVp[] {
  if (!isCampaign(scenario)) return [];
  const r = state.withdrawals;
  const out: WithdrawalVp[] = [];
  for (const v of tables.withdrawals.vp) {
    if (r?.early.includes(v.id)) out.push({ formation: v.name, vp: v.early.vp, why: `withdrawn whole by ${v.early.by}`, rule: 'SoS 3.2, 3.5' });
    else if (v.kept.withdrawals.some((w) => r?.kept.includes(w))) out.push({ formation: v.name, vp: v.kept.vp, why: 'kept in the game beyond its withdrawal date', rule: 'SoS 3.2, 3.7, 21.54' });
  }
  return out;
}
