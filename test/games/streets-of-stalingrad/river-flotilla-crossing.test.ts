import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import { windowRules } from '#games/streets-of-stalingrad/windows/index';
import { flotillaProblems, newFlotillaTally } from '#games/streets-of-stalingrad/flotilla/check-flotilla';
import { ctxAt, fragment } from './movement-window-fixture';

/**
 * SoS 16.52-16.54 in the Soviet Movement Phase of 14 September (turn 2): the River Flotilla
 * (sov-rf-1, EB-C) is placed in the Volga hex 0230 with a Guards company crossing from EB-C
 * through it; II/191's two companies on the bank in 0431 fire at the crossers there (11.5).
 */
const W = 'soviet-movement';
const CROSS = { move: { units: ['sov-1-42g'], path: ['0230', '0330', '0429'] } };
const FIRE = 'T02/soviet-movement/of/0/1/r0/0431';
const ctx = { ...ctxAt(2, W), standing: { german: { opportunityFire: [{ hex: '0431', targets: 'crossers' as const }] }, soviet: null } };
const position = () => fragment({ 'sov-1-42g': 'EB-C', 'sov-rf-1': 'EB-C', 'ger-71-5-191': '0431', 'ger-71-6-191': '0431' });
const run = (orders: unknown[], dice: Record<string, number>, sequence: number[] = []) => windowRules(W).adjudicate(ctx, position(), orders as SosOrder[], FixedDice.mixed(dice, sequence));
const check = (orders: unknown[], state = position()) => windowRules(W).check(ctx, state, orders as SosOrder[]).map((i) => [i.path.join('.'), i.code, i.rule]);

describe('SoS 16.52, 16.53: the River Flotilla placed in a movement phase', () => {
  it('is placed from its box in a solid Volga hex at the start of the phase, by itself or with the crossers', () => {
    expect(check([CROSS, { flotilla: { units: ['sov-rf-1'], at: '0230', takeLosses: true } }])).toEqual([]);
    expect(check([{ flotilla: { units: ['sov-rf-1'], at: '0330' } }])).toEqual([]);
  });

  it('refuses a river bank hex, a unit not of the River Flotilla, and one used this turn', () => {
    expect(check([{ flotilla: { units: ['sov-rf-1', 'sov-1-42g'], at: '0429' } }])).toEqual([
      ['orders.0.flotilla.at', 'not-solid-volga', 'SoS 16.53'],
      ['orders.0.flotilla.units.1', 'not-flotilla', 'SoS 16.51'],
    ]);
    const used = { ...position(), flotillaUsed: [{ unit: 'sov-rf-1', turn: 2, phase: 5, box: 'EB-C', takeLosses: false }] };
    expect(check([{ flotilla: { units: ['sov-rf-1'], at: '0230' } }], used)).toEqual([['orders.0.flotilla.units.0', 'used-this-turn', 'SoS 16.52']]);
  });
});

describe('SoS 16.54: the River Flotilla takes the crossers\' losses to German opportunity fire', () => {
  it('16.54 example (E60), in the window: a D1 on the crossing Guards in 0230: the River Flotilla placed to take losses is eliminated instead and the Guards land in 0429; at the end of the phase it rolls for its return (16.57: 3, 2 turns)', () => {
    const r = run([CROSS, { flotilla: { units: ['sov-rf-1'], at: '0230', takeLosses: true } }], { [FIRE]: 1, 'T02/soviet-movement/flotilla/sov-rf-1/return': 3 });
    expect(r.events.find((e) => e.type === 'opportunity-fire')).toMatchObject({ hex: '0230', result: 'D1', eliminated: ['sov-rf-1'] });
    expect(r.state.pieces['sov-rf-1']).toMatchObject({ at: null, eliminated: true });
    expect(r.state.pieces['sov-1-42g']).toMatchObject({ at: '0429', eliminated: false });
    expect(r.events.find((e) => e.type === 'flotilla-return-rolled')).toMatchObject({ unit: 'sov-rf-1', die: 3, turns: 2, returnTurn: 4, box: 'EB-C' });
    expect(r.state.flotillaReturns).toEqual([{ unit: 'sov-rf-1', turn: 4, box: 'EB-C' }]);
  });

  it('placed without takeLosses, it is not lost: the Guards are', () => {
    const r = run([CROSS, { flotilla: { units: ['sov-rf-1'], at: '0230' } }], { [FIRE]: 1 });
    expect(r.events.find((e) => e.type === 'opportunity-fire')).toMatchObject({ result: 'D1', eliminated: ['sov-1-42g'] });
    expect(r.state.pieces['sov-rf-1']).toMatchObject({ at: 'EB-C', eliminated: false });
  });

  it('SoS 16.57: a P pins it with the crossers and puts it back in its box at once, pinned, used this turn', () => {
    const r = run([CROSS, { flotilla: { units: ['sov-rf-1'], at: '0230', takeLosses: true } }], { [FIRE]: 5 });
    expect(r.events.find((e) => e.type === 'opportunity-fire')).toMatchObject({ eliminated: [] });
    // 16.57: "A 'P' = immediately place the pinned RF unit(s) in any East Bank box until the next turn"
    expect(r.events.filter((e) => e.type === 'flotilla-returned')).toEqual([{ type: 'flotilla-returned', rule: 'SoS 16.57', pinned: true, units: [{ unit: 'sov-rf-1', box: 'EB-C' }] }]);
    expect(r.state.pieces['sov-rf-1']).toMatchObject({ at: 'EB-C', pinned: true });
    expect(r.state.flotillaUsed).toEqual([{ unit: 'sov-rf-1', turn: 2, phase: 10, box: 'EB-C', takeLosses: true }]);
  });
});

describe('SoS 16.53: at most two River Flotilla units in one Volga hex', () => {
  it('refuses a third where two are already placed (one RF a scenario: the two are counted as the tally holds them)', () => {
    const tally = newFlotillaTally();
    tally.perHex.set('0230', 2);
    const issues = flotillaProblems(ctx, position(), 'soviet', [{ units: ['sov-rf-1'], from: '0230' }], null, tally, ['flotilla']);
    expect(issues.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([['flotilla.0.from', 'flotilla-over-stacked', 'SoS 16.53']]);
  });
});
