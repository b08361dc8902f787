import { allocateAirPoints } from '../preparation/air-points';
import { atStep } from './position';
import type { ServerStepRun } from './types';

/** KB 4.1 A.2.a, 5.11, 19.15: each side's Air Points from the TRT into 'Available for Sortie' (20.1: one Soviet point on turn 0). */
export const runAirAllocation: ServerStepRun = (step, input) => {
  const r = allocateAirPoints(input.data, atStep(input.state, step));
  return { state: r.state, record: input.record, events: r.events, result: null };
};
