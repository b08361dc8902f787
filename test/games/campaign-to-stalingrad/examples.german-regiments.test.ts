import { describe, expect, it } from 'vitest';
import { side as asSide } from '#kernel/ids';
import { FixedDice } from '#kernel/dice';
import { CtsOrderSchema } from '#games/campaign-to-stalingrad/orders/schema';
import { supplyPhase } from '#games/campaign-to-stalingrad/phases/supply-phase';
import { applyOrder } from '#games/campaign-to-stalingrad/windows/apply-order';
import { checkSubmission } from '#games/campaign-to-stalingrad/windows/check';
import { supplyPhaseOrders } from '#games/campaign-to-stalingrad/windows/supply-phase-orders';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { orderChoices } from '#games/campaign-to-stalingrad/order-choices';
import { tinyWorld, type TinyUnit } from './support/tiny-world';

const division = (id: string, hex: string, extra: Partial<TinyUnit> = {}): TinyUnit => ({ id, side: 'axis', nationality: 'german', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex, ...extra });
const regiment = (n: number, where: TinyUnit['where'] = 'withdrawn', hex = '1515'): TinyUnit => ({ id: `reg${n}`, side: 'axis', nationality: 'german', type: 'infantry', size: 'III', faces: ['2-2-4'], hex, where });
const agHq: TinyUnit = { id: 'ag', side: 'axis', type: 'army-group-hq', size: 'XXXXX', faces: ['0-2-10'], hex: '1516' };
const rd: TinyUnit = { id: 'rd', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1505' };

const world = (units: TinyUnit[], phase: CtsState['phase'], opts: { sectionTwo?: boolean; replacements?: { side: 'axis'; type: string; hex: string }[] } = {}) => {
  const w = tinyWorld({ units: [rd, ...units], scenario: opts.sectionTwo === false ? {} : { sections: [2] }, ...(opts.replacements ? { replacements: opts.replacements } : {}) });
  return { ctx: w.ctx, state: { ...w.state, phasing: 'axis', phase, air: { ...w.state.air, segmentDone: true } } as CtsState };
};
const codes = (w: ReturnType<typeof world>, orders: unknown[]) => checkSubmission(w.ctx, w.state, { side: asSide('axis'), orders: orders.map((o) => CtsOrderSchema.parse(o)) }).map((i) => i.code);
const run = (w: ReturnType<typeof world>, orders: unknown[]) =>
  orders.reduce<{ state: CtsState; events: { type: string }[] }>(
    (acc, o, i) => {
      const r = applyOrder(w.ctx, acc.state, 'axis', CtsOrderSchema.parse(o), i, new FixedDice({}), 'T01/axis-movement');
      return { state: r.state, events: [...acc.events, ...r.events] };
    },
    { state: w.state, events: [] },
  );

describe('German Infantry Regiments (CtS 30.0-30.1)', () => {
  it('30.0: "For each regiment formed one infantry division must be reduced one step ... placed in the hex with the infantry division"', () => {
    const w = world([division('d1', '1515'), regiment(1), regiment(2)], 'movement');
    expect(codes(w, [{ regiment: { division: 'd1' } }])).toEqual([]);
    const r = run(w, [{ regiment: { division: 'd1' } }]);
    expect(r.state.units.d1!.steps).toBe(1);
    expect(r.state.units.reg1).toMatchObject({ where: 'map', hex: '1515', steps: 1 });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'regiment-created', unit: 'reg1', from: 'd1', rule: 'CtS 30.0' }));
    // the Movement window's choices offer it
    expect(orderChoices(w.ctx, w.state, 'axis').filter((c) => c.kind === 'regiment').map((c) => c.order)).toEqual([{ regiment: { division: 'd1' } }]);
    // a division on its last step has no step to give
    expect(codes(world([division('d1', '1515', { steps: 1 }), regiment(1)], 'movement'), [{ regiment: { division: 'd1' } }])).toEqual(['last-step']);
  });

  it('30.0: "If the division has already moved in that Movement Phase, then the regiment may not move. If the division has not moved, then both may be moved normally"', () => {
    const w = world([division('d1', '1515'), regiment(1)], 'movement');
    expect(codes(w, [{ regiment: { division: 'd1' } }, { move: { unit: 'reg1', path: ['1514'] } }, { move: { unit: 'd1', path: ['1516'] } }])).toEqual([]);
    expect(codes(w, [{ move: { unit: 'd1', path: ['1516'] } }, { regiment: { division: 'd1' } }, { move: { unit: 'reg1', path: ['1517'] } }])).toEqual(['moved-twice']);
  });

  it('30.0: created in the Axis Movement Phase; 30.1(2): "a maximum of three regiments in play at one time"', () => {
    expect(codes(world([division('d1', '1515'), regiment(1)], 'combat'), [{ regiment: { division: 'd1' } }])).toEqual(['wrong-window']);
    const three = world([division('d1', '1515'), regiment(1, 'map', '1512'), regiment(2, 'map', '1512'), regiment(3, 'map', '1513'), regiment(4)], 'movement');
    expect(codes(three, [{ regiment: { division: 'd1' } }])).toEqual(['regiments-limit']);
    expect(codes(world([division('d1', '1515'), regiment(1)], 'movement', { sectionTwo: false }), [{ regiment: { division: 'd1' } }])).toEqual(['section-not-played']);
  });

  it('30.1(1): "Supply, enemy ZOCs, weather, Disruption, or Isolation has no bearing on the creation of a regiment"', () => {
    const w = world([division('d1', '1506', { outOfSupply: true, disrupted: true }), regiment(1)], 'movement'); // next to the Soviet division in 1505
    expect(codes(w, [{ regiment: { division: 'd1' } }])).toEqual([]);
  });

  it('30.0: "the Axis Player may create a regiment with an Infantry Replacement ... during the Supply Phase ... The replacement unit must be located on an Army Group HQ"', () => {
    const w = world([agHq, regiment(1)], 'combat', { replacements: [{ side: 'axis', type: 'german-infantry', hex: '1516' }] });
    expect(codes(w, [{ regiment: { replacement: '1516' } }])).toEqual([]);
    const pool = w.state.replacementPool.axis['german-infantry'] ?? 0;
    const r = supplyPhase(w.ctx, w.state, 'axis', supplyPhaseOrders([{ regiment: { replacement: '1516' } }]));
    expect(r.state.units.reg1).toMatchObject({ where: 'map', hex: '1516' });
    expect(r.state.replacementsOnMap).toEqual([]);
    expect(r.state.replacementPool.axis['german-infantry']).toBe(pool + 1);
    // not on an Army Group HQ: refused
    const off = world([regiment(1)], 'combat', { replacements: [{ side: 'axis', type: 'german-infantry', hex: '1517' }] });
    expect(codes(off, [{ regiment: { replacement: '1517' } }])).toEqual(['no-replacement-on-hq']);
  });

  it('30.1(3)-(4): "A regiment may be used just like a infantry replacement to build up a German infantry division one step" (any division, 21.5(1): one replacement a turn)', () => {
    const w = world([division('d2', '1515', { steps: 1 }), regiment(1, 'map', '1515')], 'combat', { replacements: [{ side: 'axis', type: 'german-infantry', hex: '1515' }] });
    expect(codes(w, [{ regiment: { unit: 'reg1', joins: 'd2' } }])).toEqual([]);
    const r = supplyPhase(w.ctx, w.state, 'axis', supplyPhaseOrders([{ regiment: { unit: 'reg1', joins: 'd2' } }]));
    expect(r.state.units.d2!.steps).toBe(2);
    expect(r.state.units.reg1).toMatchObject({ where: 'withdrawn', hex: null });
    expect(r.state.replacementsOnMap).toHaveLength(1); // the replacement in the hex gives the division no second step this turn
    // a division that fought in the Combat Phase just before is not built up (21.5(2))
    const fought = world([division('d2', '1515', { steps: 1, attacked: true }), regiment(1, 'map', '1515')], 'combat');
    expect(codes(fought, [{ regiment: { unit: 'reg1', joins: 'd2' } }])).toEqual(['fought']);
  });
});
