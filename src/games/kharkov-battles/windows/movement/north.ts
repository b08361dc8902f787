import type { Issue } from '#kernel/engine/issues';
import type { GameEvent } from '#kernel/engine/events';
import { southOfArmyBound } from '../../command/army-bounds';
import type { KbSide } from '../../data/ids';
import type { KbEnv } from '../../game/env';
import type { KbMovementOrder } from '../../orders/movement';
import type { KbOrder } from '../../orders/schema';
import { defaultNorthMoves, northDuties, type NorthDuty } from '../../options/north-duty';
import type { OptionsInput } from '../../options/input';
import { readOptions } from '../../server-steps/options';
import { turnPlan, type WindowEntry } from '../../sequence/windows';
import type { KbState } from '../../state/types';

/** How many of a unit's moves north a refusal names. */
const NAMED = 8;

/**
 * KB 20.1: the units of `side` that owe a move north in the Movement window open on `state`
 * (options/north-duty.ts, the function the options ask): the listing of the window as the
 * options give it, with the game options (the turn-0 limitation).
 */
export function dutiesNorth(env: KbEnv, state: KbState, side: KbSide, options: Readonly<Record<string, string>>): NorthDuty[] {
  const ctx = env.ctxOf(state);
  if (!southOfArmyBound(ctx, state).some((u) => ctx.unit(u).side === side)) return [];
  const input = movementInput(env, state, side, options);
  return input ? northDuties(input) : [];
}

function movementInput(env: KbEnv, state: KbState, side: KbSide, options: Readonly<Record<string, string>>): OptionsInput | null {
  const name = `${side}-movement`;
  const window = turnPlan(state.scenario, state.at.turn, readOptions(state.scenario, options))?.find((e): e is WindowEntry => e.kind === 'window' && e.name === name);
  return window ? { ctx: env.ctxOf(state), state, side, window, tec: env.tec, mover: env.mover } : null;
}

/** The units a file moves by an order of its own, not in a branch the dice may not take: a move, an Overrun, a Mobile Assault after moving up. */
function ownMovers(orders: readonly KbOrder[]): Set<string> {
  const out = new Set<string>();
  for (const o of orders) {
    if ('move' in o) out.add(o.move.unit);
    if ('overrun' in o) out.add(o.overrun.unit);
    if ('assault' in o && (o.assault.path ?? []).length > 0) out.add(o.assault.unit);
  }
  return out;
}

/**
 * KB 20.1 in the Movement window's check: a file that gives orders must move every unit that
 * owes a move north by an order of its own (`must-move-north` at `orders`, naming the moves
 * the options list). An empty file is never refused for it: the adjudication moves the unit.
 */
export function northDutyIssues(env: KbEnv, state: KbState, side: KbSide, orders: readonly KbOrder[], options: Readonly<Record<string, string>>): Issue[] {
  if (orders.length === 0) return [];
  const moved = ownMovers(orders);
  const label = env.ctxOf(state).map.label;
  return dutiesNorth(env, state, side, options)
    .filter((d) => !moved.has(d.unit))
    .map((d) => {
      const hexes = [...new Set(d.moves.map((m) => label(m.hex)))];
      const named = hexes.slice(0, NAMED).join(', ') + (hexes.length > NAMED ? ` and ${hexes.length - NAMED} more (see the options)` : '');
      return {
        path: ['orders'],
        code: 'must-move-north',
        message: `${d.unit} is a 38th Army unit south of hex row KB49xx (${label(d.hex)}) that can move north: it must move north this Movement Phase, as soon as possible, by an order of its own; it may move to ${named}`,
        rule: 'KB 20.1',
      };
    });
}

/**
 * KB 20.1 in the Movement window's adjudication: an empty file (nothing sent, a missed
 * deadline) has the server move each unit that owes a move north by a default listed move
 * (options/north-duty.ts defaultNorthMoves), carried out as the side's own orders, and the
 * event `moved-north-by-rule` says so. A file that gives orders gets nothing added (the
 * check made it move the unit).
 */
export function serverNorthMoves(env: KbEnv, state: KbState, side: KbSide, orders: readonly KbOrder[], options: Readonly<Record<string, string>>): { orders: KbMovementOrder[]; events: GameEvent[] } {
  if (orders.length > 0) return { orders: [], events: [] };
  const duties = dutiesNorth(env, state, side, options);
  if (duties.length === 0) return { orders: [], events: [] };
  const chosen = defaultNorthMoves({ ctx: env.ctxOf(state), state, side }, duties);
  if (chosen.length === 0) return { orders: [], events: [] };
  const made = chosen.map((c) => ({ move: { unit: c.unit, path: c.move.path, ...(c.move.strategic ? { strategic: true } : {}), ...(c.move.infiltrate ? { infiltrate: true } : {}) } }) as KbMovementOrder);
  const event: GameEvent = { type: 'moved-north-by-rule', side, moves: chosen.map((c) => ({ unit: c.unit, from: c.from, path: c.move.path })), rule: 'KB 20.1' };
  return { orders: made, events: [event] };
}
