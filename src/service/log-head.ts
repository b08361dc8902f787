import { archiveLog, archiveStepOf } from '#archive/build';
import { stepLogHash } from '#archive/log-chain';
import type { Redaction } from '#archive/redact';
import type { GameRow } from '#db/schema';
import type { Ruleset } from '#kernel/engine/ruleset';
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

/**
 * The head of a reader's copy of the stored log (copyLogHead without a planned step), kept
 * per database by the log's extent: steps, events, referee actions and the canonical text
 * of turn files are never changed or deleted, so a game's log up to the same last step,
 * event and action is the same log, and its head for the same reader the same hash. A
 * submission that closes no window then reads three numbers instead of the whole log.
 */
export async function storedLogHead(ctx: ServiceContext, game: GameRow, ruleset: Ruleset, redaction: Redaction): Promise<string> {
  const keyOf = (e: { step: number; event: number; action: number }) => JSON.stringify([game.id, redaction, e.step, e.event, e.action]);
  let heads = storedHeads.get(ctx.reads);
  if (!heads) storedHeads.set(ctx.reads, (heads = new Map()));
  const asked = keyOf(await ctx.reads.logExtent(game.id));
  const known = heads.get(asked);
  if (known !== undefined) {
    heads.delete(asked);
    heads.set(asked, known);
    return known;
  }
  const log = await readLog(ctx, game.id);
  const head = copyLogHead(log, game, ruleset, redaction);
  // Kept under the extent of the rows read, which another writer may have lengthened since the extent was asked.
  const last = (ns: number[]) => ns.reduce((a, b) => Math.max(a, b), 0);
  heads.set(keyOf({ step: last(log.steps.map((r) => r.k)), event: last(log.events.map((r) => r.seq)), action: last(log.actions.map((r) => r.seq)) }), head);
  if (heads.size > MAX_STORED_HEADS) heads.delete(heads.keys().next().value!);
  return head;
}

/** Heads by database (its Reads) and log extent; the least recently used dropped first. */
const storedHeads = new WeakMap<ServiceContext['reads'], Map<string, string>>();
const MAX_STORED_HEADS = 1024;
