import PostalMime, { type Address } from 'postal-mime';
import type { MimeAttachment, MimeMessage, MimeParser } from './mime';
import { messageIdOf, messageIdsIn } from './message-id';

/** MimeParser over postal-mime 4 (runs on Node 20+ and on Workers). */
export const postalMimeParser: MimeParser = {
  async parse(raw: Uint8Array): Promise<MimeMessage> {
    const email = await PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer', maxNestingDepth: 32 });
    const headers = email.headers.map((h) => ({ key: h.key, value: h.value }));
    const header = (key: string) => headers.find((h) => h.key === key)?.value;
    const references = messageIdsIn(email.references);
    const returnPath = header('return-path');
    return {
      headers,
      messageId: messageIdOf(email.messageId),
      from: firstAddress(email.from ? [email.from] : undefined) ?? firstAddress(email.sender ? [email.sender] : undefined),
      replyTo: firstAddress(email.replyTo),
      returnPath: returnPath === undefined ? null : returnPath.replace(/[<>\s]/g, '').toLowerCase(),
      subject: (email.subject ?? '').replace(/\s+/g, ' ').trim(),
      references: references.length ? references : messageIdsIn(email.inReplyTo),
      contentType: (header('content-type') ?? 'text/plain').split(';')[0]!.trim().toLowerCase(),
      text: email.text ?? null,
      html: email.html ?? null,
      attachments: email.attachments.map(
        (a): MimeAttachment => ({
          filename: a.filename,
          mimeType: a.mimeType.toLowerCase(),
          disposition: a.disposition,
          content: typeof a.content === 'string' ? new TextEncoder().encode(a.content) : new Uint8Array(a.content as ArrayBuffer),
        }),
      ),
    };
  },
};

function firstAddress(list: Address[] | undefined): string | null {
  for (const a of list ?? []) {
    const address = a.address ?? a.group?.[0]?.address;
    if (address && address.includes('@')) return address.trim().toLowerCase();
  }
  return null;
}
