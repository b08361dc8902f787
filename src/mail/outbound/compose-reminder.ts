import type { OutgoingMail, ReminderInput } from '#service/mail/composer';
import { scheduleMessageId } from './schedule-message-id';
import { gameFields } from './game-fields';
import { renderMail } from './template-text';
import { threadHeaders } from './threading';

/** The reminder a side gets before a deadline when its final file is not in (docs/deadlines.md). */
export function composeReminder(template: string, domain: string, i: ReminderInput, page = ''): OutgoingMail {
  const { subject, body } = renderMail(template, {
    ...gameFields(i.game),
    side: i.side,
    window: i.window.id,
    description: i.window.description,
    deadline: i.deadline,
    left: hoursText(i.hoursBefore),
    draft: i.hasDraft
      ? 'Your latest draft is in. Send it again as final (without "final: false") to close your part.'
      : 'No file of yours is in for this window yet.',
    policy: i.policy,
    page,
  });
  return {
    kind: 'reminder',
    messageId: scheduleMessageId(domain, i.game, i.side, 'remind', i.key),
    to: [i.email],
    cc: [],
    subject,
    body,
    headers: { 'Auto-Submitted': 'auto-generated', ...threadHeaders(i.thread) },
    attachments: [],
  };
}

function hoursText(h: number): string {
  if (h >= 48 && h % 24 === 0) return `${h / 24} days`;
  return h === 1 ? '1 hour' : `${h} hours`;
}
