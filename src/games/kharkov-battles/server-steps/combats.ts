import { atStep } from './position';
import type { ServerStepRun } from './types';

/**
 * KB 4.1 B.3.b-e / C.4.b-e, 12.0: each designated combat's Air Points, chits, die, results,
 * retreats and advances. They are carried out one combat at a time as the side's Combat
 * window file is adjudicated (windows/combat, assault/), since each needs that file's and the
 * standing orders' choices; this step finds them done and changes nothing.
 */
export const runCombatsResolved: ServerStepRun = (step, input) => ({ state: atStep(input.state, step), record: input.record, events: [], result: null });
