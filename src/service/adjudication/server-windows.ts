import type { Ruleset } from '#kernel/engine/ruleset';
import type { GameRow } from '#db/schema';
import { planStep, type StepPlan } from './plan-step';

/** More server windows in a row than any title opens: a ruleset that keeps opening them is a fault, not a game. */
export const MAX_SERVER_WINDOWS = 8;

/** Whether the game's open window is a server window: one that waits for no side (Ruleset.window). */
export const atServerWindow = (game: Pick<GameRow, 'status' | 'window'>): boolean => game.status !== 'ended' && game.window !== null && game.window.waitingFor.length === 0;

/**
 * Closes the server windows the game stands at, one step each with no files (planStep:
 * its dice archived in its transcript like any step's), until a window waits for a side or
 * the game ends. Writes nothing: returns each step's plan and the game row they leave.
 */
export function closeServerWindows(start: GameRow, ruleset: Ruleset, now: Date, deadlineHours: number): { game: GameRow; plans: StepPlan[] } {
  let game = start;
  const plans: StepPlan[] = [];
  while (atServerWindow(game)) {
    if (plans.length === MAX_SERVER_WINDOWS) throw new Error(`game ${game.id}: ${ruleset.id} opened ${MAX_SERVER_WINDOWS} server windows in a row`);
    const plan = planStep({ game, ruleset, files: [], closedBy: 'files', now, deadlineHours });
    plans.push(plan);
    game = { ...game, ...plan.game };
  }
  return { game, plans };
}
