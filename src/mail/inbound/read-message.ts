import { sha256Hex } from '#kernel/canonical/hash';
import type { ReceivedMail } from '#service/mail/types';
import { ignoreReason } from './classify';
import { extractTurnFile } from './extract-turn-file';
import { gameIdInFile, gameIdInSubject } from './game-id';
import type { MimeMessage, MimeParser } from './mime';
import { postalMimeParser } from './postal-mime-parser';

export interface ReadOptions {
  /** Larger mail is refused (413) without reading its body. */
  maxBytes: number;
  /** The referee's own address: mail from it is never answered. */
  ownAddress: string | null;
  /** The full size when `raw` holds only the headers of a larger mail (the IMAP intake fetches no more). */
  size?: number;
  parser?: MimeParser;
}

/**
 * A raw inbound mail to what the service's receiveMail takes: dedupe key, sender, reply
 * address, threading, game id and content (a turn file, a refusal, or "ignore"). Never
 * throws: bytes that do not parse as a mail are ignored (there is no one to answer).
 */
export async function readMessage(raw: Uint8Array, opts: ReadOptions): Promise<ReceivedMail> {
  const size = opts.size ?? raw.length;
  const rawHash = sha256Hex(raw);
  let msg: MimeMessage;
  try {
    msg = await (opts.parser ?? postalMimeParser).parse(raw);
  } catch (err) {
    return unreadable(rawHash, size, err);
  }
  const base = {
    messageId: msg.messageId ?? `sha256:${rawHash}`,
    hasMessageId: msg.messageId !== null,
    from: msg.from,
    replyTo: msg.replyTo ?? msg.from,
    subject: msg.subject,
    references: msg.references,
    size,
    rawHash,
  };
  const subjectGame = gameIdInSubject(msg.subject);
  const ignore = ignoreReason(msg, opts.ownAddress);
  if (ignore) return { ...base, replyTo: null, gameId: subjectGame, content: { kind: 'ignore', reason: ignore.reason, detail: ignore.detail } };
  if (size > opts.maxBytes) {
    const message = `The mail is ${size} bytes; the largest mail read is ${opts.maxBytes} bytes. Send only the turn file.`;
    return { ...base, gameId: subjectGame, content: { kind: 'reject', status: 413, code: 'too-large', message, errors: [{ path: [], code: 'too-large', message }] } };
  }
  const content = extractTurnFile(msg);
  const fileGame = content.kind === 'turn-file' ? gameIdInFile(content.text) : null;
  return { ...base, gameId: subjectGame ?? fileGame, content };
}

function unreadable(rawHash: string, size: number, err: unknown): ReceivedMail {
  return {
    messageId: `sha256:${rawHash}`,
    hasMessageId: false,
    from: null,
    replyTo: null,
    subject: '',
    references: [],
    size,
    rawHash,
    gameId: null,
    content: { kind: 'ignore', reason: 'unreadable', detail: err instanceof Error ? err.message : String(err) },
  };
}
