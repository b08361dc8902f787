import type { GameRow } from '#db/schema';
import type { Ruleset } from '#kernel/engine/ruleset';
import { resolveMoveDestinations, type ChosenPath } from '#kernel/options/move-destination';
import { submissionOfFile } from '#archive/submission-of-file';

/**
 * The paths the rules will move `move: {unit, to}` orders along, for the receipt: the same
 * resolution the titles make in check and adjudication (kernel/options/move-destination.ts),
 * from the side's options of the open window. [] for a file without such orders (and
 * options are then not read).
 */
export function chosenPaths(game: GameRow, ruleset: Ruleset, canonical: string): ChosenPath[] {
  if (!canonical.includes('"to":')) return [];
  const submission = submissionOfFile(JSON.parse(canonical));
  return resolveMoveDestinations(submission.orders, () => ruleset.options(game.state, submission.side), '').chosen;
}
