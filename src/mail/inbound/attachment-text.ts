/**
 * The text of an attached turn file. MIME attachments carry bytes; a turn file should be
 * UTF-8 (a byte-order mark is dropped, UTF-16 with one is read as such). Bytes that are
 * not UTF-8 are read as Windows-1252, the usual charset of older mailers, with a note.
 */
export function attachmentText(bytes: Uint8Array): { text: string; note?: string } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)) };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)) };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes) };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), note: 'the attachment is not UTF-8; it was read as Windows-1252 (Latin-1)' };
  }
}
