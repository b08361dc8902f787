import { createTransport } from 'nodemailer';
import { address, sleep, STACK } from './mail-stack';

export interface PlayerMail {
  from: string;
  subject: string;
  text?: string;
  html?: string;
  attachments?: { filename: string; content: string | Buffer; contentType?: string }[];
  headers?: Record<string, string>;
  messageId?: string;
  inReplyTo?: string;
  references?: string;
}

/**
 * Sends as a player through the real SMTP server (OpenSMTPD → LMTP → dovecot) to the referee.
 * A refused connection is tried again for a while: another run's outage test may have the
 * shared server down for a few seconds.
 */
export async function sendSmtp(mail: PlayerMail): Promise<string> {
  const t = createTransport({ host: '127.0.0.1', port: STACK.smtpPort, secure: false, ignoreTLS: true });
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        return (await t.sendMail({ to: address('referee'), ...mail })).messageId;
      } catch (err) {
        if (attempt >= 60 || !/ECONNREFUSED|ECONNECTION/.test(String((err as { code?: string }).code ?? err))) throw err;
        await sleep(500);
      }
    }
  } finally {
    t.close();
  }
}

/** Delivers a raw message straight into a user's mailbox over LMTP (no SMTP server involved). */
export async function deliverLmtp(raw: string | Buffer, to = address('referee'), from = address('stranger')): Promise<void> {
  const t = createTransport({ host: '127.0.0.1', port: STACK.lmtpPort, lmtp: true, secure: false, ignoreTLS: true });
  await t.sendMail({ envelope: { from, to: [to] }, raw });
  t.close();
}

/** Delivers a composed mail straight into the referee's mailbox over LMTP. */
export async function deliverMail(mail: PlayerMail): Promise<string> {
  const t = createTransport({ host: '127.0.0.1', port: STACK.lmtpPort, lmtp: true, secure: false, ignoreTLS: true });
  const info = await t.sendMail({ to: address('referee'), ...mail });
  t.close();
  return info.messageId;
}
