import { buildArchive } from '#archive/build';
import type { Archive } from '#archive/types';
import { redactionFor } from './access/redaction-for';
import type { ServiceContext } from './context';
import { loadGame } from './game/load-game';
import type { Principal } from './types';

/** The game's archive as the principal may see it (full for the referee, or for anyone once the game has ended). */
export async function archive(ctx: ServiceContext, gameId: string, who: Principal | null): Promise<Archive> {
  const { row, ruleset } = await loadGame(ctx, gameId);
  const steps = await ctx.reads.steps(gameId);
  const hashes = [...new Set(steps.flatMap((s) => s.submissions.map((x) => x.fileHash)))];
  const [events, files, actions] = await Promise.all([ctx.reads.events(gameId), ctx.reads.filesByHash(gameId, hashes), ctx.reads.refereeActions(gameId)]);
  return buildArchive({ game: row, ruleset, steps, events, files, actions }, redactionFor(who, row.status === 'ended'));
}
