import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { runAutomatic } from '#games/streets-of-stalingrad/game/automatic';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import { freshPiece, type SosState } from '#games/streets-of-stalingrad/state/types';
import { bombardmentRules } from '#games/streets-of-stalingrad/windows/bombardment/index';
import * as atk from './attack-fixture';
import * as bomb from './bombardment-fixture';
import * as move from './movement-window-fixture';

/**
 * SoS 16.73: "The Soviet tank repair unit is eliminated when: • Any German combat unit moves
 * into the hex with the tank repair unit, or • ∆ A 'P' result is obtained against its hex,
 * whether by attack or bombardment, including Stuka bombardment." The unit is in scenario #3
 * only (16.71: one of the Tractor Factory's hexes); these fragments put it where the rule
 * needs it.
 */
const REPAIR = 'sov-tank-repair';
/** The Nebelwerfer's WBBT die that reads P (5-6 column, spotted), and II/191's CRT die (4 AF: column 4, an MDR of 1 is P). */
const DIE_P = 5;
const ATTACK_P = 1;
const withRepair = (s: SosState, hex: string): SosState => ({ ...s, pieces: { ...s.pieces, [REPAIR]: freshPiece(hex) } });

describe('SoS 16.73: a German combat unit moves into the hex of the tank repair unit', () => {
  const go = (path: string[]) => ({ move: { units: ['ger-71-5-191'], path } });
  it('moving through its hex, the German company eliminates it at once (`tank-repair-overrun`)', () => {
    const s = withRepair(move.fragment({ 'ger-71-5-191': '1240' }), '1238');
    expect(move.check(1, 'german-movement', s, [go(['1239', '1238', '1237', '1236'])])).toEqual([]);
    const r = move.adjudicate(1, 'german-movement', s, [go(['1239', '1238', '1237', '1236'])]);
    expect(r.state.pieces[REPAIR]).toMatchObject({ at: null, eliminated: true });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'tank-repair-overrun', rule: 'SoS 16.73', hex: '1238', units: [REPAIR], by: ['ger-71-5-191'] }));
  });

  it('the company may end its move in that hex, which eliminates it; a German OP moving alone may not (it is no combat unit)', () => {
    const s = withRepair(move.fragment({ 'ger-71-5-191': '1240', 'ger-71-op': '1240' }), '1238');
    expect(move.check(1, 'german-movement', s, [go(['1239', '1238'])])).toEqual([]);
    expect(move.adjudicate(1, 'german-movement', s, [go(['1239', '1238'])]).state.pieces[REPAIR]!.eliminated).toBe(true);
    expect(move.codes(move.check(1, 'german-movement', s, [{ move: { units: ['ger-71-op'], path: ['1239', '1238'] } }]))).toEqual([['ends-with-enemy', 'orders.0.move.path.1']]);
  });
});

describe('SoS 16.73 ∆: a P result against its hex', () => {
  /** The Nebelwerfer (spotted by the OP) bombards 1010 on the WBBT, where the tank repair unit stands (with the Soviet company unless `alone`), with `die`. */
  const bombard1010 = (die: number, alone = false) => {
    const T = '1010';
    const A = bomb.hexAt(T, 1);
    const M = bomb.hexAt(T, 3, [A]);
    const OP = bomb.hexAt(T, 2, [A, M]);
    const s = withRepair(bomb.fragment({ ...(alone ? {} : { 'sov-1-1045': T }), 'ger-nebelwerfer': M, 'ger-li-op': OP }), T);
    const order = { bombard: { target: T, table: 'wbbt', indirect: [{ units: ['ger-nebelwerfer'], spotter: 'ger-li-op' }] } } as SosOrder;
    const placed = bombardmentRules.adjudicate(bomb.bombardCtx('german-bombardment-2'), s, [order], new FixedDice([])).state;
    const ctx = { env: bomb.env, scenario: 'scenario-2' as const, standing: { german: null, soviet: null } };
    return runAutomatic(ctx, placed, { kind: 'automatic', step: '2.resolve', phase: 2, rule: '', notes: [], turn: 1 }, new FixedDice({ [`T01/2.resolve/${T}/german/die`]: die }));
  };

  it('by bombardment: the Nebelwerfer on the WBBT pins the Soviet company in 1010 (P): the tank repair unit there is eliminated', () => {
    const r = bombard1010(DIE_P);
    expect(r.events.find((e) => e.type === 'bombardment')).toMatchObject({ result: 'P' });
    expect(r.events).toContainEqual({ type: 'tank-repair-eliminated', rule: 'SoS 16.73', hex: '1010', units: [REPAIR], cause: 'a P result against its hex' });
    expect(r.state.pieces[REPAIR]).toMatchObject({ at: null, eliminated: true });
  });

  it('by bombardment: a P on 1010 where it stands alone eliminates it too, though the P marks no one (it is no combat unit, 9.43)', () => {
    const r = bombard1010(DIE_P, true);
    expect(r.events.find((e) => e.type === 'bombardment')).toMatchObject({ result: 'P' });
    expect(r.events.some((e) => e.type === 'units-marked')).toBe(false);
    expect(r.state.pieces[REPAIR]).toMatchObject({ at: null, eliminated: true });
  });

  it('by bombardment: a miss leaves it', () => {
    const r = bombard1010(10);
    expect(r.events.some((e) => e.type === 'tank-repair-eliminated')).toBe(false);
    expect(r.state.pieces[REPAIR]).toMatchObject({ at: '1010', eliminated: false });
  });

  it('by attack: II/191\'s attack on 3230 gets a P: the Guards are marked and the tank repair unit is eliminated', () => {
    const at = { 'sov-1-42g': '3230', 'ger-71-5-191': '3229' };
    const order = { attack: { target: '3230', fire: [{ units: ['ger-71-5-191'], from: '3229' }] } };
    const g0 = atk.fragment(at, ['3230'], { standing: { soviet: { defense: { policy: 'plan' } } } });
    const g = { ...g0, state: withRepair(g0.state, '3230') };
    const r = atk.ruleset.adjudicate(g, [atk.sub('german', [order])], FixedDice.mixed({ 'T01/german-attack/3230/attack': ATTACK_P }, [10, 10, 10, 10]));
    const attack = r.events.find((e) => e.type === 'attack')!;
    expect(attack['result']).toBe('P');
    expect(r.events).toContainEqual({ type: 'tank-repair-eliminated', rule: 'SoS 16.73', hex: '3230', units: [REPAIR], cause: 'a P result against its hex' });
    expect(r.state.state.pieces[REPAIR]).toMatchObject({ at: null, eliminated: true });
  });
});
