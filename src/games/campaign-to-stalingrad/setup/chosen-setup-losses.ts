import type { GameEvent } from '#kernel/engine/events';
import type { Submission } from '#kernel/engine/ruleset';
import type { CtsContext } from '../data/context';
import type { CtsState } from '../state/types';
import { CtsStandingSchema } from '../orders/schema';
import { chooseSetupLosses, setupLossProblems } from './setup-losses';
import { uranusOpening } from './game-options';

/**
 * CtS 35.1: the Soviet names his set-up losses by a standing `setupLosses` list; a list
 * that keeps 35.1(4) replaces the default losses, once. With the players' set-up he sends
 * it in his own set-up window: 35.1(4) is part of the set-up and "The Soviet Player sets
 * up first, followed by the Axis Player", so the Axis sets up seeing the reduced units and
 * the losses stand from then on (adjudicateSetup records the default ones when the window
 * closes without a list). Otherwise he may send it in a window of the Axis's first player
 * turn before any battle has been fought (the game begins in that turn's Combat Phase,
 * 35.6), or in Operation Uranus in the Soviet Combat Phase of turn 49 where that game begins
 * (36.1(4), 36.6), or, when the game opens with 36.6 [Change]'s overruns (game option
 * `uranusOpening: overrun-holes`), in that opening Movement window only. Sent later, or not at
 * all, the default losses stand.
 */
export function setupLossesInFirstWindow(ctx: CtsContext, state: CtsState, subs: readonly Submission[]): { state: CtsState; events: GameEvent[] } {
  const scenario = ctx.scenarios.get(state.scenario);
  const beforeAnyBattle = !Object.values(state.units).some((u) => u.attacked || u.defended);
  if (!scenario || state.setupLossesTaken || state.setup === 'axis' || state.turn !== scenario.firstTurn || state.phasing !== (scenario.firstWindow?.phasing ?? 'axis') || !beforeAnyBattle) return { state, events: [] };
  // 36.1(4) "before beginning play": a Uranus game opened by the overruns of 36.6 [Change] takes the list in that Movement window only, before any overrun is declared
  if (scenario.firstWindow?.phase === 'combat' && uranusOpening(state) === 'overrun-holes' && state.phase !== 'movement') return { state, events: [] };
  const sub = subs.find((s) => s.side === 'soviet' && s.standing !== undefined);
  const parsed = sub ? CtsStandingSchema.safeParse(sub.standing) : null;
  const chosen = parsed?.success ? parsed.data.setupLosses : undefined;
  if (!chosen || setupLossProblems(ctx, scenario, chosen).length > 0) return { state, events: [] };
  return {
    state: { ...chooseSetupLosses(ctx, scenario, state, chosen), setupLossesTaken: [...chosen] }, // CtS 35.1(4): taken once
    events: [{ type: 'setup-losses', rule: 'CtS 35.1', side: 'soviet', units: [...chosen], text: `the Soviet takes his set-up losses: ${chosen.join(', ')}` }],
  };
}
