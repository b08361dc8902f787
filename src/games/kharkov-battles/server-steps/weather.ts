import { weatherPhase } from '../preparation/weather';
import { atStep } from './position';
import type { ServerStepRun } from './types';

/** KB 4.1 A.1, 19.0, 19.1: the Weather Phase: the TRT's weather, the Soviet 'MUD?' die (`T{nn}/weather/mud`). */
export const runWeather: ServerStepRun = (step, input) => {
  const r = weatherPhase(input.data, atStep(input.state, step), input.dice);
  return { state: r.state, record: input.record, events: r.events, result: null };
};
