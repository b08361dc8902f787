import { commandControlPhase } from '../command/command-control';
import { asGameEvent } from './events';
import { readOptions } from './options';
import { atStep, labelRoot } from './position';
import type { ServerStepRun } from './types';

/**
 * KB 4.1 C.1.b, 13.2, 20.1 optional, 20.3: the Soviet Command Phase's Command & Control: each
 * committed Soviet combat unit that needs command and has none rolls on the C&C Table
 * (`T{nn}/soviet-command/<unit>`); `halt` and `hold` mark it 'OOC'. Every unit's standing is
 * reported, so the report says why a unit did not roll. Under 2.72's hidden strengths any
 * Soviet HQ commands any unit.
 */
export const runCommandControl: ServerStepRun = (step, input) => {
  const state = atStep(input.state, step);
  const r = commandControlPhase(input.data.ctx, state, input.tables.commandControl, input.dice, {
    labelPrefix: `${labelRoot(step, input)}/soviet-command`,
    hiddenStrength: readOptions(state.scenario, input.options).hiddenStrength, // KB 2.72: any Soviet HQ gives command
  });
  const standings = { type: 'kb-command-standings', rule: 'KB 13.2', turn: step.turn, standings: r.standings };
  return { state: r.state, record: input.record, events: [standings, ...r.events.map(asGameEvent)], result: null };
};
