import { SECRET_PLACEHOLDER, type GameStartInput, type OutgoingMail } from '#service/mail/composer';
import type { MessageIds } from './message-ids';
import { nextBlock } from './next-window';
import { gameFields } from './game-fields';
import { renderMail } from './template-text';

/**
 * The mail each player with an address gets when a game is created: its id, the player's
 * token, the dice commitment, and the first window's turn file when it waits for them.
 * The body holds SECRET_PLACEHOLDER where the token goes; the token travels as `secret`
 * and is substituted only when the mail is sent.
 */
export function composeGameStart(template: string, ids: MessageIds, i: GameStartInput, page = ''): OutgoingMail {
  const next = nextBlock(i.next, i.game.id, null);
  const { subject, body } = renderMail(template, {
    ...gameFields(i.game),
    side: i.side,
    sides: i.sides.join(', '),
    token: SECRET_PLACEHOLDER,
    diceCommitment: i.game.diceCommitment,
    gameSaltHash: i.game.gameSaltHash,
    next: next.text,
    page,
  });
  return {
    kind: 'game-start',
    messageId: ids.gameStart(i.game, i.side),
    to: [i.email],
    cc: [],
    subject,
    body,
    headers: { 'Auto-Submitted': 'auto-generated' },
    attachments: next.attachments,
    secret: i.token,
  };
}
