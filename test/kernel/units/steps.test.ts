import { describe, expect, it } from 'vitest';
import { isLastStep, isReduced, loseStep, loseSteps } from '#kernel/units/steps';

const unit = (steps: number, maxSteps: number) => ({ id: 'ger-24pz', steps, maxSteps });

describe('step losses (DoS 2.12, 11.32, 11.36)', () => {
  it('a full two-step unit flips to its reduced side and keeps everything else', () => {
    expect(loseStep(unit(2, 2))).toEqual({ id: 'ger-24pz', steps: 1, maxSteps: 2 });
  });

  it.each([[1, 1], [1, 2]])('a unit with %i step of %i is eliminated', (steps, max) => {
    expect(loseStep(unit(steps, max))).toBeNull();
  });

  it('does not change the unit it was given', () => {
    const u = unit(2, 2);
    loseStep(u);
    expect(u.steps).toBe(2);
  });

  it.each<[number, number, number, number | null]>([
    [3, 3, 0, 3], [3, 3, 1, 2], [3, 3, 2, 1], [3, 3, 3, null], [2, 3, 5, null],
  ])('a unit with %i of %i steps losing %i keeps %s', (steps, max, n, left) => {
    expect(loseSteps(unit(steps, max), n)?.steps ?? null).toBe(left);
  });

  it('refuses a negative or fractional loss', () => {
    expect(() => loseSteps(unit(2, 2), -1)).toThrow(RangeError);
    expect(() => loseSteps(unit(2, 2), 0.5)).toThrow(RangeError);
  });

  it('D11 / E9: a reduced two-step unit is on its last step, a full one is not', () => {
    expect(isLastStep(unit(1, 2))).toBe(true);
    expect(isReduced(unit(1, 2))).toBe(true);
    expect(isLastStep(unit(2, 2))).toBe(false);
    expect(isReduced(unit(2, 2))).toBe(false);
    expect(isLastStep(unit(1, 1))).toBe(true);
    expect(isReduced(unit(1, 1))).toBe(false);
  });
});
