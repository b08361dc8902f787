import { archiveLog, archiveStepOf } from '../archive/build';
import { stepLogHash } from '../archive/log-chain';
import type { Redaction } from '../archive/redact';
import type { GameRow } from '../db/schema';
import type { Ruleset } from '../kernel/engine/ruleset';
import type { StepPlan } from './adjudication/plan-step';
import type { ServiceContext } from './context';

/** The rows of a game's log, read once to compute the heads of several copies. */
export type LogRows = Awaited<ReturnType<typeof readLog>>;

export async function readLog(ctx: ServiceContext, gameId: string) {
  const steps = await ctx.reads.steps(gameId);
  const hashes = [...new Set(steps.flatMap((s) => s.submissions.map((x) => x.fileHash)))];
  const [events, files, actions] = await Promise.all([ctx.reads.events(gameId), ctx.reads.filesByHash(gameId, hashes), ctx.reads.refereeActions(gameId)]);
  return { steps, events, files, actions };
}

/**
 * The head of a reader's copy of the log chain (docs/storage.md "Anchors"): the last link of
 * the archive that reader would export, after `planned` (a step about to be committed, with
 * files not yet stored) when one is given. Receipts and results mail carry it, so a player
 * can later check any copy of the archive against it (`umpire verify --head`).
 */
export function copyLogHead(
  log: LogRows,
  game: GameRow,
  ruleset: Ruleset,
  redaction: Redaction,
  planned?: { step: StepPlan; files: readonly { fileHash: string; canonical: string }[] },
): string {
  // The last link only: the copy's final view and sealed head are not part of it.
  const { head } = archiveLog({ game, ruleset, ...log }, redaction);
  if (!planned) return head;
  const fileByHash = new Map<string, { canonical: string }>([...log.files, ...planned.files].map((f) => [f.fileHash, f]));
  return stepLogHash(head, archiveStepOf(planned.step.step, planned.step.events, fileByHash, redaction));
}
