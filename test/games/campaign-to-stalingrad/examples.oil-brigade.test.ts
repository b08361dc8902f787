import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import { side as asSide } from '#kernel/ids';
import { unitOptions } from '#games/campaign-to-stalingrad/options';
import { CtsOrderSchema } from '#games/campaign-to-stalingrad/orders/schema';
import { checkSubmission } from '#games/campaign-to-stalingrad/windows/check';
import { applyOrder } from '#games/campaign-to-stalingrad/windows/apply-order';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { tinyWorld, type TinyUnit } from './support/tiny-world';

/**
 * The Oil Brigade (35.8 D, 37.4 A): "the only function for this unit is its victory point value
 * if exited off the south edge". It moves (it must reach the south edge), it neither fights nor
 * impedes enemy movement, and, like the other non-combat units (16.10 Depots, 21.3
 * Replacements), an enemy unit that enters its hex while it stands alone removes it.
 */
const oil: TinyUnit = { id: 'oil', side: 'axis', type: 'oil', size: 'X', faces: ['0-1-10'], hex: '1510' };
const rifle: TinyUnit = { id: 'r', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1506' };
const infantry: TinyUnit = { id: 'gi', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1510' };

const world = (units: TinyUnit[], phasing: CtsState['phasing'], engine = 'cts-6') => {
  const w = tinyWorld({ units, engine });
  return { ctx: w.ctx, state: { ...w.state, phasing, phase: 'movement' } as CtsState };
};
const move = (unit: string, path: string[]) => CtsOrderSchema.parse({ move: { unit, path } });

describe('CtS 35.8 D: the Oil Brigade moves', () => {
  it('the options list its moves, and check accepts the move they list', () => {
    const w = world([oil, rifle], 'axis');
    const moves = unitOptions(w.ctx, w.state, 'axis', 'oil')[0]!.moves ?? [];
    expect(moves.map((m) => m.hex)).toContain('1512');
    const listed = moves.find((m) => m.hex === '1512')!;
    expect(checkSubmission(w.ctx, w.state, { side: asSide('axis'), orders: [move('oil', listed.path)] }).map((i) => i.code)).toEqual([]);
  });
});

describe('CtS 16.10, 21.3 read for the Oil Brigade: a non-combat unit caught alone', () => {
  it('a Soviet unit may enter the lone Oil Brigade\'s hex, and the Oil Brigade is removed from play: the hex never holds both sides', () => {
    const w = world([oil, rifle], 'soviet');
    const r = applyOrder(w.ctx, w.state, 'soviet', move('r', ['1507', '1508', '1509', '1510']), 0, new FixedDice({}), 't');
    expect(r.state.units['r']!.hex).toBe('1510');
    expect([r.state.units['oil']!.where, r.state.units['oil']!.hex]).toEqual(['withdrawn', null]);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'oil-brigade-caught', unit: 'oil', hex: '1510' }));
  });
  it('passing through its hex catches it too ("an enemy unit enters the hex")', () => {
    const w = world([oil, { ...rifle, faces: ['3-4-6'] }], 'soviet');
    const r = applyOrder(w.ctx, w.state, 'soviet', move('r', ['1507', '1508', '1509', '1510', '1511']), 0, new FixedDice({}), 't');
    expect(r.state.units['oil']!.where).toBe('withdrawn');
  });
  it('stacked with a German combat unit it is not alone: the Soviet unit may not enter', () => {
    const w = world([oil, infantry, rifle], 'soviet');
    const r = applyOrder(w.ctx, w.state, 'soviet', move('r', ['1507', '1508', '1509', '1510']), 0, new FixedDice({}), 't');
    expect(r.events[0]).toMatchObject({ type: 'order-skipped' });
    expect(r.state.units['oil']!.where).toBe('map');
  });
  it('a game of engine cts-5 replays as it was played: the Oil Brigade stays', () => {
    const w = world([oil, rifle], 'soviet', 'cts-5');
    const r = applyOrder(w.ctx, w.state, 'soviet', move('r', ['1507', '1508', '1509', '1510']), 0, new FixedDice({}), 't');
    expect(r.state.units['oil']!.where).toBe('map');
  });
});
