import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { SosEnv } from '../game/env';
import { isCampaign, type SosScenarioId } from '../sequence/scenarios';
import type { SosState } from '../state/types';

export interface CampaignStukasContext {
  env: SosEnv;
  scenario: SosScenarioId;
  turn: number;
  /** `T{nn}/1.server`: the label's stem. */
  label: string;
}

/**
 * SoS 15.52: "After the first turn of the full campaign game only (Scenario #3), Stuka units
 * available for each turn are determined by the German player rolling one d10 in the
 * Administrative Phase and deducting the die roll result number from the number 22"; the
 * example: "On turn 2 of Scenario #3 the German player rolls a 5; he would be able to use
 * only 17 of the 21 Stuka units in turn two". So the roll of a turn's Administrative Phase
 * (phase 1, which opens the turn, 4.3) serves that same turn; turn 1 has the card's
 * (`tables.yaml` `stukaCards`, 15.51). One d10 labelled `{label}/stukas`; never more than the
 * 21 units (`tables.yaml` `stukas`: a 1 gives 21, a 10 gives 12). The roll is public.
 */
export function rollCampaignStukas(ctx: CampaignStukasContext, state: SosState, dice: Dice): { state: SosState; events: GameEvent[] } {
  if (!isCampaign(ctx.scenario) || ctx.turn <= 1) return { state, events: [] };
  const t = ctx.env.tables.stukas;
  const label = `${ctx.label}/stukas`;
  const die = dice.roll(label, 10);
  const units = Math.max(0, Math.min(t.units, t.campaignBase - die));
  return {
    state: { ...state, campaignStukas: { turn: ctx.turn, die, units } },
    events: [{ type: 'stukas-rolled', phase: 1, side: 'german', turn: ctx.turn, label, die, base: t.campaignBase, units, rule: 'SoS 15.52' }],
  };
}
