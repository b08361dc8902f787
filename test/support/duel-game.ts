import { createService } from '#service/create-service';
import type { CreatedGame } from '#service/types';
import type { CommitHooks } from '#db/commit/sqlite-commit';
import { duelFile, type DuelFileArgs } from './duel-files';
import { duelRuleset } from './duel-ruleset';
import { memoryLogger, seededEntropy, steppingClock } from './fixed-ports';
import { tempStore } from './temp-store';
import type { TurnFileParser } from '#service/submit/file-parser';

/**
 * A Duel game on a fresh temp database with a fixed clock and scripted entropy: the same
 * calls always give the same ids, tokens, dice and times.
 */
export async function startDuel(opts: { hooks?: CommitHooks; seed?: string; deadlineHours?: number; parseTurnFile?: TurnFileParser } = {}) {
  const db = tempStore(opts.hooks);
  const clock = steppingClock();
  const logger = memoryLogger();
  const service = createService({
    db,
    rulesets: [duelRuleset],
    clock,
    entropy: seededEntropy(opts.seed),
    logger,
    ...(opts.deadlineHours !== undefined ? { defaults: { deadlineHours: opts.deadlineHours } } : {}),
    ...(opts.parseTurnFile ? { parseTurnFile: opts.parseTurnFile } : {}),
  });
  const game: CreatedGame = await service.createGame({
    scenario: 'duel/skirmish',
    players: [{ side: 'blue', email: 'blue@example.test' }, { side: 'red' }],
  });
  const token = (side: 'blue' | 'red'): string => game.players.find((p) => p.side === side)!.token;
  return { db, clock, logger, service, game, token };
}

export type DuelGame = Awaited<ReturnType<typeof startDuel>>;

/** Sends a Duel turn file for the opening window over the HTTP channel; throws on a refusal. */
export async function submitDuel(g: DuelGame, file: Partial<DuelFileArgs> & { side: 'blue' | 'red' }): Promise<void> {
  const text = duelFile({ game: g.game.id, window: 'T01/blue-fire', ...file });
  const r = await g.service.submitTurn({ gameId: g.game.id, text, bearer: g.token(file.side), channel: 'http' });
  if (!r.ok) throw new Error(`refused ${r.status} ${r.code}: ${r.message}`);
}
