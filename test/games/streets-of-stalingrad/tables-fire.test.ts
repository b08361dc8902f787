import { describe, expect, it } from 'vitest';
import { fireColumn, fireEffect, readCrt, readEbbt, readWbbt } from '#games/streets-of-stalingrad/combat/fire-tables';
import type { FireResult } from '#games/streets-of-stalingrad/data/tables';
import { scrape, sosTables } from './tables-fixture';

/**
 * The CRT, WBBT and EBBT (reconstructed) against every fact the rulebook text states
 * about them: the printed headings and rows, the legend, the scraped column strings, and
 * the rules and examples that read them. A printed card put in their place is checked the
 * same way.
 */
const T = sosTables();
const code = (c: FireResult) => c;
const isBlank = (c: FireResult) => c === '-';

describe('CRT (9.19, CRT card)', () => {
  it('CRT card: columns are the total AF or DF firing 1-2, 3, 4, 5-6, 7-9, 10-19, 20-29, 30-49, 50+', () => {
    expect(T.crt.columns).toEqual(['1-2', '3', '4', '5-6', '7-9', '10-19', '20-29', '30-49', '50+']);
    expect(T.crt.columnFloors).toEqual([1, 3, 4, 5, 7, 10, 20, 30, 50]);
  });

  it.each([
    [1, '1-2'], [2, '1-2'], [3, '3'], [4, '4'], [6, '5-6'], [9, '7-9'], [10, '10-19'], [19, '10-19'], [29, '20-29'], [49, '30-49'], [50, '50+'], [120, '50+'],
  ])('CRT card: a total of %i AF or DF reads the %s column', (total, column) => {
    expect(fireColumn(T.crt, total)).toBe(column);
  });

  it('9.19: no fire without AF, a total of 0 reads no column', () => {
    expect(() => fireColumn(T.crt, 0)).toThrow(/reads no column/);
  });

  it('9.67 Close Assault Bonus: 15 AF attacks on the 20-29 column, one higher than 10-19; the defender\'s 3 DF fires on the 4 column', () => {
    expect(fireColumn(T.crt, 15)).toBe('10-19');
    expect(fireColumn(T.crt, 15, 1)).toBe('20-29');
    expect(fireColumn(T.crt, 3, 1)).toBe('4');
  });

  it('9.67: there is no column beyond 50+, so a shift from 50+ stays on 50+ (digest inference)', () => {
    expect(fireColumn(T.crt, 60, 1)).toBe('50+');
  });

  it('CRT card: rows are MDR -4 to 10; below -4 reads -4, above 10 reads 10', () => {
    expect(T.crt.mdr).toEqual({ min: -4, max: 10 });
    for (const c of T.crt.columns) {
      expect(readCrt(T.crt, c, -9)).toBe(readCrt(T.crt, c, -4));
      expect(readCrt(T.crt, c, 15)).toBe(readCrt(T.crt, c, 10));
    }
  });

  const firstHalf: [string, string][] = [
    ['1-2', 'D1 D1P P P P -'],
    ['3', 'D1 D1 D1P P P P -'],
    ['4', 'D1 D1 D1 D1P P P P -'],
    ['5-6', 'D1 D1 D1 D1 D1P P P P -'],
    ['7-9', 'D2 D1 D1 D1 D1 D1P P P P'],
    ['10-19', 'D2 D2 D2 D1 D1 D1 D1 D1P P'],
    ['20-29', 'D3 D3 D2 D2 D2 D1 D1 D1 D1P'],
    ['30-49', 'DE D3 D3 D3 D2 D2 D2 D1 D1'],
    ['50+', 'DE DE DE D3 D3 D2 D2 D2 D1P'],
  ];
  it.each(firstHalf)('CRT card, as scraped: column %s for MDR -4 to 4 reads "%s"', (column, printed) => {
    expect(scrape(T.crt.results[column]!.slice(0, 9), code, isBlank)).toBe(printed);
  });

  const secondHalf: [string, string][] = [
    ['1-2', '-'], ['3', '-'], ['4', '-'], ['7-9', '-'], ['10-19', 'P P -'], ['20-29', 'P P P -'], ['30-49', 'D1P P P P -'], ['50+', 'D1P D1P P P P -'],
  ];
  it.each(secondHalf)('CRT card, as scraped: column %s for MDR 5 to 10 reads "%s"', (column, printed) => {
    expect(scrape(T.crt.results[column]!.slice(9), code, isBlank)).toBe(printed);
  });

  it('CRT card, as scraped: column 5-6 prints nothing for MDR 5 to 10 (it already ended in "-" at MDR 4)', () => {
    expect(T.crt.results['5-6']!.slice(8).every(isBlank)).toBe(true);
  });

  it('CRT legend, 16.37, 17.13: the codes are DE, D1, D2, D3, P and D1P, and "-" for no effect, each on the card', () => {
    const codes = new Set(Object.values(T.crt.results).flat());
    expect([...codes].sort()).toEqual(['-', 'D1', 'D1P', 'D2', 'D3', 'DE', 'P']);
  });

  it.each([
    ['DE', { eliminated: 'all', pinned: false }],
    ['D3', { eliminated: 3, pinned: false }],
    ['D1', { eliminated: 1, pinned: false }],
    ['P', { eliminated: 0, pinned: true }],
    ['D1P', { eliminated: 1, pinned: true }],
    ['-', { eliminated: 0, pinned: false }],
  ] as const)('CRT legend: %s means %o (D1P is D1 and P: 16.37, two units lost in an immobilized tank\'s hex)', (c, effect) => {
    expect(fireEffect(c)).toEqual(effect);
  });

  it('15.45: Soviet AA fire at Stukas reads the CRT unmodified; a D2 aborts two Stukas, P results are ignored', () => {
    expect(fireEffect('D2').eliminated).toBe(2);
    expect(fireEffect('P').eliminated).toBe(0);
  });

  it('digest E81 (reconstructed table): 15 AF at MDR 3 reads D1P on the 10-19 column', () => {
    expect(readCrt(T.crt, fireColumn(T.crt, 15), 3)).toBe('D1P');
  });
});

