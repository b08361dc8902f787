import { scenarioCommitment } from '../command/commitment';
import { asGameEvent } from './events';
import { atStep } from './position';
import type { ServerStepRun } from './types';

/** KB 4.1 C.1.a, 20.2: Second Kharkov, the Soviet Command Phase of turn 3: every Soviet unit on the map committed, Operational (13.13). */
export const runCommitment: ServerStepRun = (step, input) => {
  const out = scenarioCommitment(input.data.ctx, atStep(input.state, step));
  if (!out.ok) throw new Error(out.refusals.map((i) => i.message).join('; '));
  return { state: out.state, record: input.record, events: out.events.map(asGameEvent), result: null };
};
