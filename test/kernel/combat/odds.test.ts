import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyShifts, oddsIndex, oddsLabel, rawOdds } from '#kernel/combat/odds';

describe('raw odds (DoS 11.8, 11.9)', () => {
  it.each([
    [26, 7, '3:1', 2, 'X14: 26/7 = 3.71, rounded down'],
    [5, 11, '1:3', -2, 'X15: 11/5 = 2.2, rounded up'],
    [6, 6, '1:1', 0, 'D1'],
    [5, 6, '1:2', -1, 'D2: 6/5 = 1.2, rounded up'],
    [1, 4, '1:4', -3, 'D3: below the 1:3 column'],
    [20, 1, '20:1', 19, 'X19 raw odds'],
    [13, 2, '6:1', 5, '6.5 rounds down'],
    [12, 2, '6:1', 5, 'exact'],
    [7, 14, '1:2', -1, 'exact'],
  ])('%i vs %i = %s (index %i): %s', (attack, defense, label, index) => {
    expect(rawOdds(attack, defense)).toEqual({ attack, defense, index, label });
  });

  it.each([[0, 5], [5, 0], [-1, 3], [Number.POSITIVE_INFINITY, 3], [Number.NaN, 3]])(
    'refuses %d vs %d: strengths must be positive',
    (a, d) => {
      expect(() => rawOdds(a, d)).toThrow(RangeError);
    },
  );
});

describe('column shifts on the ladder (DoS 11.11, 11.29)', () => {
  it.each([
    ['3:1', [-1], '2:1', 'X16: hills 1L'],
    ['3:1', [-2], '1:1', 'X17: mountains 2L'],
    ['20:1', [-2], '18:1', 'X19: never clamp to 6:1 before shifting'],
    ['2:1', [-2], '1:2', 'D4'],
    ['1:2', [-1], '1:3', 'D5'],
    ['6:1', [1], '7:1', 'D6'],
    ['5:1', [1, -2], '4:1', 'D8: 1R (5.6) and 2L (city)'],
    ['4:1', [-2], '2:1', 'D7: MA 2L'],
    ['1:3', [-4], '1:7', 'past the bottom'],
    ['1:1', [], '1:1', 'no shifts'],
  ])('%s with %j = %s (%s)', (from, shifts, to) => {
    expect(oddsLabel(applyShifts(oddsIndex(from)!, shifts))).toBe(to);
  });

  it.each([
    [0, '1:1'], [1, '2:1'], [5, '6:1'], [17, '18:1'], [-1, '1:2'], [-2, '1:3'], [-6, '1:7'],
  ])('oddsLabel(%i) = %s and back', (index, label) => {
    expect(oddsLabel(index)).toBe(label);
    expect(oddsIndex(label)).toBe(index);
  });

  it.each([['3-1', 2], ['1 : 3', -2], ['3:2', null], ['0:1', null], ['1:0', null], ['even', null]])(
    'oddsIndex(%j) = %j',
    (label, index) => {
      expect(oddsIndex(label)).toBe(index);
    },
  );

  it('property: the index never falls as attack grows, never rises as defense grows', () => {
    const strength = fc.integer({ min: 1, max: 200 });
    fc.assert(
      fc.property(strength, strength, fc.integer({ min: 0, max: 50 }), (a, d, more) => {
        const base = rawOdds(a, d).index;
        expect(rawOdds(a + more, d).index).toBeGreaterThanOrEqual(base);
        expect(rawOdds(a, d + more).index).toBeLessThanOrEqual(base);
      }),
    );
  });

  it('property: the label reads back as the index; attack >= defense exactly when index >= 0', () => {
    const strength = fc.integer({ min: 1, max: 200 });
    fc.assert(
      fc.property(strength, strength, (a, d) => {
        const o = rawOdds(a, d);
        expect(oddsIndex(o.label)).toBe(o.index);
        expect(o.index >= 0).toBe(a >= d);
      }),
    );
  });
});
