import type { Ruleset } from '#kernel/engine/ruleset';
import type { GameRow, NewOutboxRow } from '#db/schema';
import type { MailComposer } from './composer';
import { gameFacts, nextWindowFor } from './game-facts';
import { outboxRow } from './outbox-row';
import { redactionFor } from '../access/redaction-for';
import type { StepPlan } from '../adjudication/plan-step';
import { stepRecord } from '../steps/step-record';

/**
 * The game-start mail of every player with an address: the game id, that player's token,
 * the dice commitment, the steps of the server windows it was created at (`opening`) and, when the first window waits for the player, its turn file.
 * Queued in the creation's commit.
 */
export function gameStartMails(
  composer: MailComposer | undefined,
  input: { game: GameRow; ruleset: Ruleset; players: { side: string; email: string | null; token: string }[]; now: Date; opening?: readonly StepPlan[] },
): NewOutboxRow[] {
  if (!composer) return [];
  const { game, ruleset } = input;
  const facts = gameFacts(game, ruleset);
  const sides = input.players.map((p) => p.side);
  return input.players.flatMap((p) => {
    if (!p.email) return [];
    // the opening's steps as this side may see them (redactionFor), as its results mail would show them
    const redaction = redactionFor({ kind: 'side', side: p.side }, game.status === 'ended');
    const opening = (input.opening ?? []).map((plan) => stepRecord(plan.step, plan.events, redaction));
    const mail = composer.gameStart({ game: facts, side: p.side, email: p.email, token: p.token, sides, opening, next: nextWindowFor(game, ruleset, p.side) });
    return [outboxRow(mail, { gameId: game.id, side: p.side }, input.now)];
  });
}
