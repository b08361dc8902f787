import type { GameRow, NewOutboxRow, PlayerRow, TurnFileRow } from '#db/schema';
import type { Ruleset } from '#kernel/engine/ruleset';
import type { ServiceContext } from '../context';
import { gameFacts } from '../mail/game-facts';
import { outboxRow } from '../mail/outbox-row';
import { markNames } from './marks';
import { policyWords } from './policy-words';
import type { Timing } from './timing';

/** Sides the open window waits for whose final file is not in. */
export function missingSides(game: GameRow, files: readonly TurnFileRow[]): string[] {
  return (game.window?.waitingFor ?? []).map(String).filter((side) => !files.some((f) => f.side === side && f.final));
}

/** The reminder of `hoursBefore` for every missing side with an address (none without a composer). */
export async function reminderMails(
  ctx: ServiceContext,
  input: { game: GameRow; ruleset: Ruleset; timing: Timing; players: PlayerRow[]; files: TurnFileRow[]; hoursBefore: number; now: Date },
): Promise<NewOutboxRow[]> {
  const composer = ctx.mail;
  const { game, files } = input;
  if (!composer || !game.window || !game.deadline) return [];
  const missing = missingSides(game, files);
  const threads = await ctx.reads.mailThreads(game.id);
  return input.players.flatMap((p) => {
    if (!p.email || !missing.includes(p.side)) return [];
    const mail = composer.reminder({
      game: gameFacts(game, input.ruleset),
      side: p.side,
      email: p.email,
      window: { id: game.window!.id, description: game.window!.description },
      deadline: game.deadline!,
      hoursBefore: input.hoursBefore,
      hasDraft: files.some((f) => f.side === p.side),
      policy: policyWords(input.timing, game.deadline!),
      thread: threads.get(p.side) ?? null,
      key: `${game.windowId}|${markNames.reminder(input.hoursBefore, game.deadline!)}`,
    });
    return [outboxRow(mail, { gameId: game.id, side: p.side }, input.now)];
  });
}
