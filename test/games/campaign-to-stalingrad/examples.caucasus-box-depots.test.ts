import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice';
import type { GameEvent } from '#kernel/engine/events';
import { side as asSide } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { OffMapBox } from '#games/campaign-to-stalingrad/state/off-map-box';
import { applyOrder } from '#games/campaign-to-stalingrad/windows/apply-order';
import { checkSubmission } from '#games/campaign-to-stalingrad/windows/check';
import { orderChoices } from '#games/campaign-to-stalingrad/order-choices';
import { templateFor } from '#games/campaign-to-stalingrad/template';
import { supplyPhase } from '#games/campaign-to-stalingrad/phases/supply-phase';
import { unitWith } from '#games/campaign-to-stalingrad/state/unit-record';
import { tinyWorld, type TinySpec, type TinyUnit } from './support/tiny-world';

/**
 * CtS 34.2 "to deliver a Supply Point to create a Supply Depot in one of the two Off-Map boxes
 * simply requires the Line Of Supply to be traced one hex off the south edge ... Only one Depot
 * or Activated Army HQ is necessary for each attack" (engine cts-7). The fragment: a Campaign
 * game (Sections II and III) in the Combat Phase of turn 5, two Soviet rifle divisions (3-4-4
 * here) and two German infantry divisions (8-2-4 here) in the Caucasus box, no Army HQ there.
 */
const SECTION_III = { sections: [2, 3] } as TinySpec['scenario'];
const ger = (id: string): TinyUnit => ({ id, side: 'axis', type: 'infantry', faces: ['8-2-4', '4-1-4'], hex: '2010' });
const rifle = (id: string): TinyUnit => ({ id, side: 'soviet', type: 'rifle', faces: ['3-4-4', '1-2-4'], hex: '2005' });
const IN_BOX: Record<string, OffMapBox> = { gi1: 'caucasus', gi2: 'caucasus', rd1: 'caucasus', rd2: 'caucasus' };

function world(engine: string, phasing: 'axis' | 'soviet' = 'soviet', extra: Partial<CtsState> = {}): { ctx: CtsContext; state: CtsState } {
  const w = tinyWorld({ units: [ger('gi1'), ger('gi2'), rifle('rd1'), rifle('rd2')], scenario: SECTION_III, engine });
  const units = Object.fromEntries(Object.entries(w.state.units).map(([id, u]) => [id, IN_BOX[id] ? unitWith(u, { where: 'off-map', leftMapTurn: 1, box: IN_BOX[id] }) : u]));
  const state = { ...w.state, units, turn: 5, phasing, phase: 'combat', caucasusMarkers: { caucasus: 'kuban-steppes' }, supplyPoints: { axis: 5, soviet: 5 }, transport: { axis: 3, soviet: 3 }, ...extra } as CtsState;
  return { ctx: w.ctx, state };
}
const create = (box: 'caucasus' | 'black-sea-coast') => ({ depot: { createInBox: box } });
const issues = (ctx: CtsContext, state: CtsState, orders: unknown[]) => checkSubmission(ctx, state, { side: asSide(state.phasing), orders }).map((i) => [i.path.join('.'), i.code, i.rule]);
const of = (events: GameEvent[], type: string) => events.filter((e) => e.type === type);
const dice = (w1: number, w2: number, black: number) => new FixedDice({ 't/1/white#1': w1, 't/1/white#2': w2, 't/1/black': black });

