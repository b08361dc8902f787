import { describe, expect, it } from 'vitest';
import { formatLabel, splitLabel } from '#kernel/hex/label';

describe('four-digit hex labels', () => {
  it.each([
    ['0233', { first: 2, second: 33 }],
    ['5102', { first: 51, second: 2 }],
    ['0000', { first: 0, second: 0 }],
    ['233', null],
    [' 0233', null],
    ['0x33', null],
  ])('splitLabel(%j) = %j', (label, expected) => {
    expect(splitLabel(label)).toEqual(expected);
  });

  it('formats with leading zeros and refuses what four digits cannot hold', () => {
    expect(formatLabel(2, 33)).toBe('0233');
    expect(() => formatLabel(100, 1)).toThrow(RangeError);
    expect(() => formatLabel(1.5, 1)).toThrow(RangeError);
    expect(() => formatLabel(-1, 1)).toThrow(RangeError);
  });
});
