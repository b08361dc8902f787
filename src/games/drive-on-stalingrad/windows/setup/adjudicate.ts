import type { Adjudication, Submission } from '#kernel/engine/ruleset';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { scenarioOf } from '#games/drive-on-stalingrad/data/context';
import { planSetup } from '#games/drive-on-stalingrad/rules/setup/plan';
import { setupSlots } from '#games/drive-on-stalingrad/rules/setup/slots';
import { armyAt } from '#games/drive-on-stalingrad/rules/army-release';
import { sideName } from '#games/drive-on-stalingrad/state/sides';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { adoptStanding } from '../adjudicate';
import type { SetupState } from './open';
import { placeOrders } from './place-orders';
import { updateUnit } from '#games/drive-on-stalingrad/state/unit-writes';

/**
 * Closes a set-up window: the side's placements are made (units not placed keep their
 * shipped hexes) and the next side's set-up window opens, or game turn 1 begins. A file
 * that check() would refuse never reaches here; a position that is still illegal (a
 * file that skipped check) keeps the shipped set-up, reported as an event.
 */
export function adjudicateSetup(ctx: DosContext, state: SetupState, submissions: readonly Submission[]): Adjudication<DosState> {
  const draft: DosState = structuredClone(state);
  adoptStanding(draft, submissions);
  const side = state.setup;
  const { places } = placeOrders(submissions.find((s) => s.side === side)?.orders ?? []);
  const plan = planSetup(ctx, state, side, places);
  const events: Adjudication<DosState>['events'] = [];
  if (plan.problems.length > 0) {
    events.push({
      type: 'set-up',
      rule: 'DoS 12.1',
      side,
      placed: [],
      text: `${sideName(side)} set-up refused (${plan.problems.map((p) => p.message).join('; ')}): the historical set-up stands`,
    });
  } else {
    const slots = setupSlots(ctx, state.scenario, side);
    for (const [unit, hex] of plan.positions) {
      updateUnit(draft, unit, (u) => ({ ...u, hex }));
      // DoS 12.1: a freely placed unit is "considered to become part of the army corresponding to the areas in which" it sets up (for 3.2)
      const army = slots.get(unit)?.kind === 'free' ? armyAt(ctx, state, hex) : null;
      if (army !== null) draft.arrivals = { ...draft.arrivals, armies: { ...draft.arrivals.armies, [unit]: army } };
    }
    const moved = plan.placed.filter((p) => state.units[p.unit]!.hex !== p.hex);
    events.push({
      type: 'set-up',
      rule: 'DoS 12.1',
      side,
      placed: moved,
      text: moved.length === 0 ? `${sideName(side)} set-up: the historical set-up` : `${sideName(side)} set-up: ${moved.map((p) => `${p.unit} in ${ctx.map.label(p.hex)}`).join(', ')}`,
    });
  }
  const order = scenarioOf(ctx, state.scenario).data.playerSetup ?? [];
  const next = order[order.indexOf(side) + 1];
  if (next === undefined) delete draft.setup;
  else draft.setup = next;
  return { state: draft, events };
}

