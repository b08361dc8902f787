import type { GameEvent } from '#kernel/engine/events';
import { issue, type Issue } from '#kernel/engine/issues';
import type { DosContext } from '../data/context';
import { scenarioOf } from '../data/context';
import type { DosOrder } from '../orders/order';
import { StandingOrders } from '../orders/standing';
import { checkAerial, placeAerial, standingAerialAtSovietTurn } from '../rules/supply/aerial-supply';
import { sortMixedStacks } from '../rules/supply/mixed-stacks';
import { addNetworkMarker, checkNetworkAdd } from '../rules/supply/network-markers';
import { countOosAtEnd } from '../rules/supply/oos-eliminations';
import type { OrderProblem } from '../rules/problem';
import { supplySnapshot, supplyChanges } from '../rules/supply/supply-changes';
import { GERMAN, type DosSide } from '../state/sides';
import type { DosState, PhaseKind } from '../state/types';

/**
 * Where the supply rules (DoS 7.x, 4.3, 6.3) join the window machine (adjudicate.ts,
 * check.ts). Each mutates the draft and returns the events it caused.
 */

/** The supply order kinds the open window accepts: `network` in a player turn's opening window (7.14), `aerial` in every German window (7.6). */
export const supplyOrderKinds = (state: DosState): string[] => [
  ...(state.at.step === 0 ? ['network'] : []),
  ...(state.at.side === GERMAN ? ['aerial'] : []),
];

/**
 * At the very start of a player turn (its opening window), before the other orders: the
 * side's supply marker (7.14; the first legal `network` order, one per player turn; digest
 * E30: before the withdrawal, the declaration does not bear on it), and at the start of the Soviet
 * player turn the German's standing aerial order (7.6, digest §6 N4).
 */
export function supplyBeforeOrders(ctx: DosContext, draft: DosState, side: DosSide, orders: readonly { index: number; order: DosOrder }[]): GameEvent[] {
  if (draft.at.step !== 0) return [];
  const events: GameEvent[] = [...standingAerialAtSovietTurn(ctx, draft)];
  let placed = 0;
  for (const { index, order } of orders) {
    if (!('network' in order)) continue;
    const problems = checkNetworkAdd(ctx, draft, side, order.network.add, placed);
    if (problems.length > 0) {
      events.push({
        type: 'order-skipped',
        side,
        order: index,
        kind: 'network',
        reasons: problems,
        visibleTo: [side],
        text: `order ${index + 1} (network) skipped: ${problems.map((r) => `${r.message}${r.rule ? ` (${r.rule})` : ''}`).join('; ')}`,
      });
      continue;
    }
    events.push(addNetworkMarker(ctx, draft, side, ctx.map.resolve(order.network.add)!));
    placed++;
  }
  return events;
}

/**
 * A supply order where it stands in the file: `aerial` is carried out now (7.6: "any time
 * during the game turn", effects immediate); `network` was carried out at the start of
 * the window (supplyBeforeOrders). Returns the event, null when nothing happens, or the
 * problems that make the order fail now.
 */
export function runSupplyOrder(ctx: DosContext, draft: DosState, side: DosSide, order: DosOrder): GameEvent | null | OrderProblem[] {
  if ('network' in order && draft.at.step !== 0) return checkNetworkAdd(ctx, draft, side, order.network.add, 0);
  if (!('aerial' in order)) return null;
  const problems = checkAerial(ctx, draft, side, order.aerial.hex);
  return problems.length > 0 ? problems : placeAerial(ctx, draft, ctx.map.resolve(order.aerial.hex)!, 'German order');
}

/**
 * Check-time twin of the two above (check.ts): the network orders against the position at
 * the start of the window, applied to the check draft first; an aerial order against the
 * draft where it stands, then applied. Paths are relative to each order.
 */
export function checkSupplyOrder(ctx: DosContext, state: DosState, draft: DosState, side: DosSide, order: DosOrder, networksBefore: number): OrderProblem[] {
  if ('network' in order) {
    const problems = checkNetworkAdd(ctx, state, side, order.network.add, networksBefore);
    if (problems.length === 0) addNetworkMarker(ctx, draft, side, ctx.map.resolve(order.network.add)!);
    return problems;
  }
  if ('aerial' in order) {
    const problems = checkAerial(ctx, draft, side, order.aerial.hex);
    if (problems.length === 0) placeAerial(ctx, draft, ctx.map.resolve(order.aerial.hex)!, 'German order');
    return problems;
  }
  return [];
}

/** Standing supply orders (DoS 7.6): the aerial marker is the German's, in a hex of the map. */
export function checkSupplyStanding(ctx: DosContext, side: DosSide, standing: unknown): Issue[] {
  const r = StandingOrders.safeParse(standing);
  const aerial = r.success ? r.data.aerial : undefined;
  if (!aerial) return [];
  if (side !== GERMAN) return [issue(['standing', 'aerial'], 'german-only', 'only the German has the aerial supply marker', 'DoS 7.6')];
  return ctx.map.resolve(aerial.hex) === null ? [issue(['standing', 'aerial', 'hex'], 'unknown-hex', `"${aerial.hex}" is not a hex of this map`)] : [];
}

/** At the end of a window's orders: a German movement phase ends the 6.3 sorting deadline (digest ST-5). */
export function supplyAtWindowEnd(ctx: DosContext, draft: DosState, side: DosSide, phase: PhaseKind): GameEvent[] {
  return side === GERMAN && phase === 'movement' ? sortMixedStacks(ctx, draft) : [];
}

/**
 * Before the window is closed: when it is the last window of the last game turn, the 4.3
 * count of Soviet units out of supply, just before the final verdict (digest VC-3, X6).
 */
export function supplyAtGameEnd(ctx: DosContext, draft: DosState): GameEvent[] {
  const scenario = scenarioOf(ctx, draft.scenario).data;
  const last = draft.at.step === 1 && draft.at.side !== scenario.firstSide && draft.turn >= scenario.turns;
  if (draft.ended || !last) return [];
  const e = countOosAtEnd(ctx, draft);
  return e ? [e] : [];
}

export { supplyChanges, supplySnapshot };
