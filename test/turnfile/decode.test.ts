import { describe, expect, it } from 'vitest';
import { decodeTurnFile } from '#turnfile/decode';
import { parseTurnFile } from '#turnfile/parse';
import { envelope, schemas } from './order-schema';

describe('decodeTurnFile', () => {
  it('decodes UTF-8 and drops a byte-order mark', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('entropy: "Ростов"')]);
    expect(decodeTurnFile(bytes)).toBe('entropy: "Ростов"');
  });

  it('invalid UTF-8 reaches the parser as an "invalid-encoding" issue with its line', () => {
    const good = new TextEncoder().encode(envelope('orders: []\nentropy: "'));
    const bytes = new Uint8Array([...good, 0xff, 0xfe, ...new TextEncoder().encode('"\n')]);
    const r = parseTurnFile(decodeTurnFile(bytes), schemas);
    expect(r).toMatchObject({ ok: false, issues: [{ code: 'invalid-encoding', line: 6 }] });
  });
});
