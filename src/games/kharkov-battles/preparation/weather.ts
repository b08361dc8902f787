import { rollD10 } from '#kernel/dice/d10';
import type { Dice } from '#kernel/engine/dice';
import type { KbState } from '../state/types';
import { prepLabel, trtTurn, type PrepData, type StepResult } from './step';

/**
 * KB 4.1 A.1, 19.0, 19.1: the Weather Phase. The weather is the TRT's for the turn; where
 * the TRT also shows 'MUD?' the Soviet player rolls one die, and a roll within the printed
 * range (0 to `mudOn`) makes it Mud: a Clear turn for this turn only, a Freeze turn for the
 * rest of the game, after which 'MUD?' is ignored (19.11). Once Mud holds for the rest of
 * the game no die is rolled and every later box reads Mud (digest A34).
 */
export function weatherPhase(data: PrepData, state: KbState, dice: Dice): StepResult {
  const box = trtTurn(data, state);
  if (state.mudForRest) {
    return {
      state: { ...state, weather: 'mud' },
      events: [{ type: 'kb-weather', rule: 'KB 19.11', turn: state.at.turn, printed: box.weather, weather: 'mud', roll: null, text: `Weather: Mud, as it has been since Freeze turned to Mud for the rest of the game (19.11); no 'MUD?' roll` }],
    };
  }
  if (box.mudOn === undefined) {
    return {
      state: { ...state, weather: box.weather },
      events: [{ type: 'kb-weather', rule: 'KB 19.0', turn: state.at.turn, printed: box.weather, weather: box.weather, roll: null, text: `Weather: ${name(box.weather)} as printed on the Turn Record Track (19.0)` }],
    };
  }
  const label = prepLabel(state, 'weather', 'mud');
  const die = rollD10(dice, label);
  const mud = die <= box.mudOn;
  const forRest = mud && box.weather === 'freeze';
  const weather = mud ? 'mud' : box.weather;
  const range = `0-${box.mudOn}`;
  const outcome = !mud
    ? `stays ${name(box.weather)}`
    : forRest
      ? 'Freeze turns to Mud for the rest of the game; later MUD? entries are ignored (19.11)'
      : 'Clear turns to Mud for this turn only (19.11)';
  return {
    state: { ...state, weather, mudForRest: state.mudForRest || forRest },
    events: [
      {
        type: 'kb-weather',
        rule: 'KB 19.11',
        turn: state.at.turn,
        printed: box.weather,
        weather,
        forRest,
        roll: { label, by: 'soviet', die, mudOn: [0, box.mudOn] },
        text: `Weather: the TRT shows ${name(box.weather)} with MUD? ${range}; the Soviet player rolls ${die} (${label}): ${outcome}`,
      },
    ],
  };
}

const name = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);
