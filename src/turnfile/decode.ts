/**
 * Turn-file bytes (an upload, a mail attachment) to text. Invalid UTF-8 becomes U+FFFD,
 * which parseTurnFile then reports as "invalid-encoding" with its line, rather than
 * failing here. A UTF-8 byte-order mark is dropped.
 */
export function decodeTurnFile(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes);
}
