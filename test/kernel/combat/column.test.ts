import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lookupColumn, type ColumnLookup } from '#kernel/combat/column';
import { finalOdds } from '#kernel/combat/final-odds';
import { applyShifts, oddsIndex, rawOdds } from '#kernel/combat/odds';

const DOS_CRT = ['1:3', '1:2', '1:1', '2:1', '3:1', '4:1', '5:1', '6:1'];

describe('finding the CRT column (DoS 11.10, 11.29)', () => {
  it.each<[string, ColumnLookup, string]>([
    ['6:1', { column: '6:1' }, 'X18: the 6:1 column, where a 5 is DE'],
    ['1:3', { column: '1:3' }, 'the lowest column'],
    ['7:1', { beyond: 'above' }, 'X20/D6: over 6:1, automatic DE'],
    ['18:1', { beyond: 'above' }, 'X19'],
    ['1:4', { beyond: 'below' }, 'X20/D3: under 1:3, automatic AL1'],
    ['2:1', { column: '2:1' }, 'a middle column'],
  ])('%s -> %j (%s)', (odds, expected) => {
    expect(lookupColumn(oddsIndex(odds)!, DOS_CRT)).toEqual(expected);
  });

  it('X19 end to end: 20 vs 1 with 2L is 18:1, beyond the top, never the 6:1 column', () => {
    const f = finalOdds(20, 1, [-1, -1], DOS_CRT);
    expect(f.raw.label).toBe('20:1');
    expect(f.label).toBe('18:1');
    expect(f.shift).toBe(-2);
    expect(f.lookup).toEqual({ beyond: 'above' });
  });

  it('X14 + X16 end to end: 26 vs 7 in hills is 2:1', () => {
    expect(finalOdds(26, 7, [-1], DOS_CRT).lookup).toEqual({ column: '2:1' });
  });

  it('headings may come in any order; gaps fall to the lower heading', () => {
    const gappy = ['5:1', '1:1', '3:1'];
    expect(lookupColumn(oddsIndex('4:1')!, gappy)).toEqual({ column: '3:1' });
    expect(lookupColumn(oddsIndex('2:1')!, gappy)).toEqual({ column: '1:1' });
    expect(lookupColumn(oddsIndex('5:1')!, gappy)).toEqual({ column: '5:1' });
    expect(lookupColumn(oddsIndex('6:1')!, gappy)).toEqual({ beyond: 'above' });
  });

  it('refuses a table with no columns or a heading off the ladder', () => {
    expect(() => lookupColumn(0, [])).toThrow(RangeError);
    expect(() => lookupColumn(0, ['1:1', '3:2'])).toThrow(RangeError);
  });

  it('property: shifting then looking up never clamps early (the result depends only on the net index)', () => {
    const strength = fc.integer({ min: 1, max: 120 });
    const shifts = fc.array(fc.integer({ min: -3, max: 3 }), { maxLength: 6 });
    fc.assert(
      fc.property(strength, strength, shifts, (a, d, s) => {
        const index = applyShifts(rawOdds(a, d).index, s);
        const found = lookupColumn(index, DOS_CRT);
        if (index > 5) expect(found).toEqual({ beyond: 'above' });
        else if (index < -2) expect(found).toEqual({ beyond: 'below' });
        else expect(found).toEqual({ column: DOS_CRT[index + 2] });
        // Shifting in steps or all at once lands in the same place.
        expect(s.reduce((i, x) => applyShifts(i, [x]), rawOdds(a, d).index)).toBe(index);
      }),
    );
  });
});
