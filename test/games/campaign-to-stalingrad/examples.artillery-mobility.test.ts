import { describe, expect, it } from 'vitest';
import { side as asSide } from '#kernel/ids';
import { battleOdds } from '#games/campaign-to-stalingrad/rules/combat/odds';
import { unitOptions } from '#games/campaign-to-stalingrad/options';
import { CtsOrderSchema } from '#games/campaign-to-stalingrad/orders/schema';
import { supplyPhase } from '#games/campaign-to-stalingrad/phases/supply-phase';
import { checkSubmission } from '#games/campaign-to-stalingrad/windows/check';
import { supplyPhaseOrders } from '#games/campaign-to-stalingrad/windows/supply-phase-orders';
import { orderChoices } from '#games/campaign-to-stalingrad/order-choices';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { tinyWorld, type TinyUnit } from './support/tiny-world';

/** A Soviet Artillery Division: 12 attack on its non-mobile side (MA 0), 4 attack and MA 4 on its mobile side. */
const art = (mobile = false): TinyUnit => ({ id: 'art', side: 'soviet', type: 'artillery', faces: ['12-2-0'], mobileSide: '4-2-4', hex: '1507', ...(mobile ? { mobile: true } : {}) });
const rifle: TinyUnit = { id: 'r', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1508' };
const axis: TinyUnit = { id: 'gi', side: 'axis', nationality: 'german', type: 'infantry', faces: ['4-4-4', '2-2-4'], hex: '1509' };

const world = (units: TinyUnit[], phasing: CtsState['phasing'], phase: CtsState['phase'], sectionTwo = true) => {
  const w = tinyWorld({ units: [axis, rifle, ...units], scenario: sectionTwo ? { sections: [2] } : {} });
  return { ctx: w.ctx, state: { ...w.state, phasing, phase } as CtsState };
};
const codes = (w: ReturnType<typeof world>, side: 'axis' | 'soviet', orders: unknown[]) =>
  checkSubmission(w.ctx, w.state, { side: asSide(side), orders: orders.map((o) => CtsOrderSchema.parse(o)) }).map((i) => i.code);

describe('Artillery Divisions: Mobility Status (CtS 28.1, 28.2)', () => {
  it('28.1: "On the mobile side they have a severely reduced Attack Factor. On their non-mobile side they have their full Attack Factor, but may not move"', () => {
    const factor = (mobile: boolean) => {
      const w = world([art(mobile)], 'soviet', 'combat');
      return battleOdds(w.ctx, w.state, { attackers: ['r', 'art'], targets: ['1509'], maximumEffort: 0 }).attack.lines.find((l) => l.unit === 'art')!.printed;
    };
    expect(factor(false)).toBe(12);
    expect(factor(true)).toBe(4);
    const fixed = world([art()], 'soviet', 'movement');
    expect(codes(fixed, 'soviet', [{ move: { unit: 'art', path: ['1506'] } }])).toEqual(['artillery-fixed']);
    expect(codes(fixed, 'soviet', [{ rail: { unit: 'art', path: ['1506'] } }])).toEqual(['artillery-fixed']);
    expect(unitOptions(fixed.ctx, fixed.state, 'soviet', 'art')[0]!.moves ?? []).toEqual([]);
    const mobile = world([art(true)], 'soviet', 'movement');
    expect(codes(mobile, 'soviet', [{ move: { unit: 'art', path: ['1506'] } }])).toEqual([]);
    expect((unitOptions(mobile.ctx, mobile.state, 'soviet', 'art')[0]!.moves ?? []).length).toBeGreaterThan(0);
  });

  it('28.2: "may only be changed during the Soviet Supply Phase. At this time the Soviet Player may flip his Artillery Divisions to either side"', () => {
    const w = world([art()], 'soviet', 'combat');
    // given in the Combat window's file, carried out in the Supply Phase after it
    expect(codes(w, 'soviet', [{ mobility: { unit: 'art', side: 'mobile' } }])).toEqual([]);
    const r = supplyPhase(w.ctx, w.state, 'soviet', supplyPhaseOrders([{ mobility: { unit: 'art', side: 'mobile' } }]));
    expect(r.state.units.art!.mobile).toBe(true);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'artillery-flipped', unit: 'art', side: 'mobile', rule: 'CtS 28.2' }));
    // and back, "to either side"
    const back = supplyPhase(w.ctx, r.state, 'soviet', supplyPhaseOrders([{ mobility: { unit: 'art', side: 'fixed' } }]));
    expect(back.state.units.art!.mobile).toBeUndefined();
    expect(JSON.stringify(back.state.units.art)).not.toContain('mobile'); // absent from the JSON on its non-mobile side
    // the choices of the Soviet Combat window offer the flip
    expect(orderChoices(w.ctx, w.state, 'soviet').filter((c) => c.kind === 'mobility').map((c) => c.order)).toEqual([{ mobility: { unit: 'art', side: 'mobile' } }]);
  });

  it('28.2: "The Mobility status chosen may not change until the next Soviet Supply Phase": no flip in the Movement Phase, nor in the Axis Supply Phase', () => {
    expect(codes(world([art()], 'soviet', 'movement'), 'soviet', [{ mobility: { unit: 'art', side: 'mobile' } }])).toEqual(['wrong-window']);
    const axisTurn = world([art()], 'axis', 'combat');
    expect(codes(axisTurn, 'axis', [{ mobility: { unit: 'art', side: 'mobile' } }])).toEqual(['not-yours']);
    const r = supplyPhase(axisTurn.ctx, axisTurn.state, 'axis', supplyPhaseOrders([{ mobility: { unit: 'art', side: 'mobile' } }]));
    expect(r.state.units.art!.mobile).toBeUndefined();
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'order-skipped' }));
  });

  it('28.2 is a rule of Section II: a game without it has no flips; a unit that is no Artillery Division has no sides', () => {
    expect(codes(world([art()], 'soviet', 'combat', false), 'soviet', [{ mobility: { unit: 'art', side: 'mobile' } }])).toEqual(['section-not-played']);
    expect(codes(world([art()], 'soviet', 'combat'), 'soviet', [{ mobility: { unit: 'r', side: 'mobile' } }])).toEqual(['not-artillery']);
  });
});
