import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { MonthDay } from '../data/tables';
import type { SosEnv } from '../game/env';
import type { SosStanding } from '../orders/standing';
import { SOS_SIDES, type SosSide } from '../sequence/phases';
import type { SosState } from '../state/types';
import { holdOrder } from './hold-order';
import { ammunitionMultiplier } from './multiplier';

export interface ShortageContext {
  env: SosEnv;
  standing: Readonly<Record<SosSide, SosStanding | null>>;
  /** The turn's date (4.1). */
  date: MonthDay;
  /** `T{nn}/1.server`: the labels' stem. */
  label: string;
}

/**
 * SoS 14.7, 14.71-14.75, at the start of the Administrative Phase: last turn's shortages end; each side
 * whose shortages have begun (German 20 September, Soviet 1 October) rolls one d10, times the
 * Ammunition Status Table's number for the date (14.72); the points it has saved are applied
 * against it at once (14.75); its IF units whose AF covers what is left may not fire this turn
 * (14.74: chosen by its standing order, hold-order.ts). The roll and the points are public (the
 * markers on the Ammunition Status Table); which units are held is the owner's to know.
 */
export function rollShortages(ctx: ShortageContext, state: SosState, dice: Dice): { state: SosState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const ammunition = { ...state.ammunition };
  for (const side of SOS_SIDES) {
    const was = state.ammunition[side];
    ammunition[side] = { saved: was.saved, shortage: 0, held: [] };
    const multiplier = ammunitionMultiplier(ctx.env.tables, side, ctx.date);
    if (multiplier === null) continue;
    const die = dice.roll(`${ctx.label}/ammunition/${side}`, 10);
    const rolled = die * multiplier;
    const savedUsed = Math.min(was.saved, rolled);
    const shortage = rolled - savedUsed;
    const hold = holdOrder(ctx.env, state, side, shortage, ctx.standing[side]?.ammunition?.silenceFirst ?? []);
    ammunition[side] = { saved: was.saved - savedUsed, shortage, held: hold.held };
    events.push({
      type: 'ammunition-shortage', phase: 1, side, date: ctx.date, die, multiplier, rolled, savedUsed, shortage, saved: was.saved - savedUsed, heldAf: hold.af, unmet: hold.unmet,
      rule: 'SoS 14.71, 14.72, 14.75',
    });
    if (hold.held.length) events.push({ type: 'ammunition-held', phase: 1, side, units: hold.held, af: hold.af, visibleTo: [side], rule: 'SoS 14.73, 14.74' });
  }
  return { state: { ...state, ammunition }, events };
}
