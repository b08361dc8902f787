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

/** Where a game's stored log ends: its last step, event and referee action. */
type Extent = { step: number; event: number; action: number };

/** A step about to be committed, with the turn files it reads that may not be stored yet. */
export type PlannedStep = { step: StepPlan; files: readonly { fileHash: string; canonical: string }[] };

/**
 * The head of a reader's copy of the stored log (copyLogHead without a planned step), kept
 * per database by the log's extent: steps, events, referee actions and the canonical text
 * of turn files are never changed or deleted, so a game's log up to the same last step,
 * event and action is the same log, and its head for the same reader the same hash. A
 * submission that closes no window then reads three numbers instead of the whole log.
 */
export async function storedLogHead(ctx: ServiceContext, game: GameRow, ruleset: Ruleset, redaction: Redaction): Promise<string> {
  return (await storedHeadAt(ctx, game, ruleset, redaction)).head;
}

async function storedHeadAt(ctx: ServiceContext, game: GameRow, ruleset: Ruleset, redaction: Redaction): Promise<{ head: string; extent: Extent }> {
  const extent = await ctx.reads.logExtent(game.id);
  const known = headsOf(ctx.reads, game.id, extent, false)?.get(redactionKey(redaction));
  if (known !== undefined) return { head: known, extent };
  const log = await readLog(ctx, game.id);
  const head = copyLogHead(log, game, ruleset, redaction);
  // Kept under the extent of the rows read, which another writer may have lengthened since the extent was asked.
  const last = (ns: number[]) => ns.reduce((a, b) => Math.max(a, b), 0);
  const read = { step: last(log.steps.map((r) => r.k)), event: last(log.events.map((r) => r.seq)), action: last(log.actions.map((r) => r.seq)) };
  headsOf(ctx.reads, game.id, read, true)!.set(redactionKey(redaction), head);
  return { head, extent: read };
}

/**
 * The reader's head after `planned`, the step a window-closing file makes (copyLogHead with a
 * planned step), from the stored log's head and the step's own link, and the heads every
 * reader's copy will have once the step is stored: `commit` keeps them under the log's new
 * extent (each copy whose head was known before the step), so that the next step's receipts
 * and mail chain one link on instead of reading the whole log again.
 */
export async function plannedLogHead(
  ctx: ServiceContext,
  game: GameRow,
  ruleset: Ruleset,
  redaction: Redaction,
  planned: PlannedStep,
): Promise<{ head: string; commit(): void }> {
  const fileByHash = new Map<string, { canonical: string }>(planned.files.map((f) => [f.fileHash, f]));
  if (!planned.step.step.submissions.every((x) => fileByHash.has(x.fileHash))) {
    // a step that reads a file stored in an earlier window: the whole log has it
    return { head: copyLogHead(await readLog(ctx, game.id), game, ruleset, redaction, planned), commit: () => {} };
  }
  const before = await storedHeadAt(ctx, game, ruleset, redaction);
  const link = (from: string, r: Redaction) => stepLogHash(from, archiveStepOf(planned.step.step, planned.step.events, fileByHash, r));
  const after: Extent = {
    step: planned.step.step.k,
    event: planned.step.events.reduce((a, e) => Math.max(a, e.seq), before.extent.event),
    action: before.extent.action,
  };
  return {
    head: link(before.head, redaction),
    commit() {
      const known = headsOf(ctx.reads, game.id, before.extent, false);
      if (!known) return;
      const next = headsOf(ctx.reads, game.id, after, true)!;
      for (const [key, head] of known) next.set(key, link(head, JSON.parse(key) as Redaction));
    },
  };
}

const redactionKey = (r: Redaction): string => JSON.stringify(r);

/**
 * The heads known of a game's log at one extent, by reader (the redaction as JSON); with
 * `make`, made when missing. Kept by database (its Reads); the least recently used extent dropped first.
 */
function headsOf(reads: ServiceContext['reads'], gameId: string, extent: Extent, make: boolean): Map<string, string> | undefined {
  let byExtent = storedHeads.get(reads);
  if (!byExtent) storedHeads.set(reads, (byExtent = new Map()));
  const key = JSON.stringify([gameId, extent.step, extent.event, extent.action]);
  let heads = byExtent.get(key);
  if (heads) {
    byExtent.delete(key);
    byExtent.set(key, heads);
    return heads;
  }
  if (!make) return undefined;
  byExtent.set(key, (heads = new Map()));
  if (byExtent.size > MAX_STORED_EXTENTS) byExtent.delete(byExtent.keys().next().value!);
  return heads;
}

const storedHeads = new WeakMap<ServiceContext['reads'], Map<string, Map<string, string>>>();
const MAX_STORED_EXTENTS = 1024;