describe('WBBT (14.45, 14.6, WBBT card)', () => {
  it('WBBT card: columns are total IF artillery and/or Stuka AF 1-4, 5-6, 7-9, 10-19, 20-29, 30+', () => {
    expect(T.wbbt.columns).toEqual(['1-4', '5-6', '7-9', '10-19', '20-29', '30+']);
    expect([3, 5, 8, 12, 25, 90].map((af) => fireColumn(T.wbbt, af))).toEqual(T.wbbt.columns);
  });

  it('WBBT card: rows are MDR -1 to 7, and results of 8 or higher are a miss', () => {
    expect(T.wbbt.mdr).toEqual({ min: -1, max: 7 });
    for (const c of T.wbbt.columns) for (const mdr of [8, 9, 14]) expect(readWbbt(T.wbbt, c, mdr)).toBe('miss');
  });

  it('WBBT: a roll below -1 reads -1 (not in the text; as the CRT holds its lowest row)', () => {
    for (const c of T.wbbt.columns) expect(readWbbt(T.wbbt, c, -5)).toBe(readWbbt(T.wbbt, c, -1));
  });

  const printed: [string, string][] = [
    ['1-4', 'P P P -'],
    ['5-6', 'D1P P P P P -'],
    ['7-9', 'D1 D1 P P P P -'],
    ['10-19', 'D1 D1 D1 D1P P P P -'],
    ['20-29', 'D2 D1 D1 D1 D1P P P P -'],
    ['30+', 'D2 D2 D1 D1 D1 D1 D1P P P'],
  ];
  it.each(printed)('WBBT card, as scraped: column %s for MDR -1 to 7 reads "%s"', (column, s) => {
    expect(scrape(T.wbbt.results[column]!, code, isBlank)).toBe(s);
  });

  it('WBBT legend: its codes are the CRT\'s (no DE, no D3)', () => {
    const codes = new Set(Object.values(T.wbbt.results).flat());
    expect([...codes].sort()).toEqual(['-', 'D1', 'D1P', 'D2', 'P']);
  });

  it('digest E82 (reconstructed table): 12 IF AF at MDR 2 reads D1P; at MDR 8 a miss', () => {
    expect(readWbbt(T.wbbt, fireColumn(T.wbbt, 12), 2)).toBe('D1P');
    expect(readWbbt(T.wbbt, fireColumn(T.wbbt, 12), 8)).toBe('miss');
  });
});

describe('EBBT (14.29, 14.52, 15.31, EBBT card)', () => {
  it('EBBT card: columns are total IF artillery or Stuka AF 1-9, 10-19, 20-29, 30-49, 50+; rows MDR 0 to 10+', () => {
    expect(T.ebbt.columns).toEqual(['1-9', '10-19', '20-29', '30-49', '50+']);
    expect(T.ebbt.columnFloors).toEqual([1, 10, 20, 30, 50]);
    expect(T.ebbt.mdr).toEqual({ min: 0, max: 10 });
    for (const c of T.ebbt.columns) expect(readEbbt(T.ebbt, c, 13)).toEqual(readEbbt(T.ebbt, c, 10));
  });

  const printed: [string, string, string][] = [
    ['1-9', '2 1 1 1 1 1 -', '-'],
    ['10-19', '3 2 2 2 2 1 1 1 -', '1 -'],
    ['20-29', '4 3 3 3 2 2 2 2 1 1 -', '1 1 -'],
    ['30-49', '5 4 4 4 3 3 3 2 2 2 1', '1 1 1 -'],
    ['50+', '6 5 5 5 4 4 4 3 3 3 2', '2 1 1 1 -'],
  ];
  it.each(printed)('EBBT card, as scraped: column %s prints P "%s" and DE "%s"', (column, p, de) => {
    const cells = T.ebbt.results[column]!;
    expect(scrape(cells.map((c) => c[0]), String, (n) => n === 0)).toBe(p);
    expect(scrape(cells.map((c) => c[1]), String, (n) => n === 0)).toBe(de);
  });

  it('EBBT card: DE counts units "also eliminated", never more than the units pinned', () => {
    for (const c of T.ebbt.columns) for (const [p, de] of T.ebbt.results[c]!) expect(de).toBeLessThanOrEqual(p);
  });

  it('digest E83 (reconstructed table): 35 German IF AF on 12 Oct, d10 4, +2 (date), -1 (OP on 1039): MDR 5, 3 pinned, none eliminated', () => {
    const mdr = 4 + T.spotting.ebbtDates[1]!.drm + T.spotting.ebbtOpOn1039;
    expect(mdr).toBe(5);
    expect(readEbbt(T.ebbt, fireColumn(T.ebbt, 35), mdr)).toEqual({ pinned: 3, eliminated: 0 });
  });
});
