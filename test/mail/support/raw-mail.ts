import MailComposer from 'nodemailer/lib/mail-composer';

export interface RawMailArgs {
  from?: string;
  to?: string;
  subject?: string;
  text?: string;
  html?: string;
  messageId?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: { filename?: string | false; content: string | Buffer; contentType?: string }[];
}

/** A real RFC 5322 message, built by nodemailer's composer (what a mail client sends). */
export async function rawMail(a: RawMailArgs): Promise<Uint8Array> {
  const composer = new MailComposer({
    from: a.from ?? 'blue@example.test',
    to: a.to ?? 'referee@example.test',
    subject: a.subject ?? '',
    ...(a.text !== undefined ? { text: a.text } : {}),
    ...(a.html !== undefined ? { html: a.html } : {}),
    ...(a.messageId ? { messageId: a.messageId } : {}),
    ...(a.replyTo ? { replyTo: a.replyTo } : {}),
    ...(a.headers ? { headers: a.headers } : {}),
    ...(a.attachments ? { attachments: a.attachments } : {}),
  });
  const buf = await composer.compile().build();
  return new Uint8Array(buf);
}

/** A message written byte by byte (for charsets and structures a composer would not produce). */
export const rawText = (lines: string[], encoding: BufferEncoding = 'latin1'): Uint8Array => new Uint8Array(Buffer.from(lines.join('\r\n'), encoding));
