import type { OutboxAttachment } from '#db/schema';

/** One mail as the transport sends it. `messageId` without angle brackets. */
export interface OutboundMessage {
  from: string;
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
  attachments: OutboxAttachment[];
}

/** Sends mail (nodemailer over SMTP on Node: src/mail/smtp/smtp-transport.ts). */
export interface MailTransport {
  /** Resolves once the server accepted the mail; rejects with a SendError otherwise. */
  send(message: OutboundMessage): Promise<void>;
  close(): void;
}

/**
 * Why a send failed. `permanent`: the server refused this mail for good (5xx): it is tried
 * a few times, then marked failed. `connection`: the server could not be reached or
 * dropped the line: every other mail would fail too, so the round stops there.
 */
export class SendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly connection: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SendError';
  }
}
