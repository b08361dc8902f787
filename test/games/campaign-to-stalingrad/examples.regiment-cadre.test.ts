import { describe, expect, it } from 'vitest';
import { side as asSide } from '#kernel/ids';
import { CtsOrderSchema } from '#games/campaign-to-stalingrad/orders/schema';
import { supplyPhase } from '#games/campaign-to-stalingrad/phases/supply-phase';
import { checkSubmission } from '#games/campaign-to-stalingrad/windows/check';
import { supplyPhaseOrders } from '#games/campaign-to-stalingrad/windows/supply-phase-orders';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { orderChoices } from '#games/campaign-to-stalingrad/order-choices';
import { tinyWorld, type TinyUnit } from './support/tiny-world';

/**
 * CtS 30.1 (3) "A regiment may be used just like a infantry replacement to build up a German
 * infantry division one step. Follow normal Replacement procedures and restrictions." with
 * 21.4 "For a unit in the Cadre Box to receive a Replacement, the Replacement must be stacked
 * on a Front or Army Group HQ ... place the unit in the hex where the Replacement was stacked".
 */
const division = (id: string, extra: Partial<TinyUnit> = {}): TinyUnit => ({ id, side: 'axis', nationality: 'german', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: null as never, where: 'cadre', steps: 0, ...extra });
const regiment = (hex: string): TinyUnit => ({ id: 'reg1', side: 'axis', nationality: 'german', type: 'infantry', size: 'III', faces: ['2-2-4'], hex, where: 'map' });
const agHq: TinyUnit = { id: 'ag', side: 'axis', type: 'army-group-hq', size: 'XXXXX', faces: ['0-2-10'], hex: '1516' };
const rd: TinyUnit = { id: 'rd', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1505' };

const world = (units: TinyUnit[], engine = 'cts-7') => {
  const w = tinyWorld({ units: [rd, agHq, ...units], scenario: { sections: [2] }, engine });
  return { ctx: w.ctx, state: { ...w.state, phasing: 'axis', phase: 'combat', air: { ...w.state.air, segmentDone: true } } as CtsState };
};
const JOIN = { regiment: { unit: 'reg1', joins: 'd1' } };
const codes = (w: ReturnType<typeof world>) => checkSubmission(w.ctx, w.state, { side: asSide('axis'), orders: [CtsOrderSchema.parse(JOIN)] }).map((i) => i.code);
const supply = (w: ReturnType<typeof world>) => supplyPhase(w.ctx, w.state, 'axis', supplyPhaseOrders([JOIN]));

describe('CtS 30.1 (3), 21.4: a regiment brings a German infantry division back from the Cadre Box (engine cts-7)', () => {
  it('stacked on an Army Group HQ, the regiment rebuilds the division there in the Supply Phase, at its lowest step, and leaves the map', () => {
    const w = world([division('d1'), regiment('1516')]);
    expect(codes(w)).toEqual([]);
    const r = supply(w);
    expect(r.state.units.d1).toMatchObject({ where: 'map', hex: '1516', steps: 1 });
    expect(r.state.units.reg1).toMatchObject({ where: 'withdrawn', hex: null });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'cadre-rebuilt', rule: 'CtS 30.1', unit: 'd1', replacement: 'reg1', hex: '1516', steps: 1 }));
  });
  it('the Combat window\'s choices offer it', () => {
    const w = world([division('d1'), regiment('1516')]);
    expect(orderChoices(w.ctx, w.state, 'axis').filter((c) => c.kind === 'regiment').map((c) => c.order)).toContainEqual(JOIN);
  });
  it('"the Replacement must be stacked on a Front or Army Group HQ": a regiment elsewhere does not', () => {
    const w = world([division('d1'), regiment('1514')]);
    expect(codes(w)).toEqual(['not-on-hq']);
    expect(supply(w).state.units.d1!.where).toBe('cadre');
  });
  it('a division not of the German infantry (a Rumanian one) is not rebuilt by a regiment', () => {
    expect(codes(world([division('d1', { nationality: 'rumanian' }), regiment('1516')]))).toEqual(['not-infantry-division']);
  });
});

describe('CtS 30.1 (3) in a game of engine cts-6: as it was played', () => {
  it('a regiment builds up only a division on the map: the order is refused', () => {
    const w = world([division('d1'), regiment('1516')], 'cts-6');
    expect(codes(w)).toEqual(['not-infantry-division']);
    expect(supply(w).state.units.d1!.where).toBe('cadre');
  });
});
