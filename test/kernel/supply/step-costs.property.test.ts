import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepCosts } from '#kernel/supply/step-costs';

/** A few counts arrays, as a search's rules hand out: the same object again, or an equal one that is another object. */
const COUNTS: readonly (readonly number[])[] = [[0, 0], [0, 1], [1, 0], [1, 1], [0, 0], [2]];

const opArb = fc.record({ step: fc.integer({ min: 0, max: 40 }), cost: fc.option(fc.integer({ min: 0, max: COUNTS.length - 1 }), { nil: undefined }) });

describe('a search step costs table (kernel)', () => {
  it('answers each step with the very counts object (or null) set for it last, undefined before, as a plain Map does', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 200 }), fc.boolean(), (ops, nulls) => {
        const table = stepCosts(41);
        const plain = new Map<number, readonly number[] | null>();
        for (const { step, cost } of ops) {
          if (cost !== undefined) {
            const value = nulls && cost === 5 ? null : COUNTS[cost]!;
            table.set(step, value);
            plain.set(step, value);
          }
          for (let s = 0; s <= 40; s++) expect(table.get(s)).toBe(plain.get(s));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('holds more steps than V8 keeps in a fast plain array (2,884 hexes * 6 steps)', () => {
    const table = stepCosts(2884 * 6);
    const last = 2884 * 6 - 1;
    expect(table.get(last)).toBeUndefined();
    table.set(last, COUNTS[3]!);
    table.set(0, null);
    expect([table.get(last), table.get(0), table.get(1)]).toEqual([COUNTS[3], null, undefined]);
  });
});
