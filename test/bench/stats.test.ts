import { describe, expect, test } from 'vitest';
import { measure } from '../../bench/support/measure';
import { round, stats } from '../../bench/support/stats';

describe('bench statistics', () => {
  test('median, nearest-rank p90, min and max', () => {
    expect(stats([5, 1, 3])).toEqual({ n: 3, median: 3, p90: 5, min: 1, max: 5 });
    expect(stats([4, 1, 3, 2])).toMatchObject({ median: 2.5, p90: 4 });
    expect(stats(Array.from({ length: 10 }, (_, i) => i + 1))).toMatchObject({ median: 5.5, p90: 9 });
    expect(() => stats([])).toThrow();
  });

  test('rounds to significant digits', () => {
    expect(round(123.456789)).toBe(123.5);
    expect(round(0.00123456, 2)).toBe(0.0012);
    expect(round(0)).toBe(0);
  });

  test('measure runs the warm-up untimed and times each run', async () => {
    let calls = 0;
    const m = await measure(() => calls++, { warmup: 2, runs: 5 });
    expect(calls).toBe(7);
    expect(m.samples).toHaveLength(5);
    expect(m.n).toBe(5);
  });
});
