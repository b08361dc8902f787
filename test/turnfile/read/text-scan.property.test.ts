import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LONE_SURROGATE, scanText } from '#turnfile/read/text-checks';

/** The plain computation scanText replaces: one search per thing looked for. */
const reference = (text: string) => ({ nul: text.indexOf('\u0000'), lone: LONE_SURROGATE.exec(text)?.index ?? -1, replacement: text.indexOf('\uFFFD') });

describe('scanText', () => {
  it('finds the first NUL, lone surrogate and U+FFFD where the searches find them', () => {
    const unit = fc.constantFrom('a', '\u0000', '\uFFFD', '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\u{1F600}', 'é', '\n');
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 24 }).map((u) => u.join('')), (text) => {
        expect(scanText(text)).toEqual(reference(text));
      }),
      { numRuns: 5000 },
    );
  });
});
