import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { UnitId } from '#kernel/ids';
import type { DosContext } from '../data/context';
import type { DosOrder } from '../orders/order';
import { freezeNewcomers } from '../rules/activation/newcomers';
import { reserveArmiesAtTurnStart } from '../rules/activation/reserve-armies';
import { southMapAtTurnStart } from '../rules/reinforcements/south-map';
import { tamanArrival } from '../rules/reinforcements/taman';
import { makeWithdrawal } from '../rules/reinforcements/withdrawal';
import { GERMAN, SOVIET, type DosSide } from '../state/sides';
import type { DosState, UnitState } from '../state/types';
import { currentWindowId } from './sequence';
import { changesSince, unitsVersion } from '../state/unit-writes';

/**
 * Where the arrival and activation rules (DoS 3.2, 8.1-8.7) join the window machine
 * (adjudicate.ts). Each mutates the draft and returns the events it caused.
 */

/** Before a window's orders: the GT6 withdrawal at the very start of the German player turn (8.7); a pending Taman arrival (8.2). */
export function beforeOrders(ctx: DosContext, draft: DosState, side: DosSide, orders: readonly DosOrder[]): GameEvent[] {
  const listed = side === GERMAN ? orders.flatMap((o) => ('withdraw' in o ? o.withdraw.units : [])) : [];
  return [...makeWithdrawal(ctx, draft, listed), ...tamanArrival(ctx, draft)];
}

/** Where the units are, to tell after an order which units changed hex: the units record and its version (state/unit-writes.ts). */
export interface Positions {
  units: DosState['units'];
  version: number;
}

export const positionsOf = (state: DosState): Positions => ({ units: state.units, version: unitsVersion(state.units) });

const hexNow = (u: UnitState | undefined): string | null => (u !== undefined && u.status === 'on-map' ? u.hex : null);

/** The on-map units whose hex is not what it was in `before`, sorted. */
function movedSince(draft: DosState, before: Positions): UnitId[] {
  // what each unit written since was: its first write holds it
  const was = new Map<string, UnitState | undefined>();
  for (const c of changesSince(before.units, before.version)) if (!was.has(c.id)) was.set(c.id, c.was);
  // only those can differ, unless the record itself was replaced: then every unit is compared
  const candidates = draft.units === before.units ? was.keys() : Object.keys(draft.units);
  const moved: UnitId[] = [];
  for (const id of candidates) {
    const u = Object.hasOwn(draft.units, id) ? draft.units[id] : undefined;
    const w = was.has(id) ? was.get(id) : Object.hasOwn(before.units, id) ? before.units[id] : undefined;
    if (u !== undefined && u.status === 'on-map' && u.hex !== hexNow(w)) moved.push(id as UnitId);
  }
  return moved.sort();
}

/** After each order: Soviet newcomers freezing on contact (3.2), the Taman pair the instant Taman joins the network (8.2). */
export function afterOrderArrivals(ctx: DosContext, draft: DosState, before: Positions): GameEvent[] {
  return [...freezeNewcomers(ctx, draft, movedSince(draft, before)), ...tamanArrival(ctx, draft)];
}

/**
 * Once the next window is open: at the start of a Soviet player turn, the Reserve Army
 * proximity release and petitions (8.4), then the south-map gate and draws (8.5). Dice
 * are labelled with the new window's id, e.g. `T04/soviet/reserve-army/7RA/petition`.
 */
export function playerTurnStart(ctx: DosContext, draft: DosState, dice: Dice): GameEvent[] {
  if (draft.ended || draft.at.step !== 0 || draft.at.side !== SOVIET) return [];
  const window = currentWindowId(draft);
  return [...reserveArmiesAtTurnStart(ctx, draft, dice, window), ...southMapAtTurnStart(ctx, draft, dice, window)];
}
