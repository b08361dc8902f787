import { describe, expect, it } from 'vitest';
import { createRng, hash32 } from './rng';

describe('the fuzzer random numbers', () => {
  it('replay from their seed, and two seeds give two streams', () => {
    const draws = (seed: string) => {
      const r = createRng(seed);
      return Array.from({ length: 20 }, () => r.int(1000));
    };
    expect(draws('a')).toEqual(draws('a'));
    expect(draws('a')).not.toEqual(draws('b'));
    expect(hash32('a')).not.toBe(hash32('b'));
  });

  it('stay in bounds and cover them', () => {
    const r = createRng(7);
    const seen = new Set<number>();
    for (let i = 0; i < 600; i++) {
      const v = r.int(6);
      expect(v >= 0 && v < 6 && Number.isInteger(v)).toBe(true);
      seen.add(v);
    }
    expect(seen.size).toBe(6);
    expect(() => r.int(0)).toThrow(RangeError);
    expect(() => r.pick([])).toThrow(RangeError);
  });

  it('shuffle permutes, subset keeps order, fork is seeded by its parent', () => {
    const r = createRng('s');
    const list = Array.from({ length: 30 }, (_, i) => i);
    const shuffled = r.shuffle(list);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(list);
    expect(shuffled).not.toEqual(list);
    const sub = r.subset(list, 0.5);
    expect(sub).toEqual([...sub].sort((a, b) => a - b));
    expect(createRng('p').fork('x').next()).toBe(createRng('p').fork('x').next());
    expect(createRng('p').fork('x').next()).not.toBe(createRng('p').fork('y').next());
  });
});
