import type { DecisionWindow } from '../../../kernel/engine/ruleset';
import { side as asSide, windowId } from '../../../kernel/ids';
import type { CtsState } from '../state/types';

/** Units that may move on turn 1 of Fall Blau (35.6 [Change]): the two German divisions at Kursk and the three Hungarians at Oboyan. */
export const TURN_ONE_MOVERS = ['ger-340', 'ger-377', 'hun-1pz', 'hun-7', 'hun-9'];

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * The open window (3.1, ESoP): each player turn has a Movement window (moves and HQ
 * activations) and a Combat window (battles and activations); the Supply Phase runs by
 * itself when the Combat window closes. On turn 1 of Fall Blau only the units of 35.6
 * may move.
 */
export function openWindow(state: CtsState): DecisionWindow | null {
  if (state.result) return null;
  const name = `${state.phasing}-${state.phase}`;
  const accepts = state.phase === 'movement' ? ['move', 'rail', 'activate'] : ['attack', 'activate'];
  const turnOne = state.turn === 1 && state.phasing === 'axis' && state.phase === 'movement';
  const description =
    state.phase === 'movement'
      ? `${state.phasing === 'axis' ? 'Axis' : 'Soviet'} Movement Phase: move units (CtS 4.0-4.7) or by rail (15.0), activate Army HQs (16.7)` +
        (turnOne ? '; turn 1 of Fall Blau: only the German divisions at Kursk and the Hungarians at Oboyan move (35.6)' : '')
      : `${state.phasing === 'axis' ? 'Axis' : 'Soviet'} Combat Phase: battles one at a time, in order (CtS 10.0-13.0)`;
  return { id: windowId(`T${pad(state.turn)}/${name}`), turn: state.turn, waitingFor: [asSide(state.phasing)], accepts, description };
}
