import type { Outcome } from '#kernel/engine/ruleset';
import { side as asSide } from '#kernel/ids';
import { KB_SCENARIOS } from '../sequence/scenarios';
import type { KbGame } from './types';
import { openEntry } from './window';

/** Whether the game has ended and who won (KB 20.1-20.3 victory conditions). */
export function gameOutcome(game: KbGame): Outcome {
  if (!game.result) return { ended: false };
  return { ended: true, ...(game.result.winner ? { winner: asSide(game.result.winner) } : {}), reason: game.result.reason };
}

/** One public line: "Third Kharkov T12 axis-movement, Axis Air Points 2, Soviet 3". */
export function gameHeadline(game: KbGame): string {
  const name = KB_SCENARIOS[game.scenario].name;
  if (game.result) return `${name}: game over, ${game.result.reason}`;
  const e = openEntry(game);
  const { airPoints, weather } = game.state;
  return `${name} ${e ? e.id.replace('/', ' ') : ''}, ${weather}, Air Points Axis ${airPoints.axis} Soviet ${airPoints.soviet}`;
}
