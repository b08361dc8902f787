import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { scenarioOf } from '#games/drive-on-stalingrad/data/context';
import type { PhaseOrder } from '#games/drive-on-stalingrad/orders/declare';
import type { PhaseOrderVerdict } from '#games/drive-on-stalingrad/rules/phase-order';
import { sideName, type DosSide } from '#games/drive-on-stalingrad/state/sides';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { citeScenarioRule } from './cite';

/**
 * DoS Uranus U-3 (reconstructed): in a scenario with `phaseOrders`, each side may declare
 * only the orders listed for it, and on a game turn listed under `forced` only those
 * (the Soviet fights first on GT1). Null when the scenario has no `phaseOrders` (then
 * Operation Blue's 5.4 and 5.5 apply).
 */
export function scenarioPhaseOrder(ctx: DosContext, state: DosState, side: DosSide, order: PhaseOrder): PhaseOrderVerdict | null {
  const orders = scenarioOf(ctx, state.scenario).data.phaseOrders;
  if (!orders) return null;
  const rule = citeScenarioRule(ctx, state, 'U-3');
  const forced = orders.forced?.[String(state.turn)]?.[side];
  const allowed = forced ?? orders[side];
  if (allowed.includes(order)) return { ok: true };
  const when = forced ? ` on game turn ${state.turn}` : '';
  return { ok: false, code: 'phase-order-not-allowed', message: `the ${sideName(side)} player may declare only ${allowed.join(' or ')}${when}`, rule };
}

/**
 * DoS Uranus U-3 (reconstructed), for the opening window: whether this player turn must
 * fight first (only combat-first allowed) and the sentence that tells the player what he
 * may declare. Null when the scenario has no `phaseOrders`.
 */
export function scenarioOpening(ctx: DosContext, state: DosState, side: DosSide): { forced: boolean; text: string } | null {
  const orders = scenarioOf(ctx, state.scenario).data.phaseOrders;
  if (!orders) return null;
  const allowed = orders.forced?.[String(state.turn)]?.[side] ?? orders[side];
  const rule = citeScenarioRule(ctx, state, 'U-3');
  const forced = allowed.length === 1 && allowed[0] === 'combat-first';
  const text = forced
    ? `prepared assaults first (${rule}).`
    : `declare the phase order, ${allowed.join(' or ')} (${rule}; default combat-first) and give the first phase's orders: attacks, or moves after {declare: {phaseOrder: movement-first}}.`;
  return { forced, text };
}
