import { SECRET_PLACEHOLDER, type GameStartInput, type OutgoingMail } from '#service/mail/composer';
import type { StepRecord } from '#service/types';
import type { MessageIds } from './message-ids';
import { nextBlock } from './next-window';
import { dieLine, eventLine, indent } from './report-lines';
import { gameFields } from './game-fields';
import { renderMail } from './template-text';

/**
 * The mail each player with an address gets when a game is created: its id, the player's
 * token, the dice commitment, the steps of the server windows the game was created at (its
 * events and dice as the side sees them, its seed), and the first window's turn file when
 * it waits for them.
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
    opening: i.opening.map(openingText).join('\n\n'),
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

/** A server window's step closed at creation (Kharkov Battles' opening), as the results mail tells a step. */
function openingText(s: StepRecord): string {
  return [
    `Step ${s.step}: ${s.window}, closed when the game was created (a server window: it waits for no player; the steps before the first window roll their dice in it).`,
    'Events:',
    indent(s.events.map(eventLine)),
    'Dice:',
    indent(s.transcript.map(dieLine)),
    `Seed of step ${s.step}: ${s.seed} (SHA-256 of it is ${s.step === 1 ? 'the dice commitment' : `the seed of step ${s.step - 1}`}).`,
  ].join('\n');
}
