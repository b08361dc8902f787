import type { Ruleset } from '#kernel/engine/ruleset';
import type { GameRow, NewOutboxRow, PlayerRow } from '#db/schema';
import { redactionFor } from '../access/redaction-for';
import type { StepPlan } from '../adjudication/plan-step';
import type { ServiceContext } from '../context';
import { correctionsBefore } from '../referee/corrections-before';
import { stepRecord } from '../steps/step-record';
import { gameFacts, nextWindowFor } from './game-facts';
import { outboxRow } from './outbox-row';
import { roundMails } from '../tournament/round-mails';
import { previousChainSeed } from '../referee/previous-chain-seed';
import { plannedLogHead } from '../log-head';

/**
 * The results mail of an adjudication step for every player with an address, each with
 * that side's view of the step (events and dice redacted for it), the revealed seed, and
 * the next window (with its turn file when it waits for that side). Queued in the step's
 * commit, whichever channel closed the window.
 */
export async function stepMails(
  ctx: ServiceContext,
  input: { game: GameRow; ruleset: Ruleset; step: StepPlan; players?: PlayerRow[]; newFiles?: { fileHash: string; canonical: string }[] },
): Promise<NewOutboxRow[]> {
  const composer = ctx.mail;
  if (!composer) return [];
  const { game, ruleset, step } = input;
  const standings = step.game.status === 'ended' ? await roundMails(ctx, { ...game, ...step.game }, new Date(step.step.at)) : [];
  const players = (input.players ?? (await ctx.reads.players(game.id))).filter((p) => p.email);
  if (players.length === 0) return standings;
  const after: GameRow = { ...game, ...step.game };
  const k = step.step.k;
  const previousSeed = await previousChainSeed(ctx, game, step.step);
  const threads = await ctx.reads.mailThreads(game.id);
  const facts = { ...gameFacts(after, ruleset), status: after.status, outcome: after.outcome ?? null };
  const now = ctx.clock.now();
  const mails: NewOutboxRow[] = [];
  // The files of the step are stored by now or in this commit; the step's rows are not yet (docs/storage.md "Anchors").
  const files = await stepFiles(ctx, game.id, step, input.newFiles ?? []);
  for (const p of players) {
    const redaction = redactionFor({ kind: 'side', side: p.side }, after.status === 'ended');
    // Corrections the referee made since the step before, as this side may see them (docs/referee.md)
    const corrections = await correctionsBefore(ctx, game.id, k, redaction);
    const mail = composer.results({
      game: facts,
      side: p.side,
      email: p.email!,
      step: { ...stepRecord(step.step, step.events, redaction), ...(corrections.length ? { corrections } : {}) },
      previousSeed,
      logHead: (await plannedLogHead(ctx, game, ruleset, redaction, { step, files })).head,
      next: nextWindowFor(after, ruleset, p.side),
      thread: threads.get(p.side) ?? null,
    });
    mails.push(outboxRow(mail, { gameId: game.id, side: p.side }, now));
  }
  return mails.concat(standings);
}

/** The files a planned step adjudicates: those accepted in the same commit (`newFiles`), and the stored ones. */
async function stepFiles(ctx: ServiceContext, gameId: string, step: StepPlan, newFiles: readonly { fileHash: string; canonical: string }[]): Promise<{ fileHash: string; canonical: string }[]> {
  const known = new Set(newFiles.map((f) => f.fileHash));
  const missing = [...new Set(step.step.submissions.map((s) => s.fileHash).filter((h) => !known.has(h)))];
  return [...newFiles, ...(missing.length ? await ctx.reads.filesByHash(gameId, missing) : [])];
}
