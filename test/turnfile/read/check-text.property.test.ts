import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Issue } from '#kernel/engine/issues';
import { checkText, scanText, utf8ByteLength, utf8Length } from '#turnfile/read/text-checks';
import { lineStarts, positionAt } from '#turnfile/read/positions';

/** checkText as it was before its ASCII shortcut: the UTF-8 length and the scan, on every text. */
function reference(text: string, maxBytes: number): Issue[] {
  const bytes = utf8Length(text);
  if (bytes > maxBytes) return [{ path: [], code: 'too-large', message: `the file is ${bytes} bytes; the limit is ${maxBytes} bytes` }];
  if (text.replace(/^\uFEFF/, '').trim() === '') return [{ path: [], code: 'empty', message: 'the file is empty' }];
  const issues: Issue[] = [];
  const { nul, lone, replacement } = scanText(text);
  const bad = lone >= 0 ? lone : replacement;
  if (nul < 0 && bad < 0) return issues;
  const starts = lineStarts(text);
  if (nul >= 0) issues.push({ path: [], code: 'nul-byte', message: 'the file contains a NUL byte; is it a binary file?', ...positionAt(starts, nul) });
  if (bad >= 0) {
    issues.push({ path: [], code: 'invalid-encoding', message: 'the file is not valid UTF-8 (it contains a replacement character); save it as UTF-8', ...positionAt(starts, bad) });
  }
  return issues;
}

describe('checkText', () => {
  it('gives what the length and the scan give, on ASCII text and on text with anything else in it', () => {
    const ascii = fc.constantFrom('a', ' ', '\n', '\t', '#', '\u007f', '\u0001', 'orders:', '\r');
    const other = fc.constantFrom('\u0000', '\uFFFD', '\uFEFF', '\uD800', '\uDC00', '\u{1F600}', 'é', '\u0080', '\u00a0', '\u2028');
    const text = fc.oneof(
      fc.array(ascii, { maxLength: 30 }).map((u) => u.join('')),
      fc.array(fc.oneof({ weight: 8, arbitrary: ascii }, { weight: 1, arbitrary: other }), { maxLength: 30 }).map((u) => u.join('')),
      fc.string({ unit: 'binary', maxLength: 30 }),
    );
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 80 }), (t, maxBytes) => {
        expect(checkText(t, maxBytes)).toEqual(reference(t, maxBytes));
      }),
      { numRuns: 5000 },
    );
  });

  it('counts UTF-8 bytes natively as utf8Length counts them, lone surrogates as U+FFFD', () => {
    const unit = fc.constantFrom('a', '\u0000', '\uFFFD', '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\u{1F600}', 'é', '\u0800', '\u07ff', '\n');
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 40 }).map((u) => u.join('')), (t) => {
        expect(utf8ByteLength(t)).toBe(utf8Length(t));
      }),
      { numRuns: 5000 },
    );
    const long = 'é\uD800'.repeat(70 * 1024);
    expect(utf8ByteLength(long)).toBe(utf8Length(long));
  });
});
