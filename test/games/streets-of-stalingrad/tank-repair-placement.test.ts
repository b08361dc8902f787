import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { HexId } from '#kernel/ids';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import { setupGame } from '#games/streets-of-stalingrad/game/setup';
import { turnPlan, type WindowEntry } from '#games/streets-of-stalingrad/sequence/windows';
import { freshPiece, type SosState } from '#games/streets-of-stalingrad/state/types';
import { movementRules } from '#games/streets-of-stalingrad/windows/movement/index';
import { repairOptions } from '#games/streets-of-stalingrad/windows/movement/repair-options';
import type { PhaseContext } from '#games/streets-of-stalingrad/windows/phase';
import { env } from './bombardment-fixture';

/**
 * SoS 16.72: "Beginning with the 16 September turn and every even numbered turn, at the start
 * of every Soviet Movement Phase 10 only, the Soviet player may choose one eliminated Soviet
 * tank unit and place it on the Soviet tank repair unit. This Soviet replacement tank unit may
 * move in the same phase it is placed back on the game map." The campaign (scenario #3): the
 * tank repair unit in the Tractor Factory (0478); turn 4 is 16 September, turn 14 26 September.
 */
const REPAIR = 'sov-tank-repair';
const AT = '0478';
const dead = { at: null, eliminated: true };
const position = (turn: number, at: Record<string, string> = {}, eliminated: string[] = []): SosState => {
  const s = setupGame(env, 'scenario-3', {}).state;
  const pieces = Object.fromEntries(Object.keys(s.pieces).map((id) => [id, freshPiece(at[id] ?? null)]));
  for (const id of eliminated) pieces[id] = { ...pieces[id]!, ...dead };
  return { ...s, turn, pieces };
};
const ctxOf = (turn: number, name: 'soviet-movement' | 'soviet-exploit-movement' = 'soviet-movement'): PhaseContext => {
  const entry = turnPlan('scenario-3', turn)!.find((e): e is WindowEntry => e.kind === 'window' && e.name === name)!;
  return { env, scenario: 'scenario-3', turn, window: entry, side: 'soviet', standing: { german: null, soviet: null }, options: {} };
};
const repair = (unit: string): SosOrder => ({ repairTank: { unit } }) as SosOrder;
const check = (turn: number, s: SosState, orders: SosOrder[]) => movementRules.check(ctxOf(turn), s, orders).map((i) => [i.path.join('.'), i.code, i.rule]);

describe('SoS 16.72: an eliminated Soviet tank placed on the tank repair unit', () => {
  it('the Soviet Movement Phase 10 window takes the order on 16 September and every even-numbered turn of the campaign, not on odd turns nor in #1 and #2', () => {
    const takes = (scenario: 'scenario-1' | 'scenario-3', turn: number) =>
      turnPlan(scenario, turn)!.some((e) => e.kind === 'window' && e.name === 'soviet-movement' && e.accepts.includes('repairTank'));
    expect([2, 3, 4, 5, 14, 15, 66, 67].map((t) => takes('scenario-3', t))).toEqual([false, false, true, false, true, false, true, false]);
    expect(takes('scenario-1', 4)).toBe(false);
    expect(turnPlan('scenario-3', 14)!.some((e) => e.kind === 'window' && e.name === 'soviet-exploit-movement' && e.accepts.includes('repairTank'))).toBe(false);
  });

  it('the eliminated T-60 is placed fresh on the tank repair unit at the start of the phase, and may move in the same phase', () => {
    const s = position(14, { [REPAIR]: AT }, ['sov-t60-27-1']);
    const next = env.map.grid.neighbours(AT as HexId).find((h) => env.map.hex(h)?.river === 'land')!;
    const orders = [{ move: { units: ['sov-t60-27-1'], path: [next] } } as SosOrder, repair('sov-t60-27-1')];
    expect(check(14, s, orders)).toEqual([]);
    const r = movementRules.adjudicate(ctxOf(14), s, orders, new FixedDice([]));
    expect(r.events).toContainEqual({ type: 'tank-repaired', order: 1, unit: 'sov-t60-27-1', hex: AT, rule: 'SoS 16.72', visibleTo: ['soviet'] });
    // SoS 7.0, 7.2: the German's copy tells him a tank came back, not where
    expect(r.events).toContainEqual({ type: 'tank-repaired', unit: 'sov-t60-27-1', rule: 'SoS 16.72', visibleTo: ['german'] });
    expect(r.state.pieces['sov-t60-27-1']).toMatchObject({ at: next, eliminated: false, pinned: false, spent: false });
  });

  it('options() lists each eliminated Soviet tank the repair unit may bring back, at its hex, with the order; none on an odd turn or with the unit gone', () => {
    const s = position(14, { [REPAIR]: AT, 'sov-t60-27-2': '0911' }, ['sov-t60-27-1', 'sov-t60-26', 'sov-immobilized-tank-1']);
    const listed = repairOptions(ctxOf(14), s);
    expect(listed.map((o) => [String(o.unit), String(o.hex)])).toEqual([['sov-t60-26', AT], ['sov-t60-27-1', AT]]);
    expect(listed[0]!.notes![0]).toContain('repairTank: {unit: sov-t60-26}');
    for (const o of listed) expect(check(14, s, [repair(String(o.unit))])).toEqual([]);
    expect(repairOptions(ctxOf(15), { ...s, turn: 15 })).toEqual([]);
    expect(repairOptions(ctxOf(14), { ...s, pieces: { ...s.pieces, [REPAIR]: { ...s.pieces[REPAIR]!, ...dead } } })).toEqual([]);
  });

  it('refuses a second tank in the turn, a tank not eliminated, a unit that is not a Soviet tank, an odd turn, and a game whose tank repair unit is gone', () => {
    const s = position(14, { [REPAIR]: AT, 'sov-t60-27-2': '0911' }, ['sov-t60-27-1', 'sov-t60-26', 'sov-immobilized-tank-1']);
    expect(check(14, s, [repair('sov-t60-27-1'), repair('sov-t60-26')])).toEqual([['orders.1.repairTank', 'one-tank-a-turn', 'SoS 16.72']]);
    expect(check(14, s, [repair('sov-t60-27-2')])).toEqual([['orders.0.repairTank.unit', 'not-eliminated', 'SoS 16.72']]);
    expect(check(14, s, [repair('sov-immobilized-tank-1')])).toEqual([['orders.0.repairTank.unit', 'not-a-soviet-tank', 'SoS 16.72, 16.3']]);
    expect(check(15, { ...s, turn: 15 }, [repair('sov-t60-27-1')])).toEqual([['orders.0.repairTank', 'not-a-repair-turn', 'SoS 16.72']]);
    const gone = { ...s, pieces: { ...s.pieces, [REPAIR]: { ...s.pieces[REPAIR]!, ...dead } } };
    expect(check(14, gone, [repair('sov-t60-27-1')])).toEqual([['orders.0.repairTank', 'no-tank-repair-unit', 'SoS 16.72, 16.71, 16.73']]);
  });
});
