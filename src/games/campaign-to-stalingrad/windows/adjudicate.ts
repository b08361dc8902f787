import type { Dice } from '../../../kernel/engine/dice';
import type { GameEvent } from '../../../kernel/engine/events';
import type { Adjudication, Submission } from '../../../kernel/engine/ruleset';
import type { CtsContext } from '../data/context';
import type { CtsSide } from '../data/schema';
import type { CtsState } from '../state/types';
import { CtsOrderSchema, CtsStandingSchema, type CtsOrder } from '../orders/schema';
import { startOfMovement } from '../phases/start-of-movement';
import { supplyPhase } from '../phases/supply-phase';
import { victoryPoints, winnerOf } from '../rules/victory';
import { applyOrder } from './apply-order';
import { replacementArrival } from '../rules/replacements/arrival';
import { openWindow } from './sequence';

/**
 * Closes the open window: standing orders first (they replace the side's earlier ones),
 * then the phasing side's orders in file order, then the sequence moves on (3.1, ESoP):
 * Movement -> Combat; Combat -> that side's Supply Phase -> the other side's Movement
 * Phase (its automatic steps run at once), or the next turn; after the last turn the
 * victory check (35.8).
 */
export function adjudicateWindow(ctx: CtsContext, state0: CtsState, subs: readonly Submission[], dice: Dice): Adjudication<CtsState> {
  const w = openWindow(state0);
  if (!w) return { state: state0, events: [] };
  let state = state0;
  const events: GameEvent[] = [];
  for (const s of subs) {
    if (s.standing === undefined) continue;
    const parsed = CtsStandingSchema.parse(s.standing);
    state = { ...state, standing: { ...state.standing, [s.side]: { ...state.standing[s.side as string as CtsSide], ...parsed } } };
  }
  const side = state.phasing;
  const mine = subs.find((s) => s.side === side);
  const label = w.id;
  if (state.phase === 'movement') {
    // ESoP A1, 21.1-21.2: the replacement roll opens the Movement Phase
    const arrival = replacementArrival(ctx, state, side, dice, label);
    state = arrival.state;
    events.push(...arrival.events);
  }
  for (const [i, raw] of (mine?.orders ?? []).entries()) {
    // orders arrive parsed (Ruleset contract); parsing again fills defaults for any caller that did not
    const parsed = CtsOrderSchema.safeParse(raw);
    if (!parsed.success) {
      events.push({ type: 'order-skipped', order: i, text: `order ${i + 1} skipped: not an order of this title` });
      continue;
    }
    const o: CtsOrder = parsed.data;
    const r = applyOrder(ctx, state, side, o, i, dice, label);
    state = r.state;
    events.push(...r.events);
  }
  if (state.phase === 'movement') return { state: { ...state, phase: 'combat' }, events };
  if (state.depotsUsed.length > 0) {
    // 16.6: a Depot that gave Attack Supply is removed at the end of the Combat Phase
    const used = new Set<string>(state.depotsUsed);
    events.push({ type: 'depots-used', rule: 'CtS 16.6', hexes: [...used], text: `Depots used for Attack Supply are removed: ${[...used].join(', ')}` });
    state = { ...state, depots: state.depots.filter((d) => !(d.side === side && used.has(d.hex))), depotsUsed: [] };
  }

  const supply = supplyPhase(ctx, state, side);
  state = supply.state;
  events.push(...supply.events);
  const cleared = Object.fromEntries(Object.entries(state.units).map(([id, u]) => [id, { ...u, retreatedThisPhase: false }]));
  state = { ...state, units: cleared };
  const scenario = ctx.scenarios.get(state.scenario);
  if (side === 'axis') {
    state = { ...state, phasing: 'soviet', phase: 'movement' };
  } else if (scenario && state.turn >= scenario.lastTurn) {
    const vp = victoryPoints(ctx, state);
    const winner = winnerOf(vp, scenario.victory.axisMargin);
    const reason = `end of turn ${state.turn}: Axis ${vp.axis} VP, Soviet ${vp.soviet} VP; the Axis needs ${scenario.victory.axisMargin} more than the Soviet (CtS 35.8)`;
    state = { ...state, result: { ended: true, winner, reason, vp } };
    events.push({ type: 'game-over', rule: 'CtS 35.8', vp, winner, text: reason });
    return { state, events };
  } else {
    const fresh = Object.fromEntries(Object.entries(state.units).map(([id, u]) => [id, { ...u, attacked: false, defended: false }]));
    state = { ...state, units: fresh, turn: state.turn + 1, phasing: 'axis', phase: 'movement' };
  }
  const start = startOfMovement(ctx, state, state.phasing);
  events.push(...start.events);
  return { state: start.state, events };
}
