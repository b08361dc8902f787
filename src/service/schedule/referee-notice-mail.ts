import type { GameRow, NewOutboxRow } from '#db/schema';
import type { Ruleset } from '#kernel/engine/ruleset';
import type { ServiceContext } from '../context';
import type { RefereeNoticeKind } from '../mail/composer';
import { gameFacts } from '../mail/game-facts';
import { outboxRow } from '../mail/outbox-row';
import { markNames } from './marks';

/** The referee's notice about a window, when the game has a referee address and mail is on. */
export function refereeNoticeMail(
  ctx: ServiceContext,
  input: { game: GameRow; ruleset: Ruleset; kind: RefereeNoticeKind; missing: string[]; lastSweep: string | null; now: Date },
): NewOutboxRow[] {
  const { game } = input;
  if (!ctx.mail || !game.refereeEmail || !game.windowId || !game.deadline) return [];
  const mail = ctx.mail.refereeNotice({
    game: gameFacts(game, input.ruleset),
    email: game.refereeEmail,
    kind: input.kind,
    window: game.windowId,
    deadline: game.deadline,
    missing: input.missing,
    lastSweep: input.lastSweep,
    at: input.now.toISOString(),
    key: `${game.windowId}|${markNames.notice(input.kind, game.deadline)}`,
  });
  return [outboxRow(mail, { gameId: game.id, side: null }, input.now)];
}
