import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalJson, CanonicalJsonError } from '#kernel/canonical/jcs';
import { canonicalMatches } from '#kernel/canonical/matches';

/** The text with one character changed or left out at `at`, or one added there. */
const edits = (text: string, at: number): string[] => {
  const i = at % text.length;
  const c = text.charCodeAt(i);
  const j = at % (text.length + 1);
  return [text.slice(0, i) + String.fromCharCode(c === 48 ? 49 : 48) + text.slice(i + 1), text.slice(0, i) + text.slice(i + 1), `${text.slice(0, j)} ${text.slice(j)}`];
};

describe('canonicalMatches: the same answer as comparing with canonicalJson', () => {
  it('reads a value against its canonical JSON, whatever the order of its members', () => {
    expect(canonicalMatches({ b: [true, null], a: -0, c: undefined, d: 'x' }, '{"a":0,"b":[true,null],"d":"x"}')).toBe(true);
    expect(canonicalMatches({ a: 1 }, '{"a":1}x')).toBe(false);
    expect(canonicalMatches({ a: 1 }, '{"a":1')).toBe(false);
    expect(canonicalMatches(['\n'], '["\\n"]')).toBe(true);
  });

  it('throws as canonicalJson does on what has no canonical JSON', () => {
    expect(() => canonicalMatches({ a: NaN }, '{"a":null}')).toThrow(CanonicalJsonError);
    expect(() => canonicalMatches([new Map()], '[{}]')).toThrow(CanonicalJsonError);
    expect(() => canonicalMatches(undefined, '')).toThrow(CanonicalJsonError);
  });

  it('agrees with canonicalJson(value) === text for any JSON value, its own text, another value\'s, and edits of its own', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), fc.nat(), (a, b, at) => {
        const text = canonicalJson(a);
        expect(canonicalMatches(a, text)).toBe(true);
        expect(canonicalMatches(JSON.parse(JSON.stringify(a)), text)).toBe(true);
        expect(canonicalMatches(a, canonicalJson(b))).toBe(text === canonicalJson(b));
        for (const edited of edits(text, at)) expect(canonicalMatches(a, edited)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
