import type { Ruleset } from '#kernel/engine/ruleset';
import type { AdvanceGamePlan } from '#db/commit/plan';
import type { GameRow, PlayerRow } from '#db/schema';
import type { StepPlan } from '../adjudication/plan-step';
import type { ServiceContext } from '../context';
import type { Receipt } from '../types';
import { receiptRows } from './receipt-rows';
import { stepMails } from './step-mails';
import type { ReceivedMail } from './types';

/**
 * An accepted file's plan with its mail added: the inbound record and receipt when the
 * file came by mail, then the results of the step it closed, all in the same commit.
 */
export async function withMail(
  ctx: ServiceContext,
  plan: AdvanceGamePlan,
  a: { game: GameRow; ruleset: Ruleset; players: PlayerRow[]; receipt: Receipt; canonical: string; step: StepPlan | undefined; mail: ReceivedMail | undefined },
): Promise<AdvanceGamePlan> {
  const receipt = a.mail ? await receiptRows(ctx, { mail: a.mail, game: a.game, receipt: a.receipt, canonical: a.canonical, players: a.players }) : undefined;
  const results = a.step ? await stepMails(ctx, { game: a.game, ruleset: a.ruleset, step: a.step, players: a.players, newFiles: [{ fileHash: a.receipt.fileHash, canonical: a.canonical }] }) : [];
  const outbox = [...(receipt?.outbox ?? []), ...results];
  if (!receipt && outbox.length === 0) return plan;
  return { ...plan, outbox, ...(receipt ? { inbound: receipt.inbound } : {}) };
}
