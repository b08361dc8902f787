import type { ServiceContext } from './context';
import { loadGame } from './game/load-game';
import type { GameSummary } from './types';

/**
 * The public summary of a game. `title` and `scenario` are ids (the archive's too);
 * `waitingFor` lists the sides the open window still waits for (no final file yet).
 */
export async function summary(ctx: ServiceContext, gameId: string): Promise<GameSummary> {
  const { row } = await loadGame(ctx, gameId);
  const files = row.windowId ? await ctx.reads.latestFiles(row.id, row.windowId) : [];
  const waitingFor = (row.window?.waitingFor ?? []).map(String).filter((side) => !files.some((f) => f.side === side && f.final));
  const result: GameSummary = {
    id: row.id,
    title: row.title,
    scenario: row.scenario,
    turn: row.window?.turn ?? null,
    window: row.windowId,
    waitingFor,
    deadline: row.deadline,
    status: row.status,
    headline: row.headline,
    diceCommitment: row.diceCommitment,
    steps: row.lastStep,
  };
  if (row.status === 'ended' && row.outcome) {
    result.outcome = {
      ...(row.outcome.winner !== undefined ? { winner: row.outcome.winner } : {}),
      ...(row.outcome.reason !== undefined ? { reason: row.outcome.reason } : {}),
    };
  }
  return result;
}
