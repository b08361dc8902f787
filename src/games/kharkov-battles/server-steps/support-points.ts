import { gainSupportPoints } from '../preparation/support-points';
import { readOptions } from './options';
import { atStep } from './position';
import type { ServerStepRun } from './types';

/**
 * KB 4.1 A.4.b, 9.2, 20.1-20.3: this turn's Axis Support Points onto the Replacement &
 * Support Track: the Support Table (`T{nn}/support`), the TRT's number when the game was
 * created with `supportPoints: trt` (9.2 "if both players agree"), strictly the TRT in
 * Second Kharkov, none in Third Kharkov. The Axis spends them in his Preparation window.
 */
export const runSupportPoints: ServerStepRun = (step, input) => {
  const state = atStep(input.state, step);
  const r = gainSupportPoints(input.data, state, input.dice, { historical: readOptions(state.scenario, input.options).historicalSupport });
  return { state: r.state, record: input.record, events: r.events, result: null };
};
