import { describe, expect, it } from 'vitest';
import { cached } from '#kernel/memo/cached';

describe('cached: a value made once per key and kept', () => {
  it('makes the value the first time only, for a Map and a WeakMap alike', () => {
    let made = 0;
    const make = () => ({ n: ++made });
    const map = new Map<string, { n: number }>();
    expect(cached(map, 'a', make)).toBe(cached(map, 'a', make));
    expect(cached(map, 'b', make).n).toBe(2);
    const key = {};
    const weak = new WeakMap<object, { n: number }>();
    expect(cached(weak, key, make)).toBe(cached(weak, key, make));
    expect(made).toBe(3);
  });

  it('keeps falsy values other than undefined', () => {
    let made = 0;
    const m = new Map<string, number>();
    cached(m, 'z', () => (made++, 0));
    cached(m, 'z', () => (made++, 0));
    expect(made).toBe(1);
  });
});
