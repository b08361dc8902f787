import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import { nextPosition, toNextWindow, type SequencePosition } from '../sequence/position';
import { windowRules } from '../windows/index';
import type { PhaseContext } from '../windows/phase';
import { runAutomatic } from './automatic';
import { engineeringAtWindow, engineeringStep } from '../engineering/game-steps';
import { dropLostMarkers } from '../markers/interdiction-lost';
import type { SosEnv } from './env';
import { finalResult } from './outcome';
import type { SosGame } from './types';

/**
 * The game carried from a position to the next window that waits for a side (SoS 4.3): the
 * server's steps on the way, and the windows a side has nothing to decide in passed
 * (sequence/windows.ts passedWithoutChoice). After the last turn, the victory points are
 * counted (3.2) and the game is over.
 */
export function advanceFrom(env: SosEnv, game: SosGame, from: SequencePosition | null, dice: Dice): { game: SosGame; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let state = game.state;
  let pos = from;
  let pauses = game.pausesThisTurn;
  for (;;) {
    const { automatic, window } = toNextWindow(game.scenario, pos);
    for (const a of automatic) {
      if (a.turn !== state.turn) {
        state = { ...state, turn: a.turn };
        pauses = 0;
      }
      const r = runAutomatic({ env, scenario: game.scenario, standing: game.standing }, state, a, dice);
      // SoS 17.0, 17.16, 17.26, 17.32, 17.36: what the step did to the engineering
      const eng = engineeringStep(env, state, r.state, { turn: a.turn, phase: a.phase });
      // SoS 14.04: IF units the step eliminated take their markers off the hexes they interdict
      const markers = dropLostMarkers(env, eng.state);
      state = markers.state;
      events.push(...r.events, ...eng.events, ...markers.events);
    }
    if (!window) {
      const ended = { ...game, state, position: null, pause: null, pausesThisTurn: pauses };
      const result = finalResult(env, ended);
      events.push({ type: 'game-over', ...result });
      return { game: { ...ended, result }, events };
    }
    if (window.at.turn !== state.turn) {
      state = { ...state, turn: window.at.turn };
      pauses = 0;
    }
    // SoS 17.16, 17.25, 17.35: the engineering due is placed as the window opens
    const due = engineeringAtWindow(state, { turn: window.at.turn, phase: window.entry.phase });
    state = due.state;
    events.push(...due.events);
    const ctx: PhaseContext = { env, scenario: game.scenario, turn: window.at.turn, window: window.entry, side: window.entry.side, standing: game.standing, options: game.options };
    if (window.entry.passedWithoutChoice && !windowRules(window.entry.name).hasChoice(ctx, state)) {
      events.push({ type: 'window-passed', window: window.entry.id, side: window.entry.side, reason: 'nothing to decide', rule: window.entry.rule });
      pos = nextPosition(game.scenario, window.at);
      continue;
    }
    return { game: { ...game, state, position: window.at, pause: null, pausesThisTurn: pauses }, events };
  }
}
