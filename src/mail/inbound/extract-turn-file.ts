import type { ReceivedContent } from '#service/mail/types';
import { attachmentText } from './attachment-text';
import { turnFileInBody } from './body-turn-file';
import { htmlToText } from './html-text';
import type { MimeAttachment, MimeMessage } from './mime';

const TURN_FILE_NAME = /\.(ya?ml|json)$/i;
const TURN_FILE_TYPES = new Set(['application/yaml', 'application/x-yaml', 'text/yaml', 'text/x-yaml', 'application/json', 'text/json']);
const ARCHIVE_NAME = /\.(zip|gz|tgz|bz2|xz|7z|rar|tar)$/i;
const ARCHIVE_TYPES = new Set(['application/zip', 'application/x-zip-compressed', 'application/gzip', 'application/x-gzip', 'application/x-7z-compressed', 'application/x-rar-compressed', 'application/vnd.rar', 'application/x-tar']);

const isTurnFile = (a: MimeAttachment): boolean => (a.filename !== null && TURN_FILE_NAME.test(a.filename)) || TURN_FILE_TYPES.has(a.mimeType);
const isArchive = (a: MimeAttachment): boolean => (a.filename ? ARCHIVE_NAME.test(a.filename) : false) || ARCHIVE_TYPES.has(a.mimeType);
const nameOf = (a: MimeAttachment): string => a.filename ?? `(unnamed ${a.mimeType})`;

/**
 * The turn file of a mail (docs/mail.md): the one attachment named .yaml, .yml or .json
 * (or typed YAML/JSON when unnamed); else a turn file pasted into the body (the plain-text
 * part, or the text of an HTML-only body). Other attachments are skipped and named in the
 * receipt's notes. Refused: several turn-file attachments, archives (never unpacked) with
 * no turn file beside them, and mail with no turn file at all.
 */
export function extractTurnFile(msg: MimeMessage): ReceivedContent {
  const candidates = msg.attachments.filter(isTurnFile);
  const others = msg.attachments.filter((a) => !isTurnFile(a));
  if (candidates.length > 1) {
    const names = candidates.map(nameOf).join(', ');
    return reject('several-turn-files', `The mail has ${candidates.length} turn-file attachments (${names}); send one file per mail.`);
  }
  const skipped = others.length ? [skippedNote(others)] : [];
  const [attached] = candidates;
  if (attached) {
    const { text, note } = attachmentText(attached.content);
    return { kind: 'turn-file', text, source: 'attachment', filename: attached.filename ?? nameOf(attached), notes: [...(note ? [note] : []), ...skipped] };
  }
  const fromHtml = msg.text === null && msg.html !== null;
  const body = msg.text ?? (msg.html !== null ? htmlToText(msg.html) : '');
  const found = turnFileInBody(body);
  if (found) {
    const notes = [...(fromHtml ? ['the mail has no plain-text part; the file was read from its HTML'] : []), ...skipped];
    return { kind: 'turn-file', text: found, source: 'body', notes };
  }
  const archives = others.filter(isArchive);
  if (archives.length) {
    return reject('archive-attachment', `Archives are not opened (${archives.map(nameOf).join(', ')}): attach the .yaml or .json turn file itself.`);
  }
  const what = others.length ? ` (its attachments, ${others.map(nameOf).slice(0, 5).join(', ')}, are not turn files)` : '';
  return reject(
    'no-turn-file',
    `No turn file was found in the mail${what}. Attach it as .yaml, .yml or .json, or paste it as the plain-text body, starting with the line "format: umpire-turn/1".`,
  );
}

function skippedNote(others: MimeAttachment[]): string {
  const names = others.slice(0, 5).map(nameOf).join(', ');
  const more = others.length > 5 ? ` and ${others.length - 5} more` : '';
  return `${others.length} other attachment${others.length === 1 ? ' was' : 's were'} not read: ${names}${more}`;
}

const reject = (code: string, message: string): ReceivedContent => ({ kind: 'reject', status: 422, code, message, errors: [{ path: [], code, message }] });
