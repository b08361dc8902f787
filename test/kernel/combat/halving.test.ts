import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { combinedStrength, halveDown } from '#kernel/combat/halving';

describe('halving, rounding down (DoS 1.3, 11.12)', () => {
  it.each([
    [3, 1, 'X1'],
    [2, 1, 'X2'],
    [1, 0, 'X3: a sum or a movement factor may halve to 0'],
    [0, 0, 'nothing stays nothing'],
    [7, 3, 'round down'],
  ])('halveDown(%i) = %i (%s)', (n, expected) => {
    expect(halveDown(n)).toBe(expected);
  });

  it.each<[string, { factor: number; halvings: number }[], number]>([
    ['X4: a single unit with CF 1, halved, stays 1', [{ factor: 1, halvings: 1 }], 1],
    ['X5: two halved units of 3 are added first: (3+3)/2 = 3, not 1+1', [{ factor: 3, halvings: 1 }, { factor: 3, halvings: 1 }], 3],
    ['D13: an OOS single German unit with DF 1 defends with 1', [{ factor: 1, halvings: 1 }], 1],
    ['D14: OOS Hungarian "?" defense rolled 5 gives 2', [{ factor: 5, halvings: 1 }], 2],
    ['no halving: a plain sum', [{ factor: 4, halvings: 0 }, { factor: 5, halvings: 0 }], 9],
    ['halved and whole units: only the halved group is halved', [{ factor: 5, halvings: 0 }, { factor: 3, halvings: 1 }], 6],
    ['two causes on one unit quarter it: 9/4 = 2', [{ factor: 9, halvings: 2 }], 2],
    ['groups by number of causes: 3/2 + (2+3)/4 = 1 + 1', [{ factor: 3, halvings: 1 }, { factor: 2, halvings: 2 }, { factor: 3, halvings: 2 }], 2],
    ['a quartered 1 never drops below 1', [{ factor: 1, halvings: 2 }], 1],
    ['each halved group is at least 1: 6 + max(1, 1/2)', [{ factor: 6, halvings: 0 }, { factor: 1, halvings: 1 }], 7],
    ['printed 0 factors add nothing', [{ factor: 0, halvings: 1 }, { factor: 0, halvings: 0 }], 0],
    ['nobody at all', [], 0],
  ])('%s', (_why, parts, expected) => {
    expect(combinedStrength(parts)).toBe(expected);
  });

  it('refuses negative or fractional halvings and negative factors', () => {
    expect(() => combinedStrength([{ factor: 3, halvings: -1 }])).toThrow(RangeError);
    expect(() => combinedStrength([{ factor: 3, halvings: 0.5 }])).toThrow(RangeError);
    expect(() => combinedStrength([{ factor: -3, halvings: 0 }])).toThrow(RangeError);
  });

  const part = fc.record({ factor: fc.integer({ min: 0, max: 30 }), halvings: fc.integer({ min: 0, max: 3 }) });

  it('property: never above the printed sum, never below 1 when anything was printed', () => {
    fc.assert(
      fc.property(fc.array(part, { maxLength: 10 }), (parts) => {
        const printed = parts.reduce((s, p) => s + p.factor, 0);
        const total = combinedStrength(parts);
        expect(total).toBeLessThanOrEqual(printed);
        expect(total >= 1).toBe(printed >= 1);
      }),
    );
  });

  it('property: order of units does not matter, and one more cause on every unit never helps', () => {
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 10 }), (parts) => {
        expect(combinedStrength([...parts].reverse())).toBe(combinedStrength(parts));
        const worse = parts.map((p) => ({ ...p, halvings: p.halvings + 1 }));
        expect(combinedStrength(worse)).toBeLessThanOrEqual(combinedStrength(parts));
      }),
    );
  });
});
