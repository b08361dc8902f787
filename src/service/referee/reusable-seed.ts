import { canonicalJson } from '#kernel/canonical/jcs';
import type { GameRow } from '#db/schema';
import type { ServiceContext } from '../context';

/** The submissions a step records for these files: sorted by side, entropy only when the file has one (docs/dice.md). */
export function submissionsOf(files: readonly { side: string; fileHash: string; canonical: string }[]) {
  return [...files]
    .sort((a, b) => (a.side < b.side ? -1 : a.side > b.side ? 1 : 0))
    .map((f) => {
      const entropy = (JSON.parse(f.canonical) as { entropy?: string }).entropy;
      return entropy === undefined ? { side: f.side, fileHash: f.fileHash } : { side: f.side, fileHash: f.fileHash, entropy };
    });
}

/**
 * The dice chain index to close the open window with: an earlier step (undone by a
 * rollback) that closed the same window from the same state with the same files lends its
 * index, so the same inputs give the same dice; otherwise undefined, and the step takes its
 * own, never-used index (docs/dice.md "Commitment chain").
 */
export async function reusableSeedIndex(
  ctx: ServiceContext,
  game: GameRow,
  files: readonly { side: string; fileHash: string; canonical: string }[],
): Promise<number | undefined> {
  if (!game.windowId) return undefined;
  const earlier = await ctx.reads.stepsFrom(game.id, game.windowId, game.stateHash);
  const wanted = canonicalJson(submissionsOf(files));
  return earlier.find((s) => canonicalJson(s.submissions) === wanted)?.seedIndex;
}
