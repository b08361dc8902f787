import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import { windowRules } from '#games/streets-of-stalingrad/windows/index';
import { shieldsAt } from '#games/streets-of-stalingrad/flotilla/flotilla-use';
import { ctxAt, fragment } from './movement-window-fixture';

/**
 * Second reading of SoS 16.51-16.57 (docs/rules-audit-streets-of-stalingrad.md, rows RF-nn):
 * each row read as DIFFERS has a test here; it failed on the code read and passes since the fix.
 *
 * The position (river-flotilla-crossing.test.ts): the Soviet Movement Phase of 14 September
 * (turn 2); the River Flotilla (sov-rf-1, EB-C) is placed in the Volga hex 0230 to take the
 * crossers' losses; Guards companies cross from EB-C through 0230; II/191's two companies on
 * the bank in 0431 fire at the crossers there (11.5).
 */
const W = 'soviet-movement';
const ctx = { ...ctxAt(2, W), standing: { german: { opportunityFire: [{ hex: '0431', targets: 'crossers' as const }] }, soviet: null } };
const position = () => fragment({ 'sov-1-42g': 'EB-C', 'sov-2-42g': 'EB-C', 'sov-rf-1': 'EB-C', 'ger-71-5-191': '0431', 'ger-71-6-191': '0431' });
const run = (orders: unknown[], dice: Record<string, number>) => windowRules(W).adjudicate(ctx, position(), orders as SosOrder[], FixedDice.mixed(dice, []));
const cross = (unit: string) => ({ move: { units: [unit], path: ['0230', '0330', '0429'] } });
const PLACED = { flotilla: { units: ['sov-rf-1'], at: '0230', takeLosses: true } };

describe('RF-09: SoS 16.57: a P puts the River Flotilla back in an East Bank box at once', () => {
  it('RF-09: a P (die 5) at the first crossers in 0230 pins the River Flotilla placed there: it is back in its box, pinned, before the next crossers move', () => {
    const r = run([cross('sov-1-42g'), cross('sov-2-42g'), PLACED], { 'T02/soviet-movement/of/0/1/r0/0431': 5 });
    expect(r.events.find((e) => e.type === 'opportunity-fire')).toMatchObject({ hex: '0230', result: 'P' });
    const back = r.events.findIndex((e) => e.type === 'flotilla-returned');
    const next = r.events.findIndex((e) => e.type === 'moved' && (e as { units?: string[] }).units?.includes('sov-2-42g'));
    // 16.57: "A 'P' = immediately place the pinned RF unit(s) in any East Bank box until the next turn"
    expect(r.events[back]).toMatchObject({ type: 'flotilla-returned', rule: 'SoS 16.57', pinned: true });
    expect(back).toBeLessThan(next);
  });
});

describe('RF-09: SoS 16.54, 16.57: a pinned or eliminated River Flotilla unit takes no more losses for the crossers', () => {
  const used = (mark: { pinned?: boolean; eliminated?: boolean }) => {
    const s = position();
    return { ...s, pieces: { ...s.pieces, 'sov-rf-1': { ...s.pieces['sov-rf-1']!, at: '0230', ...mark } }, flotillaUsed: [{ unit: 'sov-rf-1', turn: 2, phase: 10, box: 'EB-C', takeLosses: true }] };
  };
  it('RF-09: placed in 0230 to take losses it shields the crossers there; pinned or eliminated it does not', () => {
    expect(shieldsAt(used({}), '0230')).toEqual(['sov-rf-1']);
    expect(shieldsAt(used({ pinned: true }), '0230')).toEqual([]);
    expect(shieldsAt(used({ eliminated: true }), '0230')).toEqual([]);
  });
});
