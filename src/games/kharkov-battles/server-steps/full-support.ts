import { atStep } from './position';
import type { ServerStepRun } from './types';

export const runFullSupport: ServerStepRun = (step, input) => ({ state: atStep(input.state, step), record: input.record, events: [], result: null });
