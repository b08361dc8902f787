import { describe, expect, it } from 'vitest';
import { hexsideHexes, hexsideKey } from '#kernel/hex/hexside';
import { hexId } from '#kernel/ids';

describe('hexside keys', () => {
  it.each([
    ['2618', '2619', '2618|2619'],
    ['2619', '2618', '2618|2619'],
    ['3301', '3201', '3201|3301'],
  ])('hexsideKey(%s, %s) = %s whichever side it is seen from', (a, b, key) => {
    expect(hexsideKey(hexId(a), hexId(b))).toBe(key);
  });

  it.each([
    ['2618|2619', ['2618', '2619']],
    ['2618', null],
    ['2618|', null],
    ['a|b|c', null],
  ])('hexsideHexes(%j) = %j', (key, expected) => {
    expect(hexsideHexes(key)).toEqual(expected);
  });
});
