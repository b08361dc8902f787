import type { GameRow } from '#db/schema';
import type { TurnFile } from '#turnfile/envelope';
import { refuse, type Refusal } from './refusal';

/** 409: the game has ended or is paused, so it takes no file at all (checked before a file is read). */
export function gameRefusal(game: Pick<GameRow, 'id' | 'status' | 'windowId'>): Refusal | null {
  if (game.status === 'ended' || game.windowId === null) {
    return refuse(409, 'game-ended', `Game ${game.id} has ended; it takes no more turn files.`);
  }
  if (game.status === 'paused') {
    return refuse(409, 'game-paused', `Game ${game.id} is paused by the referee; it takes no turn files until it is resumed.`);
  }
  return null;
}

/** 409: the game takes no file (gameRefusal), the file answers a window that is not open, or its basedOn is stale. */
export function windowRefusal(game: GameRow, file: TurnFile): Refusal | null {
  const closed = gameRefusal(game);
  if (closed) return closed;
  if (file.window !== game.windowId) {
    return refuse(409, 'window-not-open', `Window ${file.window} is not open; the open window is ${game.windowId}.`);
  }
  if (file.basedOn !== undefined && file.basedOn !== game.stateHash) {
    return refuse(409, 'stale-basis', `The file is based on state ${file.basedOn}, but the state is now ${game.stateHash}: fetch a new template.`);
  }
  return null;
}
