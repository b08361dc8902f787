import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readJson } from '#turnfile/read/json-reader';

describe('readJson', () => {
  it('records where every value starts, nested included', () => {
    const text = '{\n  "a": [1, {"b": "x", "c": [true, null]}],\n  "d": {"e": -1.5e3}\n}';
    const r = readJson(text);
    if (!r.ok) throw new Error('expected ok');
    expect(r.value).toEqual(JSON.parse(text));
    expect(r.positions.nearest(['a'])).toEqual({ line: 2, column: 3 });
    expect(r.positions.nearest(['a', 1, 'c', 1])).toEqual({ line: 2, column: 35 });
    expect(r.positions.nearest(['d', 'e'])).toEqual({ line: 3, column: 9 });
    expect(r.positions.nearest(['d', 'missing'])).toEqual({ line: 3, column: 3 });
  });

  it('finds duplicate names at any depth, with escapes decoded', () => {
    const r = readJson('{"a": {"k": 1, "\\u006b": 2}, "b": [{"x": 1}, {"x": 1, "x": 2}]}');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.issues.map((i) => i.path)).toEqual([['a', 'k'], ['b', 1, 'x']]);
  });

  it('agrees with JSON.parse on any JSON, and reports no duplicates where there are none', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const r = readJson(JSON.stringify(v, null, 1));
        expect(r.ok).toBe(true);
        if (r.ok) expect(JSON.stringify(r.value)).toBe(JSON.stringify(v));
      }),
    );
  });
});
