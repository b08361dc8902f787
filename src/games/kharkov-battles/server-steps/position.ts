import type { KbState, TurnPointer } from '../state/types';
import type { ServerStep, ServerStepInput } from './types';

/** Where each automatic step of KB 4.1 stands in the sequence (state.at). */
const AT: Readonly<Record<string, Omit<TurnPointer, 'turn'>>> = {
  'A.1': { stage: 'preparation', phase: 'weather' },
  'A.2.a': { stage: 'preparation', phase: 'air-allocation' },
  'A.3': { stage: 'preparation', phase: 'supply' },
  'A.4.b/points': { stage: 'preparation', phase: 'maintenance' },
  'A.4.c': { stage: 'preparation', phase: 'maintenance' },
  'B.3.b-e': { stage: 'axis', phase: 'combat' },
  'B.3.f': { stage: 'axis', phase: 'combat' },
  'C.1.a': { stage: 'soviet', phase: 'command' },
  'C.1.b': { stage: 'soviet', phase: 'command' },
  'C.4.b-e': { stage: 'soviet', phase: 'combat' },
  'C.4.f': { stage: 'soviet', phase: 'combat' },
  D: { stage: 'end-turn', phase: 'end-turn' },
};

/** The automatic steps of KB 4.1 the server carries out (every AutomaticEntry of turnPlan). */
export const SERVER_STEP_IDS: readonly string[] = Object.keys(AT);

/** The state moved to the step's point of the sequence (KB 4.1): its turn, stage and phase. */
export function atStep(state: KbState, step: ServerStep): KbState {
  const at = AT[step.step];
  if (!at) throw new Error(`"${step.step}" is not an automatic step of the Kharkov Battles sequence (KB 4.1)`);
  return { ...state, at: { turn: step.turn, ...at } };
}

/** The root of the step's dice labels: the input's, else `T{nn}`. */
export const labelRoot = (step: ServerStep, input: ServerStepInput): string => input.label || `T${String(step.turn).padStart(2, '0')}`;
