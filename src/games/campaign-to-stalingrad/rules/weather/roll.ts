import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { weatherRule } from '#games/campaign-to-stalingrad/setup/game-options';
import { monthOf, WEATHER_NAMES, weatherOf } from './table';

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * CtS 25.0, ESoP Admin Phase step 2: "At the start of each Game Turn ... Weather is
 * determined by rolling one die and finding the result on the Weather Table under the
 * appropriate month"; the result holds for the whole turn. Only when the game plays the
 * weather rules (game option `weather: rolled`): otherwise nothing is rolled and the turn
 * stays Clear (35.5, digest A17). The die is labelled `Tnn/admin/weather`. Each turn's
 * weather joins `weatherLog`; the first record is the turn before, whose weather the
 * scenario fixed (35.5: turn 1 Clear).
 */
export function rollWeather(ctx: CtsContext, state: CtsState, dice: Dice): { state: CtsState; events: GameEvent[] } {
  if (weatherRule(state) !== 'rolled') return { state, events: [] };
  const die = dice.roll(`T${pad(state.turn)}/admin/weather`, 6);
  const month = monthOf(ctx, state.turn);
  const weather = weatherOf(ctx, state.turn, die);
  const log = state.weatherLog ?? [{ turn: state.turn - 1, weather: state.weather }];
  const text = `turn ${state.turn} (${month}): weather roll ${die} gives ${WEATHER_NAMES[weather]} (CtS 25.0)`;
  return {
    state: { ...state, weather, weatherLog: [...log, { turn: state.turn, weather, roll: die }] },
    events: [{ type: 'weather', rule: 'CtS 25.0', turn: state.turn, month, roll: die, weather, text }],
  };
}
