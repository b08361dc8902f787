import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRatio, ratioColumn } from '#kernel/combat/ratio-column';

/** Columns of a CtS-like table (10.1.8, 10.2): 1-4 to 7-1 with a 1 1/2-1 column. */
const COLUMNS = ['1-4', '1-3', '1-2', '1-1', '1 1/2-1', '2-1', '3-1', '4-1', '5-1', '6-1', '7-1'];
const col = (a: number, d: number, shifts: number[] = []) => {
  const r = ratioColumn(a, d, COLUMNS, shifts);
  return { raw: COLUMNS[r.raw] ?? 'below', final: COLUMNS[r.final]! };
};

describe('ratio columns (CtS 10.1.8, 10.2)', () => {
  it('parses fractional headings', () => {
    expect(parseRatio('1 1/2-1')).toEqual({ num: 3, den: 2 });
    expect(parseRatio('1-4')).toEqual({ num: 1, den: 4 });
    expect(parseRatio('7-1')).toEqual({ num: 7, den: 1 });
    expect(parseRatio('seven')).toBeNull();
  });

  it('E4: 53 vs 18 rounds down to 2-1', () => expect(col(53, 18).raw).toBe('2-1'));
  it('E5: 8-1 with one shift left uses 6-1 (capped at 7-1 before the shift)', () => expect(col(8, 1, [-1]).final).toBe('6-1'));
  it('E6: 1-1 with one shift right is 1 1/2-1', () => expect(col(10, 10, [1]).final).toBe('1 1/2-1'));
  it('10.1.8: odds above 7-1 use the 7-1 column', () => expect(col(30, 2).final).toBe('7-1'));
  it('10.1.8: odds worse than 1-4 fall below the table', () => expect(col(1, 5).raw).toBe('below'));
  it.each([
    [3, 2, '1 1/2-1'],
    [14, 10, '1-1'],
    [2, 5, '1-3'],
    [1, 4, '1-4'],
    [29, 10, '2-1'],
  ])('%i vs %i is %s', (a, d, want) => expect(col(a, d).raw).toBe(want));

  it('headings must rise', () => expect(() => ratioColumn(1, 1, ['2-1', '1-1'])).toThrow(/rise/));
});

describe('ratio columns (property)', () => {
  it('more attack never gives a lower column; shifts move one column each, within the table', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 50 }), fc.integer({ min: -4, max: 4 }), (a, d, extra, s) => {
        const lo = ratioColumn(a, d, COLUMNS);
        const hi = ratioColumn(a + extra, d, COLUMNS);
        expect(hi.raw).toBeGreaterThanOrEqual(lo.raw);
        const shifted = ratioColumn(a, d, COLUMNS, [s]);
        expect(shifted.final).toBe(Math.min(COLUMNS.length - 1, Math.max(0, Math.max(lo.raw, 0) + s)));
      }),
    );
  });

  it('the column found never promises more than the real odds, and the next column would', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 60 }), (a, d) => {
        const { raw } = ratioColumn(a, d, COLUMNS);
        if (raw >= 0) {
          const r = parseRatio(COLUMNS[raw]!)!;
          expect(r.num / r.den).toBeLessThanOrEqual(a / d + 1e-12);
        }
        const next = COLUMNS[raw + 1];
        if (next) {
          const r = parseRatio(next)!;
          expect(r.num / r.den).toBeGreaterThan(a / d);
        }
      }),
    );
  });
});

describe('ratio columns read once per table (property)', () => {
  it('a list of headings asked again, or changed in place between questions, answers as a fresh copy of it does', () => {
    const headings = fc.uniqueArray(fc.integer({ min: 2, max: 9 }), { minLength: 1, maxLength: 6 }).map((ns) => [...ns.sort((a, b) => b - a).map((n) => `1-${n}`), '1-1', '2-1', '3-1']);
    fc.assert(
      fc.property(headings, headings, fc.integer({ min: 1, max: 90 }), fc.integer({ min: 1, max: 30 }), (first, second, a, d) => {
        const table = [...first];
        expect(ratioColumn(a, d, table)).toEqual(ratioColumn(a, d, [...first]));
        expect(ratioColumn(a, d, table)).toEqual(ratioColumn(a, d, [...first]));
        table.splice(0, table.length, ...second);
        expect(ratioColumn(a, d, table)).toEqual(ratioColumn(a, d, [...second]));
        // a heading that is no ratio is refused however the list was read before
        table[0] = 'odds';
        expect(() => ratioColumn(a, d, table)).toThrow(RangeError);
      }),
      { numRuns: 200, seed: 10 },
    );
  });
});
