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

/**
 * A step and the server windows it opened, closed after it in the same commit: the step's
 * plan with the game as the last of them leaves it (its `adjudicated.nextWindow` the window
 * the players see next), and the steps that follow it, each with its snapshot and events.
 */
export interface StepWithServerWindows {
  plan: StepPlan;
  following: StepPlan[];
}

export function thenServerWindows(before: GameRow, plan: StepPlan, ruleset: Ruleset, now: Date, deadlineHours: number): StepWithServerWindows {
  const after: GameRow = { ...before, ...plan.game };
  if (!atServerWindow(after)) return { plan, following: [] };
  const { game, plans } = closeServerWindows(after, ruleset, now, deadlineHours);
  const last = plans.at(-1)!;
  return { plan: { ...plan, game: { ...plan.game, ...last.game }, adjudicated: { ...plan.adjudicated, nextWindow: game.windowId } }, following: plans };
}

/** What the following steps add to an `advance` commit: inserted after the step, with their snapshots and events. */
export function followingRows(following: readonly StepPlan[]): { replayed?: { step: StepPlan['step']; snapshot: StepPlan['snapshot'] }[]; events: StepPlan['events'] } {
  if (following.length === 0) return { events: [] };
  return { replayed: following.map((p) => ({ step: p.step, snapshot: p.snapshot })), events: following.flatMap((p) => p.events) };
}
