import { chainSeed } from '#kernel/dice/chain';
import type { GameRow, StepRow } from '#db/schema';
import type { ServiceContext } from '../context';

/**
 * s_{i-1} for a step that uses seed index i: what SHA-256 of its seed must equal. The
 * commitment for i = 1; else the previous step's seed when it is that element, otherwise
 * (after a rollback) derived from the secret. Deriving it reveals nothing: anyone can hash
 * the step's own seed once.
 */
export async function previousChainSeed(ctx: ServiceContext, game: GameRow, step: StepRow): Promise<string> {
  const index = step.seedIndex;
  if (index === 1) return game.diceCommitment;
  const previous = await ctx.reads.step(game.id, step.k - 1);
  if (previous && previous.seedIndex === index - 1) return previous.seed;
  return chainSeed(game.diceSecret, index - 1);
}
