import type { Counter } from '../data/counters';
import type { SosTables } from '../data/tables';
import type { SosState } from '../state/types';

/** One campaign VP line of the German's total at the end (3.2, 3.5-3.7), with its reason. */
export interface CampaignVp {
  vp: number;
  why: string;
  rule: string;
}

/**
 * SoS 3.2, 3.5, 3.6: the VP for each reinforcement division the German never brought into the
 * campaign: "the German player may not bring ANY units of that division at any time during
 * the game". A unit is brought in once it is placed in a box (21.2: reinforcements enter at
 * the start of a Movement Phase): from then on it stands somewhere or has been eliminated.
 */
export function divisionsNotBroughtIn(tables: Pick<SosTables, 'reinforcementDivisions'>, state: SosState, counters: readonly Counter[]): CampaignVp[] {
  return tables.reinforcementDivisions.divisions.flatMap(({ division, vp }) => {
    const units = counters.filter((c) => c.formation.division === division && c.entry.at === 'reinforcement');
    const brought = units.some((c) => {
      const p = state.pieces[c.id];
      return p !== undefined && (p.at !== null || p.eliminated);
    });
    return brought || units.length === 0 ? [] : [{ vp, why: `the ${division} never brought into the game`, rule: 'SoS 3.5, 3.6' }];
  });
}
