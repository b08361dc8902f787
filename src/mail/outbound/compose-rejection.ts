import type { OutgoingMail, RejectionInput } from '#service/mail/composer';
import type { MessageIds } from './message-ids';
import { subjectTag } from './next-window';
import { indent, issueLine } from './report-lines';
import { renderMail } from './template-text';
import { replyHeaders } from './threading';

/** The answer to a mail that changed nothing: every problem with its path, code and rule, and what to do. */
export function composeRejection(template: string, ids: MessageIds, i: RejectionInput): OutgoingMail {
  const { subject, body } = renderMail(template, {
    tag: subjectTag(i.gameId),
    game: i.gameId ?? '',
    reason: shortReason(i.message),
    originalSubject: i.mail.subject || '(no subject)',
    message: i.message,
    status: String(i.status),
    code: i.code,
    errors: i.errors.length ? `Problems (${i.errors.length}):\n${indent(i.errors.map(issueLine))}` : '',
    help: helpFor(i.status, i.code),
  });
  return {
    kind: 'rejection',
    messageId: ids.reply('rejection', i.mail.messageId),
    to: [i.to],
    cc: [],
    subject,
    body,
    headers: { 'Auto-Submitted': 'auto-replied', ...replyHeaders(i.thread, i.mail.references, i.mail.hasMessageId ? i.mail.messageId : null) },
    attachments: [],
  };
}

function shortReason(message: string): string {
  const first = message.replace(/\s+/g, ' ').trim().replace(/\.$/, '');
  return first.length > 72 ? `${first.slice(0, 71)}…` : first;
}

function helpFor(status: number, code: string): string {
  if (status === 401 || status === 403) {
    return [
      'A mailed file must carry its credentials: sign it after your last edit with',
      '`umpire sign FILE --token YOUR_TOKEN`, or write auth: { token: "YOUR_TOKEN" } into it.',
      'The address you write from is never enough.',
    ].join('\n');
  }
  if (status === 404 || code === 'no-game-id') return 'Put the game id (as in your game-start mail, e.g. g_7QH2XK) in the subject; replying to a mail from the referee does that.';
  if (status === 409) return 'The window this file answers is not open. The latest results mail carries the turn file for the window that is.';
  if (status === 413) return 'Send only the turn file, as a .yaml or .json attachment or as the plain-text body.';
  return 'Correct the file and send it again (a reply to this mail keeps the game in one conversation).';
}
