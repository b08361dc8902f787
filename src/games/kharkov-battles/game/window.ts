import type { DecisionWindow } from '#kernel/engine/ruleset';
import { entryAt } from '../sequence/position';
import { decisionWindow, type WindowEntry } from '../sequence/windows';
import { pauseDecisionWindow } from './pause';
import { movementPauseWindow } from './movement-pause';
import { planOptions } from './plan';
import { isMovementPause, type KbGame } from './types';

/** The window entry of the turn plan the game stands at, or null once it is over. */
export function openEntry(game: KbGame): WindowEntry | null {
  if (game.result || !game.position) return null;
  const e = entryAt(game.scenario, game.position, planOptions(game));
  if (!e || e.kind !== 'window') throw new Error(`a Kharkov Battles game stands at ${JSON.stringify(game.position)}, which is not a window of ${game.scenario}`);
  return e;
}

/** The open decision window as the service opens it (sequence/windows.ts decisionWindow; a paused window, game/pause.ts), or null once the game has ended. */
export function openWindow(game: KbGame): DecisionWindow | null {
  const e = openEntry(game);
  // a phase stopped for a named decision: its paused window is the one open (sequence/pauses.ts)
  if (e && game.pause) return isMovementPause(game.pause) ? movementPauseWindow(game, game.pause) : pauseDecisionWindow(game, game.pause);
  return e ? decisionWindow(e, game.position!.turn) : null;
}
