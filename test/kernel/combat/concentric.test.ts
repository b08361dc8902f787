import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isConcentric } from '#kernel/combat/concentric';

describe('concentric attack geometry (DoS 11.28, digest CB-12)', () => {
  it.each<[number[], boolean, string]>([
    [[0, 2, 4], true, 'D9: alternating triple'],
    [[1, 3, 5], true, 'the other alternating triple'],
    [[0, 3], true, 'D10: an opposite pair'],
    [[2, 5], true, 'an opposite pair'],
    [[0, 1, 2, 3], true, 'four directions'],
    [[0, 1, 3, 4], true, 'four directions'],
    [[0, 1, 2], false, 'three adjacent directions'],
    [[0, 1, 4], true, 'a spread triple always holds an opposite pair (1, 4)'],
    [[5, 0, 1], false, 'three adjacent directions across direction 0'],
    [[0, 2], false, 'two directions one apart'],
    [[0, 1], false, 'two neighbouring directions'],
    [[4], false, 'one direction'],
    [[], false, 'no attackers'],
    [[0, 0, 0, 2], false, 'repeats do not count twice'],
    [[6, 9], true, 'read modulo 6: 0 and 3'],
  ])('%j -> %s (%s)', (dirs, expected) => {
    expect(isConcentric(dirs)).toBe(expected);
  });

  it('property: turning the whole attack does not change the answer; adding an attacker never undoes it', () => {
    const dirs = fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 6 });
    fc.assert(
      fc.property(dirs, fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }), (d, turn, extra) => {
        expect(isConcentric(d.map((x) => (x + turn) % 6))).toBe(isConcentric(d));
        if (isConcentric(d)) expect(isConcentric([...d, extra])).toBe(true);
      }),
    );
  });
});
