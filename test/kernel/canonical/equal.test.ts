import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalEqual } from '#kernel/canonical/equal';
import { canonicalJson, CanonicalJsonError } from '#kernel/canonical/jcs';

describe('canonicalEqual: the same answer as comparing canonical JSON', () => {
  it('ignores member order and undefined members, and takes -0 for 0', () => {
    expect(canonicalEqual({ a: 1, b: [true, null], c: undefined }, { b: [true, null], a: 1 })).toBe(true);
    expect(canonicalEqual([-0], [0])).toBe(true);
  });

  it.each<[string, unknown, unknown]>([
    ['a changed number', { a: 1 }, { a: 2 }],
    ['a member more', { a: 1 }, { a: 1, b: 2 }],
    ['an array for an object', { a: [] }, { a: {} }],
    ['a longer array', [1], [1, 1]],
    ['a string for a number', ['1'], [1]],
    ['null for an object', { a: null }, { a: {} }],
  ])('tells apart %s', (_, a, b) => {
    expect(canonicalEqual(a, b)).toBe(false);
    expect(canonicalEqual(b, a)).toBe(false);
  });

  it('throws as canonicalJson does on what has no canonical JSON', () => {
    expect(() => canonicalEqual({ a: NaN }, { a: NaN })).toThrow(CanonicalJsonError);
    expect(() => canonicalEqual(['\ud800'], ['\ud800'])).toThrow(CanonicalJsonError);
    expect(() => canonicalEqual({ m: new Map() }, { m: new Map() })).toThrow(CanonicalJsonError);
  });

  it('agrees with comparing canonicalJson for any two JSON values, and for a value and a copy of it', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(canonicalEqual(a, b)).toBe(canonicalJson(a) === canonicalJson(b));
        expect(canonicalEqual(a, JSON.parse(JSON.stringify(a)))).toBe(true);
      }),
    );
  });
});
