import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { adjudicateMovement } from '#games/kharkov-battles/windows/movement/index';
import type { KbOrder } from '#games/kharkov-battles/orders/schema';
import type { KbStanding } from '#games/kharkov-battles/orders/standing';
import { ENV, onKb } from './game-fixture';

const LABEL = 'T03/soviet-movement';
const RIFLES = ['sov-183-rd-kb', 'sov-305-rd-kb', 'sov-167-rd-kb'];

/**
 * KB 6.11: "If stacks of units exceed these restrictions at that time, the excess must be
 * immediately eliminated by the owning player"; 16.31: "Whenever a Soviet rifle (not Guards
 * rifle) division ... is eliminated, determine if it can trace a supply line of any length to
 * a supply source. If it can, it is placed in the Replacement Pool ... If unable to trace, it
 * is permanently eliminated." Three Soviet rifle divisions hold 3214, far from any Axis unit;
 * a fourth moves in from 3213 and the Soviet player's standing `lossOrder` names it first.
 */
describe('KB 6.11 with 16.31: a rifle division eliminated for over-stacking', () => {
  const orders: KbOrder[] = [{ move: { unit: 'sov-100-rd-kb', path: ['3214'] } }];
  const standing = (lossOrder: string[]): Record<'axis' | 'soviet', KbStanding | null> => ({ axis: null, soviet: { lossOrder } });

  it('goes to the Replacement Pool when it can trace a supply line from the hex it is eliminated in', () => {
    const state = onKb({ '3213': ['sov-100-rd-kb'], '3214': RIFLES }, { side: 'soviet' });
    const { state: after, events } = adjudicateMovement(ENV, state, 'soviet', orders, standing(['sov-100-rd-kb']), new FixedDice([]), LABEL);
    expect(events.filter((e) => e.type === 'over-stacked-eliminated')).toEqual([{ type: 'over-stacked-eliminated', unit: 'sov-100-rd-kb', hex: '3214', to: 'replacement-pool', rule: 'KB 6.11, 6.24, 16.31' }]);
    expect(after.units['sov-100-rd-kb']).toMatchObject({ where: 'replacement-pool', hex: null, returnTurn: null });
  });

  it('a Guards rifle division in its place is permanently eliminated all the same (16.31 "not Guards rifle")', () => {
    const state = onKb({ '3213': ['sov-25g-rd-kb'], '3214': RIFLES }, { side: 'soviet' });
    const move: KbOrder[] = [{ move: { unit: 'sov-25g-rd-kb', path: ['3214'] } }];
    const { state: after, events } = adjudicateMovement(ENV, state, 'soviet', move, standing(['sov-25g-rd-kb']), new FixedDice([]), LABEL);
    expect(events.filter((e) => e.type === 'over-stacked-eliminated')).toMatchObject([{ unit: 'sov-25g-rd-kb', to: 'permanent-dead', rule: 'KB 6.11, 6.24' }]);
    expect(after.units['sov-25g-rd-kb']).toMatchObject({ where: 'permanent-dead', hex: null });
  });
});
