import { stringify } from 'yaml';
import type { OutgoingMail, ReceiptInput } from '#service/mail/composer';
import type { Receipt } from '#service/types';
import type { MessageIds } from './message-ids';
import { subjectTag } from './next-window';
import { indent } from './report-lines';
import { renderMail } from './template-text';
import { replyHeaders, threadHeaders } from './threading';

/**
 * The answer to an accepted mailed file (or an identical one already accepted): the orders
 * as they were read and the file hash. To `to` (the service's choice), copied to the side's
 * registered address when that is another one (so a player learns of a file sent in their name).
 */
export function composeReceipt(template: string, ids: MessageIds, i: ReceiptInput, page = ''): OutgoingMail {
  const r = i.receipt;
  const c = i.mail.content;
  const source = c.kind === 'turn-file' ? (c.source === 'attachment' ? `the attachment ${c.filename ?? '(unnamed)'}` : 'the body of the mail') : 'the mail';
  const echo: Record<string, unknown> = { orders: i.file.orders };
  if (i.file.standing !== undefined) echo.standing = i.file.standing;
  if (i.file.entropy !== undefined) echo.entropy = i.file.entropy;
  // a move that named its destination only: the path the server chose for it (options()' path)
  if (r.chosenPaths?.length) echo.chosenPaths = r.chosenPaths.map((p) => ({ order: p.order, unit: p.unit, to: p.to, path: p.path }));
  const notes = c.kind === 'turn-file' && c.notes.length ? `\nNotes:\n${indent(c.notes)}` : '';
  const { subject, body } = renderMail(template, {
    page,
    tag: subjectTag(r.game),
    game: r.game,
    side: r.side,
    window: r.window,
    verdict: r.duplicate ? 'already accepted' : `accepted (version ${r.version})`,
    verdictLine: r.duplicate
      ? `This file is identical to version ${r.version}, accepted before: nothing changed.`
      : `Your turn file for ${r.side}, window ${r.window}, was accepted.`,
    version: String(r.version),
    final: r.final ? 'yes' : 'no (a draft)',
    fileHash: r.fileHash,
    receivedAt: r.receivedAt,
    logHead: r.logHead ?? 'not recorded',
    source,
    status: statusText(r),
    orders: indent(stringify(echo, { lineWidth: 0 }).trimEnd().split('\n'), '', '    '),
    notes,
  });
  const to = [i.to];
  const cc = i.sideEmail && !to.some((a) => a.toLowerCase() === i.sideEmail!.toLowerCase()) ? [i.sideEmail] : [];
  return {
    kind: 'receipt',
    messageId: ids.reply('receipt', i.mail.messageId),
    to,
    cc,
    subject,
    body,
    headers: {
      'Auto-Submitted': 'auto-replied',
      ...(i.answersSender ? replyHeaders(i.thread, i.mail.references, i.mail.hasMessageId ? i.mail.messageId : null) : threadHeaders(i.thread)),
    },
    attachments: [],
  };
}

function statusText(r: Receipt): string {
  if (r.adjudicated) {
    const a = r.adjudicated;
    const next = a.nextWindow ? `The next window is ${a.nextWindow}.` : 'The game has ended.';
    return `This file closed the window: step ${a.step} was adjudicated (seed ${a.seed}). The results follow in a separate mail. ${next}`;
  }
  if (!r.final) return 'This is a draft (final: false): it is checked and kept, but your part of the window stays open. Send the file again without "final: false" to close it.';
  if (r.duplicate) return 'The window has not closed yet.';
  return 'Your part of the window is done; it closes once every side it waits for has sent a final file. A later file replaces this one until then.';
}
