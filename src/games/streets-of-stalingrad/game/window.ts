import type { DecisionWindow } from '#kernel/engine/ruleset';
import { entryAt } from '../sequence/position';
import { pauseWindow } from '../sequence/pauses';
import { decisionWindow, type WindowEntry } from '../sequence/windows';
import type { SosDecisionName } from '../orders/kinds';
import { setupWindow } from '../windows/setup/set-up';
import type { SosGame } from './types';

/** The window entry of the turn plan the game stands at, or null while setting up and once it is over. */
export function openEntry(game: SosGame): WindowEntry | null {
  if (game.result || game.setup || !game.position) return null;
  const e = entryAt(game.scenario, game.position);
  if (!e || e.kind !== 'window') throw new Error(`a Streets of Stalingrad game stands at ${JSON.stringify(game.position)}, which is not a window of ${game.scenario}`);
  return e;
}

/** The open window: a side's set-up (2.31), a paused decision (sequence/pauses.ts), or the turn plan's; null once the game has ended. */
export function openWindow(game: SosGame): DecisionWindow | null {
  if (game.result) return null;
  if (game.setup) return setupWindow(game.state.turn, game.setup);
  const e = openEntry(game);
  if (!e) return null;
  if (game.pause) return pauseWindow(game.position!.turn, game.pause.side, game.pause.decision as SosDecisionName, game.pause.n, game.pause.about);
  return decisionWindow(e, game.position!.turn);
}
