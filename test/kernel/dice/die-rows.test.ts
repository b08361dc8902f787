import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDieRows, dieRowsSpan, modifyRoll, readDieRows, type DieRow } from '#kernel/dice/die-rows';

const ATTRITION: DieRow<string>[] = [
  { to: 4, result: 'none' },
  { from: 5, to: 7, result: 'one step' },
  { from: 8, result: 'two steps' },
];

describe('a table read by a modified die roll', () => {
  it.each([[-3, 'none'], [0, 'none'], [4, 'none'], [5, 'one step'], [7, 'one step'], [8, 'two steps'], [14, 'two steps']])(
    'a roll of %i reads "%s" (open ends read everything beyond them)',
    (roll, result) => {
      expect(readDieRows(ATTRITION, roll).result).toBe(result);
    },
  );

  it('a closed end refuses a roll beyond it', () => {
    const rows: DieRow<number>[] = [{ from: 0, to: 4, result: 0 }, { from: 5, to: 9, result: 1 }];
    expect(() => readDieRows(rows, 10)).toThrow(/no row/);
    expect(() => readDieRows(rows, -1)).toThrow(/no row/);
    expect(dieRowsSpan(rows)).toEqual({ min: 0, max: 9 });
    expect(dieRowsSpan(ATTRITION)).toEqual({ min: null, max: null });
  });

  it('names every fault of a table\'s rows', () => {
    expect(checkDieRows(ATTRITION)).toEqual([]);
    expect(checkDieRows([])).toEqual(['a table needs at least one row']);
    expect(checkDieRows([{ to: 3, result: 'a' }, { from: 5, result: 'b' }])).toEqual([
      'row 2: starts at 5, the row before ends at 3 (rows must join with no gap or overlap)',
    ]);
    expect(checkDieRows([{ to: 3, result: 'a' }, { from: 3, result: 'b' }])).toHaveLength(1);
    expect(checkDieRows([{ from: 0, result: 'a' }, { to: 9, result: 'b' }])).toEqual([
      'row 1: only the last row may leave "to" open',
      'row 2: only the first row may leave "from" open',
    ]);
    expect(checkDieRows([{ from: 4, to: 2, result: 'a' }])).toEqual(['row 1: from 4 is above to 2']);
  });

  it('adds the modifiers and holds the sum within the limits (KB 19.22: a Freeze attrition roll of 9 stays 9)', () => {
    expect(modifyRoll(9, [{ reason: 'Freeze', drm: 1, rule: 'KB 19.22' }], { max: 9 }).value).toBe(9);
    expect(modifyRoll(8, [{ reason: 'Freeze', drm: 1 }], { max: 9 }).value).toBe(9);
    expect(modifyRoll(2, [{ reason: 'Popov out of gas', drm: -3 }, { reason: 'Guards', drm: 1 }]).value).toBe(0);
    expect(modifyRoll(2, [{ reason: 'x', drm: -3 }], { min: 0 }).value).toBe(0);
    expect(() => modifyRoll(2, [{ reason: 'x', drm: 0.5 }])).toThrow(RangeError);
  });

  it('a higher roll never reads an earlier row (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 20 }), fc.integer({ min: 0, max: 5 }), (roll, up) => {
        const a = ATTRITION.indexOf(readDieRows(ATTRITION, roll));
        const b = ATTRITION.indexOf(readDieRows(ATTRITION, roll + up));
        expect(b).toBeGreaterThanOrEqual(a);
      }),
    );
  });
});
