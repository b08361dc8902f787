import type { Ruleset } from '#kernel/engine/ruleset';
import type { GameRow, StepRow } from '#db/schema';
import { planStep, type StepPlan } from '../adjudication/plan-step';
import type { ServiceContext } from '../context';

/**
 * Plays the undone steps again, in order, from the state a rollback returned to: each
 * with the very files it had, as long as the game is at that step's window. A step whose
 * inputs are unchanged (same state before, same files) reuses its seed, so it gives the
 * same dice and the same result; a step whose state changed takes a fresh seed. Writes
 * nothing: returns each plan with the game it started from, and the game as they leave it.
 */
export async function replayUndone(
  ctx: ServiceContext,
  start: GameRow,
  ruleset: Ruleset,
  undone: readonly StepRow[],
  now: Date,
): Promise<{ game: GameRow; plans: { before: GameRow; plan: StepPlan }[] }> {
  let game = start;
  const plans: { before: GameRow; plan: StepPlan }[] = [];
  for (const u of undone) {
    if (game.status === 'ended' || game.windowId !== u.windowId) break;
    const stored = await ctx.reads.filesByHash(game.id, u.submissions.map((s) => s.fileHash));
    const files = u.submissions.map((s) => stored.find((f) => f.side === s.side && f.fileHash === s.fileHash)!);
    const sameInputs = game.stateHash === u.stateHashBefore;
    const plan = planStep({
      game,
      ruleset,
      files,
      closedBy: u.closedBy,
      now,
      deadlineHours: ctx.deadlineHours,
      ...(sameInputs ? { seedIndex: u.seedIndex } : {}),
    });
    plans.push({ before: game, plan });
    game = { ...game, ...plan.game };
  }
  return { game, plans };
}
