import type { OutgoingMail, RefereeNoticeInput, RefereeNoticeKind } from '#service/mail/composer';
import { scheduleMessageId } from './schedule-message-id';
import { gameFields } from './game-fields';
import { renderMail } from './template-text';

/** What the referee is told, per notice (docs/deadlines.md). */
const WORDING: Record<RefereeNoticeKind, { what: string; detail: string; action: string }> = {
  waiting: {
    what: 'deadline passed, the game waits',
    detail:
      'The deadline and its grace period have passed without every final file. The missed-orders\n' +
      'policy of this game is "wait": the window stays open until the missing files come in.',
    action: 'To close the window now with the files that are in (missing sides take no action):\n  umpire adjudicate GAME --referee-token TOKEN',
  },
  'missed-orders': {
    what: 'deadline passed, handed to you',
    detail:
      'The deadline and its grace period have passed without every final file. The missed-orders\n' +
      'policy of this game is "referee": the game is paused and the window stays open for your decision.',
    action: 'Resume the game and close the window, or wait for the files: nothing happens until you act.',
  },
  outage: {
    what: 'paused after an outage',
    detail:
      'The service was not running when this deadline passed, so it did not adjudicate the window\n' +
      'late on its own: the game is paused (reason: outage).',
    action:
      'Check that nothing was missed (late mail, players told of the outage), then resume the game;\n' +
      'the window is then dealt with as its missed-orders policy says.',
  },
};

/** A notice to the referee: a game that waits, one handed over, or one paused after an outage. */
export function composeRefereeNotice(template: string, domain: string, i: RefereeNoticeInput): OutgoingMail {
  const w = WORDING[i.kind];
  const down = i.kind === 'outage' ? `\nThe service last checked its deadlines at ${i.lastSweep ?? 'an unknown time'}; it is now ${i.at}.` : '';
  const { subject, body } = renderMail(template, {
    ...gameFields(i.game),
    window: i.window,
    deadline: i.deadline,
    missing: i.missing.join(', ') || 'nobody',
    what: w.what,
    detail: `${w.detail}${down}`,
    action: w.action.replace('GAME', i.game.id),
  });
  return {
    kind: 'referee-notice',
    messageId: scheduleMessageId(domain, i.game, 'referee', 'notice', i.key),
    to: [i.email],
    cc: [],
    subject,
    body,
    headers: { 'Auto-Submitted': 'auto-generated' },
    attachments: [],
  };
}
