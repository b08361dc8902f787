import type { GameEvent } from '#kernel/engine/events';
import type { Adjudication, Submission } from '#kernel/engine/ruleset';
import type { HexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import { openFirstWindow } from '../../setup/first-window';
import { planSetup } from '#games/campaign-to-stalingrad/setup/plan-setup';
import { defaultSetupLosses } from '#games/campaign-to-stalingrad/setup/setup-losses';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { adoptStanding } from '../adjudicate';
import type { SetupState } from './open';
import { placeOrders } from './place-orders';

/**
 * Closes a set-up window (CtS 35.1): the side's placements are made (units not placed keep
 * their shipped hexes; replacement counters set up with an HQ go with it, 35.4), then the
 * next side sets up, or turn 1 begins with the Axis's automatic steps (ESoP A1-A5, as at
 * set-up without a players' set-up). A position check() would refuse (a file that skipped
 * check) leaves the shipped set-up, reported as an event.
 */
export function adjudicateSetup(ctx: CtsContext, state0: SetupState, subs: readonly Submission[]): Adjudication<CtsState> {
  const side = state0.setup;
  const scenario = ctx.scenarios.get(state0.scenario)!;
  const adopted = adoptStanding(ctx, state0, subs);
  const events: GameEvent[] = [...adopted.events];
  const { places } = placeOrders(subs.find((s) => (s.side as string) === side)?.orders ?? []);
  // CtS 35.1(4): the Soviet reduces his forces as he sets up; without a list of his own the default losses are his
  const base = side === 'soviet' && !adopted.state.setupLossesTaken ? { ...adopted.state, setupLossesTaken: defaultSetupLosses(ctx, scenario) } : adopted.state;
  const plan = planSetup(ctx, scenario, base, side, places);
  const who = side === 'axis' ? 'Axis' : 'Soviet';
  let state: CtsState;
  if (plan.problems.length > 0) {
    state = base;
    events.push({ type: 'set-up', rule: 'CtS 35.1', side, placed: [], text: `${who} set-up refused (${plan.problems.map((p) => p.message).join('; ')}): the historical set-up stands` });
  } else {
    const hqMoves = new Map<HexId, HexId>(); // 35.4: an HQ's old hex -> its new one, for the counters set up with it
    for (const r of scenario.replacements) {
      const p = plan.placed.find((x) => x.unit === r.with);
      if (p && r.side === side) hqMoves.set(base.units[r.with]!.hex!, p.hex);
    }
    const counters = plan.state.replacementsOnMap.map((c) => (c.side === side && hqMoves.has(c.hex) ? { ...c, hex: hqMoves.get(c.hex)! } : c));
    state = { ...plan.state, replacementsOnMap: counters };
    const moves = [...plan.placed.map((p) => `${p.unit} in ${p.hex}`), ...plan.depotsPlaced.map((h) => `a depot in ${h} (35.2)`)];
    events.push({
      type: 'set-up',
      rule: 'CtS 35.1',
      side,
      placed: plan.placed,
      ...(plan.depotsPlaced.length > 0 ? { depots: plan.depotsPlaced } : {}),
      text: moves.length === 0 ? `${who} set-up: the historical set-up` : `${who} set-up: ${moves.join(', ')}`,
    });
  }
  const order = scenario.playerSetup?.order ?? [];
  const next = order[order.indexOf(side) + 1];
  if (next !== undefined) return { state: { ...state, setup: next }, events };
  const { setup: _done, ...started } = state;
  const opened = openFirstWindow(ctx, started); // ESoP A1-A5 open the Axis turn (digest A15), or 36.6's Soviet Combat Phase
  return { state: opened.state, events: [...events, ...opened.events] };
}
