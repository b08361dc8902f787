/**
 * A parsed mail as the rest of the mail channel sees it, whatever MIME library reads it
 * (postal-mime today: postal-mime-parser.ts). Nothing here imports node: modules, so the
 * same code runs on Node and on Workers.
 */
export interface MimeMessage {
  /** Every header, in order, keys lower-cased, values unfolded. */
  headers: { key: string; value: string }[];
  /** The Message-ID without angle brackets; null when the mail has none. */
  messageId: string | null;
  /** Lower-cased addresses. */
  from: string | null;
  replyTo: string | null;
  /** The envelope sender as the delivering server recorded it ("" for a bounce's <>); null when absent. */
  returnPath: string | null;
  subject: string;
  /** Message-IDs of References (else In-Reply-To), oldest first, without brackets. */
  references: string[];
  /** The top-level MIME type, lower-cased, e.g. "multipart/mixed". */
  contentType: string;
  /** The plain-text body, decoded from its charset; null when there is none. */
  text: string | null;
  /** The HTML body, decoded from its charset; null when there is none. */
  html: string | null;
  attachments: MimeAttachment[];
}

export interface MimeAttachment {
  filename: string | null;
  /** Lower-cased, e.g. "application/yaml". */
  mimeType: string;
  disposition: string | null;
  content: Uint8Array;
}

/** Reads a raw RFC 5322 message. Throws only when the bytes are not a mail at all. */
export interface MimeParser {
  parse(raw: Uint8Array): Promise<MimeMessage>;
}
