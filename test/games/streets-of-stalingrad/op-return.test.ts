import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { runAutomatic } from '#games/streets-of-stalingrad/game/automatic';
import type { SosBombardment, SosState } from '#games/streets-of-stalingrad/state/types';
import { env, fragment, hexAt } from './bombardment-fixture';

/**
 * SoS 14.98: "If eliminated, an OP unit is placed back on the game map at the end of the next
 * Simultaneous Bombardment Phase, either with its army's leader (Chuikov, for Soviet OP units,
 * Paulus or von Seydlitz for German OP units) or with any artillery unit that is part of the OP
 * unit's command. An eliminated OP unit may not spot for artillery fire in the same bombardment
 * phase that it is brought back into the game."
 * SoS 14.99: "Eliminated German LW OP units may be place back on the game map with any German leader unit."
 */
const ctx = { env, scenario: 'scenario-2' as const, standing: { german: null, soviet: null } };
const resolveStep = (s: SosState, phase: number, dice: Record<string, number> = {}) =>
  runAutomatic(ctx, s, { kind: 'automatic', step: `${phase}.resolve`, phase, rule: '', notes: [], turn: 1 }, new FixedDice(dice));
const gone = { eliminated: true };

describe('SoS 14.98, 14.99: an eliminated OP comes back at the end of the next Simultaneous Bombardment Phase', () => {
  it('the 62 Army OP, eliminated in German Attack Phase 5, is placed with Chuikov at the end of Simultaneous Bombardment Phase 6', () => {
    const s = fragment({ 'sov-chuikov': '0860' }, { 'sov-62-op': gone });
    const r = resolveStep(s, 6);
    expect(r.state.pieces['sov-62-op']).toMatchObject({ at: '0860', eliminated: false });
    expect(r.events).toContainEqual({ type: 'op-returned', phase: 6, unit: 'sov-62-op', hex: '0860', rule: 'SoS 14.98' });
  });

  it('the LI Corps OP comes back with von Seydlitz when Paulus is not on the map; with neither, with an artillery unit of its command (the lowest id: the default)', () => {
    const M = hexAt('1010', 3);
    expect(resolveStep(fragment({ 'ger-von-seydlitz': '1240', 'ger-8-276': M }, { 'ger-li-op': gone }), 2).state.pieces['ger-li-op']!.at).toBe('1240');
    expect(resolveStep(fragment({ 'ger-8-276': M }, { 'ger-li-op': gone }), 2).state.pieces['ger-li-op']!.at).toBe(M);
  });

  it('with no leader of its army nor artillery of its command on the map, the OP waits for the next Simultaneous Bombardment Phase', () => {
    const r = resolveStep(fragment({}, { 'sov-62-op': gone }), 9);
    expect(r.state.pieces['sov-62-op']).toMatchObject({ at: null, eliminated: true });
  });

  it('14.99: the LW OP comes back with any German leader', () => {
    const r = resolveStep(fragment({ 'ger-weigert': '1240' }, { 'ger-lw-op': gone }), 2);
    expect(r.state.pieces['ger-lw-op']!.at).toBe('1240');
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'op-returned', unit: 'ger-lw-op', rule: 'SoS 14.99' }));
  });

  it('an OP eliminated by a bombardment of the phase does not come back at its end: it waits for the next one, so it never spots in the phase it returns', () => {
    const T = '1010';
    const M = hexAt(T, 3);
    const b: SosBombardment = { side: 'german', target: T, table: 'wbbt', units: ['ger-8-276', 'ger-4-276'], af: 12, spotting: 'adjacentInCommand', namedLeaderAdjacent: false, opOn1039: false, stukas: null };
    const s = { ...fragment({ 'sov-62-op': T, 'sov-chuikov': '0860', 'ger-8-276': M, 'ger-4-276': M }), bombardments: [b] };
    const r = resolveStep(s, 2, { 'T01/2.resolve/1010/german/die': 1 });
    expect(r.state.pieces['sov-62-op']).toMatchObject({ at: null, eliminated: true });
    expect(resolveStep({ ...r.state, bombardments: [] }, 6).state.pieces['sov-62-op']!.at).toBe('0860');
  });
});
