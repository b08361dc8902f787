import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import type { KbOrder } from '#games/kharkov-battles/orders/schema';
import { KbPrepError } from '#games/kharkov-battles/preparation/errors';
import type { KbState } from '#games/kharkov-battles/state/types';
import { adjudicatePreparation, checkPreparation, preparationChoices } from '#games/kharkov-battles/windows/preparation/index';
import { realPrep } from './window-prep-fixture';

/** Operation Star turn 5 with points in hand, a reduced LAH regiment and the LVII PanzerKorps HQ due back. */
const { data, state } = realPrep('operation-star', 5, (s: KbState) => ({
  ...s,
  airPoints: { axis: 2, soviet: 3 },
  supportPoints: 2,
  replacementPoints: { ...s.replacementPoints, axis: { mech: 1, nonMech: 2 } },
  units: { ...s.units, 'ger-1-lah': { ...s.units['ger-1-lah']!, steps: 2 }, 'ger-57-pzk': { ...s.units['ger-57-pzk']!, where: 'trt', hex: null, returnTurn: 5 } },
}));
const choices = preparationChoices(data, state, 'axis');
// a few of each kind, so that files of several orders often clash (points, one a turn, one a hex)
const pool = [...new Set(choices.map((c) => c.kind))].flatMap((k) => choices.filter((c) => c.kind === k).slice(0, 4).map((c) => c.order as KbOrder));

describe('KB 4.1 A: a file the check accepts is carried out; one it refuses changes nothing', () => {
  it('files made of ready-made orders, in any order and combination', () => {
    const seen = { accepted: 0, refused: 0 };
    fc.assert(
      fc.property(fc.shuffledSubarray(pool, { minLength: 1, maxLength: 8 }), (file) => {
        const before = structuredClone(state);
        const issues = checkPreparation(data, state, 'axis', file);
        if (issues.length === 0) {
          const out = adjudicatePreparation(data, state, 'axis', file, new FixedDice([]));
          expect(out.events.length).toBeGreaterThan(0);
          seen.accepted++;
        } else {
          seen.refused++;
          expect(() => adjudicatePreparation(data, state, 'axis', file, new FixedDice([]))).toThrow(KbPrepError);
          for (const i of issues) expect(i.path[0]).toBe('orders');
        }
        expect(state).toEqual(before);
      }),
      { numRuns: 40, seed: 17 },
    );
    expect(seen.accepted).toBeGreaterThan(0);
    expect(seen.refused).toBeGreaterThan(0);
  });
});
