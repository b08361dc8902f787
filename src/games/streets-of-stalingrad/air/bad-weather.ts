import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { MonthDay } from '../data/tables';
import type { SosEnv } from '../game/env';
import type { SosState } from '../state/types';

/** SoS 15.53: the turn is a bad weather turn (its "bad weather" marker is on the Turn Column Track). */
export const isBadWeather = (state: Pick<SosState, 'badWeather'>, turn: number): boolean => state.badWeather?.includes(turn) ?? false;

export interface WeatherContext {
  env: SosEnv;
  turn: number;
  /** The turn's date (4.1). */
  date: MonthDay;
  /** `T{nn}/1.server`: the label's stem. */
  label: string;
}

/**
 * SoS 15.53: "Beginning with the Administrative Phase for the 21 October turn and every turn
 * thereafter, the Soviet player rolls one d10. If he rolls a 1 or 2, the weather is bad for
 * that entire turn and the German player may not use any Stuka units in any phase of that
 * turn" (`tables.yaml` `stukas.badWeather`). One d10 labelled `{label}/weather`, rolled in the
 * Administrative Phase's server step of the turn it decides (the phase opens the turn, 4.3).
 * A bad turn is kept in the state (the marker on the Turn Column Track); the roll and its
 * result are public, as the marker is.
 */
export function rollWeather(ctx: WeatherContext, state: SosState, dice: Dice): { state: SosState; events: GameEvent[] } {
  const rule = ctx.env.tables.stukas.badWeather;
  if (ctx.date < rule.from) return { state, events: [] };
  const label = `${ctx.label}/weather`;
  const die = dice.roll(label, 10);
  const bad = rule.rolls.includes(die);
  const event: GameEvent = { type: 'weather', phase: 1, side: 'soviet', turn: ctx.turn, date: ctx.date, label, die, weather: bad ? 'bad' : 'fair', rule: 'SoS 15.53' };
  if (!bad) return { state, events: [event] };
  const badWeather = [...new Set([...(state.badWeather ?? []), ctx.turn])].sort((a, b) => a - b);
  return { state: { ...state, badWeather }, events: [event] };
}
