import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { DosContext } from '../data/context';
import { floodAtTurnStart } from '../rules/manych-flood';
import { determineWeather } from '../rules/weather/determine';
import type { DosState } from '../state/types';

/**
 * Between two game turns (DoS 5.2): step III of the turn that ended, the weather for the
 * next one (10.0, reconstructed), then the very start of the new game turn, the Soviet
 * Manych flood from his standing order (9.32, digest §6 N6). The German's start-of-turn
 * declarations (the sea block, 9.18) come in his opening window. `draft.turn` must already
 * be the new game turn. Mutates the draft.
 */
export function gameTurnStart(ctx: DosContext, draft: DosState, dice: Dice): GameEvent[] {
  const events: GameEvent[] = [];
  const weather = determineWeather(ctx, draft, dice);
  if (weather) events.push(weather);
  const flood = floodAtTurnStart(ctx, draft);
  if (flood) events.push(flood);
  return events;
}
