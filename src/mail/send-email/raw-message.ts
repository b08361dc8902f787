import { sha256Hex } from '#kernel/canonical/hash';
import type { OutboundMessage } from '../outbox/transport';

/**
 * One outgoing mail as RFC 5322 text with MIME parts (what the Workers `send_email`
 * binding takes; nodemailer builds its own on Node). The body and every attachment are
 * base64 in UTF-8, headers with non-ASCII text are RFC 2047 encoded-words, and the part
 * boundary derives from the Message-ID, so the same mail and date give the same bytes.
 */
export function rawMessage(m: OutboundMessage, date: Date): string {
  const boundary = `umpire-${sha256Hex(m.messageId).slice(0, 24)}`;
  const head: string[] = [
    `From: ${m.from}`,
    `To: ${m.to.join(', ')}`,
    ...(m.cc.length ? [`Cc: ${m.cc.join(', ')}`] : []),
    `Subject: ${headerText(m.subject)}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${m.messageId}>`,
    ...Object.entries(m.headers).map(([k, v]) => `${k}: ${headerText(v)}`),
    'MIME-Version: 1.0',
  ];
  const text = ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: base64', '', base64Lines(utf8(m.text))];
  if (m.attachments.length === 0) return [...head, ...text, ''].join('\r\n');
  const parts = [text.join('\r\n')];
  for (const a of m.attachments) {
    const bytes = a.encoding === 'base64' ? fromBase64(a.content) : utf8(a.content);
    const name = headerText(a.filename).replace(/"/g, "'");
    parts.push(
      [`Content-Type: ${a.contentType}; name="${name}"`, `Content-Disposition: attachment; filename="${name}"`, 'Content-Transfer-Encoding: base64', '', base64Lines(bytes)].join('\r\n'),
    );
  }
  return [...head, `Content-Type: multipart/mixed; boundary="${boundary}"`, '', ...parts.map((p) => `--${boundary}\r\n${p}`), `--${boundary}--`, ''].join('\r\n');
}

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

/** ASCII header text as is; anything else as one UTF-8 base64 encoded-word per 45 bytes. */
function headerText(value: string): string {
  const flat = value.replace(/[\r\n]+/g, ' ');
  if (/^[\x20-\x7e]*$/.test(flat)) return flat;
  const words: string[] = [];
  let chunk = '';
  for (const ch of flat) {
    if (utf8(chunk + ch).length > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += ch;
  }
  words.push(chunk);
  return words.map((w) => `=?UTF-8?B?${toBase64(utf8(w))}?=`).join('\r\n ');
}

function base64Lines(bytes: Uint8Array): string {
  const all = toBase64(bytes);
  const lines: string[] = [];
  for (let at = 0; at < all.length; at += 76) lines.push(all.slice(at, at + 76));
  return lines.join('\r\n');
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text.replace(/\s+/g, ''));
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}
