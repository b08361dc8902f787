import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fewestRemovals } from '#kernel/stacking/fewest-removals';

/** Every subset of `xs` (small arrays only). */
const subsets = <T>(xs: T[]): T[][] => xs.reduce<T[][]>((acc, x) => [...acc, ...acc.map((s) => [...s, x])], [[]]);

describe('fewestRemovals (the minimum number of units to remove, e.g. DoS 6.2)', () => {
  const byValueDesc = (a: number, b: number) => b - a;

  it('takes the preferred item first among removals of one size', () => {
    const sumAtMost10 = (kept: number[]) => kept.reduce((t, x) => t + x, 0) <= 10;
    expect(fewestRemovals([4, 3, 5, 2], sumAtMost10, byValueDesc)).toEqual([5]);
    expect(fewestRemovals([1, 2], sumAtMost10, byValueDesc)).toEqual([]);
  });

  it('leaves a legal rest, and no smaller removal would do', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 8 }), fc.integer({ min: 0, max: 30 }), (items, cap) => {
        const legal = (kept: number[]) => kept.reduce((t, x) => t + x, 0) <= cap && kept.filter((x) => x > 5).length <= 1;
        const removed = fewestRemovals(items, legal, byValueDesc);
        const rest = [...items];
        for (const r of removed) rest.splice(rest.indexOf(r), 1);
        expect(legal(rest)).toBe(true);
        const best = Math.min(...subsets(items.map((_, i) => i)).filter((keep) => legal(keep.map((i) => items[i]!))).map((keep) => items.length - keep.length));
        expect(removed.length).toBe(best);
      }),
    );
  });
});
