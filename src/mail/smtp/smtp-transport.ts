import { createTransport } from 'nodemailer';
import type { MailTransport, OutboundMessage } from '../outbox/transport';
import { SendError } from '../outbox/transport';
import type { SmtpSettings } from './smtp-url';

const CONNECTION_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** The outbox transport over SMTP with nodemailer (Node only). One connection per mail. */
export function smtpTransport(settings: SmtpSettings): MailTransport {
  const transporter = createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    ...(settings.auth ? { auth: settings.auth } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(m: OutboundMessage) {
      const { 'In-Reply-To': inReplyTo, References: references, ...headers } = m.headers;
      try {
        await transporter.sendMail({
          from: m.from,
          to: m.to,
          ...(m.cc.length ? { cc: m.cc } : {}),
          subject: m.subject,
          text: m.text,
          messageId: `<${m.messageId}>`,
          ...(inReplyTo ? { inReplyTo } : {}),
          ...(references ? { references } : {}),
          headers,
          attachments: m.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.encoding === 'base64' ? Buffer.from(a.content, 'base64') : a.content,
          })),
        });
      } catch (err) {
        throw sendError(err);
      }
    },
    close: () => transporter.close(),
  };
}

/** nodemailer's error as a SendError: 5xx replies are permanent; socket-level codes and 421 mean the server is unreachable. */
export function sendError(err: unknown): SendError {
  const e = err as { code?: unknown; responseCode?: unknown; message?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  const reply = typeof e.responseCode === 'number' ? e.responseCode : 0;
  const message = `${code ? `${code}: ` : ''}${typeof e.message === 'string' ? e.message : String(err)}`;
  const connection = CONNECTION_CODES.has(code) || reply === 421;
  const permanent = !connection && reply >= 500 && reply < 600;
  return new SendError(message, permanent, connection, { cause: err });
}
