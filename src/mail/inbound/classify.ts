import type { MimeMessage } from './mime';

/** Why a mail is filed without an answer. */
export interface IgnoreReason {
  reason: 'auto-submitted' | 'auto-reply' | 'bulk' | 'mailing-list' | 'report' | 'mailer-daemon' | 'null-sender' | 'own-mail' | 'no-sender' | 'unreadable';
  detail: string;
}

const DAEMON = /^(mailer-daemon|mail-daemon|postmaster|no-?reply|do-?not-?reply|bounces?)([+-].*)?$/i;
const AUTO_SUBJECT = /^(automatic reply|auto-?reply|autoreply|out of (the )?office|abwesenheitsnotiz|r[ée]ponse automatique)\b/i;

/**
 * Mail that must never be answered, so that no mail loop can start (RFC 3834): anything
 * marked Auto-Submitted (other than "no") or as an auto-reply, bulk or list mail, delivery
 * and read reports (multipart/report), mail from a mailer daemon or with the null sender
 * <>, our own mail coming back, and mail with no sender address. Null = answer it.
 */
export function ignoreReason(msg: MimeMessage, ownAddress: string | null): IgnoreReason | null {
  const header = (key: string) => msg.headers.find((h) => h.key === key)?.value.trim();
  const autoSubmitted = header('auto-submitted');
  if (autoSubmitted && autoSubmitted.split(';')[0]!.trim().toLowerCase() !== 'no') {
    return { reason: 'auto-submitted', detail: `Auto-Submitted: ${autoSubmitted}` };
  }
  for (const key of ['x-autoreply', 'x-autorespond', 'x-autoresponder', 'x-auto-response']) {
    if (header(key) !== undefined) return { reason: 'auto-reply', detail: `${key} header` };
  }
  const precedence = header('precedence')?.toLowerCase();
  if (precedence && ['bulk', 'junk', 'list', 'auto_reply'].includes(precedence)) return { reason: 'bulk', detail: `Precedence: ${precedence}` };
  if (header('list-id') !== undefined || header('list-unsubscribe') !== undefined) return { reason: 'mailing-list', detail: 'List-Id or List-Unsubscribe header' };
  if (msg.contentType === 'multipart/report') return { reason: 'report', detail: 'a delivery or read report (multipart/report)' };
  const local = msg.from?.split('@')[0] ?? '';
  if (DAEMON.test(local)) return { reason: 'mailer-daemon', detail: `from ${msg.from}` };
  if (msg.returnPath === '') return { reason: 'null-sender', detail: 'Return-Path: <>' };
  if (ownAddress && (msg.from === ownAddress.toLowerCase() || msg.replyTo === ownAddress.toLowerCase())) {
    return { reason: 'own-mail', detail: `from the referee address ${ownAddress}` };
  }
  if (!msg.from && !msg.replyTo) return { reason: 'no-sender', detail: 'no From or Reply-To address' };
  if (AUTO_SUBJECT.test(msg.subject)) return { reason: 'auto-reply', detail: `subject "${msg.subject.slice(0, 60)}"` };
  return null;
}
