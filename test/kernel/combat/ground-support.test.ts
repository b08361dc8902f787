import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groundSupportNeed, groundSupportShifts } from '#kernel/combat/ground-support';

/** Shifts won for every die face 1..6: the table of a Ground Support case. */
const byFace = (att: number, def: number, per = 3): number[] => [1, 2, 3, 4, 5, 6].map((f) => groundSupportShifts(groundSupportNeed(att, def, per), f));

describe('Ground Support shifts from net factors (CtS 23.11)', () => {
  it.each([
    // attacker, defender, per shift, favored side, net, sure, die needs, shifts by faces 1..6
    [0, 0, 3, null, 0, 0, null, [0, 0, 0, 0, 0, 0]],
    [1, 0, 3, 'attacker', 1, 0, 5, [0, 0, 0, 0, 1, 1]],
    [2, 0, 3, 'attacker', 2, 0, 3, [0, 0, 1, 1, 1, 1]],
    [3, 0, 3, 'attacker', 3, 1, null, [1, 1, 1, 1, 1, 1]],
    [4, 0, 3, 'attacker', 4, 1, 5, [1, 1, 1, 1, 2, 2]],
    [5, 0, 3, 'attacker', 5, 1, 3, [1, 1, 2, 2, 2, 2]],
    [6, 0, 3, 'attacker', 6, 2, null, [2, 2, 2, 2, 2, 2]],
    [9, 0, 3, 'attacker', 9, 2, null, [2, 2, 2, 2, 2, 2]],
    [5, 1, 3, 'attacker', 4, 1, 5, [1, 1, 1, 1, 2, 2]],
    [2, 2, 3, null, 0, 0, null, [0, 0, 0, 0, 0, 0]],
    [1, 4, 3, 'defender', 3, 1, null, [1, 1, 1, 1, 1, 1]],
    [0, 2, 3, 'defender', 2, 0, 3, [0, 0, 1, 1, 1, 1]],
    // Forest or Major City: six a shift, the remainder scaled (digest A27)
    [1, 0, 6, 'attacker', 1, 0, null, [0, 0, 0, 0, 0, 0]],
    [2, 0, 6, 'attacker', 2, 0, 5, [0, 0, 0, 0, 1, 1]],
    [3, 0, 6, 'attacker', 3, 0, 5, [0, 0, 0, 0, 1, 1]],
    [4, 0, 6, 'attacker', 4, 0, 3, [0, 0, 1, 1, 1, 1]],
    [5, 0, 6, 'attacker', 5, 0, 3, [0, 0, 1, 1, 1, 1]],
    [6, 0, 6, 'attacker', 6, 1, null, [1, 1, 1, 1, 1, 1]],
    [7, 0, 6, 'attacker', 7, 1, null, [1, 1, 1, 1, 1, 1]],
    [10, 0, 6, 'attacker', 10, 1, 3, [1, 1, 2, 2, 2, 2]],
    [12, 0, 6, 'attacker', 12, 2, null, [2, 2, 2, 2, 2, 2]],
  ] as const)('%i GSF vs %i at %i a shift: %s nets %i, %i sure, die needs %s', (att, def, per, side, net, sure, needs, shifts) => {
    const n = groundSupportNeed(att, def, per);
    expect([n.side, n.net, n.sure, n.partial?.needs ?? null]).toEqual([side, net, sure, needs]);
    expect(byFace(att, def, per)).toEqual(shifts);
  });

  it('never gives more than two shifts, nor fewer for more net factors (property)', () => {
    fc.assert(
      fc.property(fc.nat(30), fc.nat(30), fc.constantFrom(3, 6), fc.integer({ min: 1, max: 6 }), (a, d, per, face) => {
        const s = groundSupportShifts(groundSupportNeed(a, d, per), face);
        const more = groundSupportShifts(groundSupportNeed(a + 1, d, per), face);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(2);
        if (a >= d) expect(more).toBeGreaterThanOrEqual(s);
        // symmetric: swapping sides favors the other side as much
        const swapped = groundSupportNeed(d, a, per);
        expect(groundSupportShifts(swapped, face)).toBe(s);
      }),
    );
  });
});