describe('CtS 34.2: a Supply Depot created in a Caucasus box (engine cts-7)', () => {
  it('"The Soviet Player may always assume there is a friendly Connecting Rail Hex in each of his Off Map Boxes": 1 SP, no TP, in the Supply Phase', () => {
    const { ctx, state } = world('cts-7');
    expect(issues(ctx, state, [create('caucasus')])).toEqual([]);
    expect(orderChoices(ctx, state, 'soviet').filter((c) => c.kind === 'depot' && c.rule === 'CtS 34.2')).toMatchObject([{ order: create('caucasus') }]);
    expect(JSON.stringify(templateFor(ctx, state, 'soviet'))).toMatch(/depot: \{createInBox: BOX\}/);
    expect(JSON.stringify(templateFor(world('cts-6').ctx, world('cts-6').state, 'soviet'))).not.toMatch(/createInBox/);
    const r = supplyPhase(ctx, state, 'soviet', { depots: [{ index: 0, action: create('caucasus').depot }] });
    expect(of(r.events, 'depot-created')).toMatchObject([{ rule: 'CtS 34.2', side: 'soviet', box: 'caucasus', sp: 1, tp: 0 }]);
    expect(r.state.boxDepots).toEqual([{ side: 'soviet', box: 'caucasus' }]);
  });

  it('a Depot is created only where a unit of the side stands (16.10: never among enemy units alone), and costs a Supply Point', () => {
    const { ctx, state } = world('cts-7');
    expect(issues(ctx, state, [create('black-sea-coast')])).toEqual([['orders.0.depot.createInBox', 'box-depot-no-units', 'CtS 16.10']]);
    const poor = world('cts-7', 'soviet', { supplyPoints: { axis: 5, soviet: 0 } });
    expect(issues(poor.ctx, poor.state, [create('caucasus')])).toEqual([['orders.0.depot.createInBox', 'no-supply-points', 'CtS 16.10']]);
  });

  it('the Axis "must use Transport Points": with no Line of Supply one hex off the south edge through an entry hex, none is created', () => {
    const { ctx, state } = world('cts-7', 'axis');
    expect(issues(ctx, state, [create('caucasus')])).toMatchObject([['orders.0.depot.createInBox', 'no-box-delivery', 'CtS 34.2']]);
    expect(orderChoices(ctx, state, 'axis').filter((c) => c.rule === 'CtS 34.2')).toEqual([]);
  });

  it('"Only one Depot or Activated Army HQ is necessary for each attack": the Depot supplies the box attack at full strength and is used up (16.6)', () => {
    const { ctx, state } = world('cts-7', 'soviet', { boxDepots: [{ side: 'soviet', box: 'caucasus' }] });
    const r = applyOrder(ctx, state, 'soviet', { boxAttack: { box: 'caucasus', attackers: ['rd1', 'rd2'], maximumEffort: 0 } }, 0, dice(4, 4, 2), 't');
    expect(of(r.events, 'box-battle')).toMatchObject([{ attack: 6, supply: { source: 'depot', rule: 'CtS 34.2' } }]);
    expect(of(r.events, 'depot-used')).toMatchObject([{ rule: 'CtS 16.6', side: 'soviet', box: 'caucasus' }]);
    expect(r.state).not.toHaveProperty('boxDepots'); // the state without a box Depot is written as one that never had one
    const none = world('cts-7');
    expect(of(applyOrder(none.ctx, none.state, 'soviet', { boxAttack: { box: 'caucasus', attackers: ['rd1', 'rd2'], maximumEffort: 0 } }, 0, dice(4, 4, 2), 't').events, 'box-battle')).toMatchObject([{ attack: 3, supply: { source: 'none', halved: true } }]);
  });

  it('16.10 read for a box: a Depot whose side has no unit left in the box, with enemy units there, is destroyed', () => {
    const { ctx, state } = world('cts-7', 'soviet', { boxDepots: [{ side: 'axis', box: 'caucasus' }] });
    const gone = { ...state, units: { ...state.units, gi1: unitWith(state.units.gi1!, { steps: 0, where: 'cadre', hex: null, box: undefined }), gi2: unitWith(state.units.gi2!, { steps: 0, where: 'cadre', hex: null, box: undefined }) } };
    const r = applyOrder(ctx, gone, 'soviet', { boxAdvance: { box: 'caucasus' } }, 0, dice(1, 1, 1), 't');
    expect(of(r.events, 'depot-destroyed')).toMatchObject([{ rule: 'CtS 16.10', side: 'axis', box: 'caucasus' }]);
    expect(r.state).not.toHaveProperty('boxDepots');
  });

  it('a cts-6 game creates no Depot in a box and counts none in its attacks (it replays as it was played)', () => {
    const { ctx, state } = world('cts-6');
    expect(issues(ctx, state, [create('caucasus')])).toEqual([['orders.0.depot.createInBox', 'box-depot-not-played', 'CtS 34.2']]);
    expect(orderChoices(ctx, state, 'soviet').filter((c) => c.rule === 'CtS 34.2' && c.kind === 'depot')).toEqual([]);
    const r = applyOrder(ctx, { ...state, boxDepots: [{ side: 'soviet', box: 'caucasus' }] }, 'soviet', { boxAttack: { box: 'caucasus', attackers: ['rd1', 'rd2'], maximumEffort: 0 } }, 0, dice(4, 4, 2), 't');
    expect(of(r.events, 'box-battle')).toMatchObject([{ attack: 3, supply: { source: 'none' } }]);
  });
});
