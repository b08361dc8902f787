import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { runAutomatic } from '#games/streets-of-stalingrad/game/automatic';
import { recordOpMoved, recordOpSpotted } from '#games/streets-of-stalingrad/movement/op-limits';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import { bombardmentRules } from '#games/streets-of-stalingrad/windows/bombardment/index';
import { spotFor } from '#games/streets-of-stalingrad/windows/bombardment/spotting';
import * as atk from './attack-fixture';
import * as bomb from './bombardment-fixture';
import * as move from './movement-window-fixture';

/**
 * SoS 14.95: "If they are used to spot targets for artillery, OP units may not move in their
 * side's next immediate movement phase ... and then turn it back at the end of that phase."
 * SoS 14.96: "OP units that move may not spot for IF artillery units in the phase immediately
 * following their movement. ∆ This includes advances after combat (9.85)."
 */
const T = '1010';
const A = bomb.hexAt(T, 1);
const M = bomb.hexAt(T, 3, [A]);
const OP = bomb.hexAt(T, 2, [A, M]);
const bombard = (b: object): SosOrder => ({ bombard: b }) as SosOrder;

describe('SoS 14.95: an OP that spotted for artillery may not move in its side\'s next movement phase', () => {
  it('the LI Corps OP spots the Nebelwerfer\'s bombardment in Simultaneous Bombardment Phase 2: at its resolution the OP is turned, until the end of German Movement Phase 3', () => {
    const s = bomb.fragment({ 'sov-1-1045': T, 'ger-nebelwerfer': M, 'ger-li-op': OP });
    const placed = bombardmentRules.adjudicate(bomb.bombardCtx('german-bombardment-2'), s, [bombard({ target: T, table: 'wbbt', indirect: [{ units: ['ger-nebelwerfer'], spotter: 'ger-li-op' }] })], new FixedDice([])).state;
    expect(placed.bombardments[0]).toMatchObject({ opSpotters: ['ger-li-op'] });
    const ctx = { env: bomb.env, scenario: 'scenario-2' as const, standing: { german: null, soviet: null } };
    const r = runAutomatic(ctx, placed, { kind: 'automatic', step: '2.resolve', phase: 2, rule: '', notes: [], turn: 1 }, new FixedDice({ 'T01/2.resolve/1010/german/die': 6 }));
    expect(r.state.opSpotted).toEqual([{ unit: 'ger-li-op', turn: 1, phase: 2, untilTurn: 1, untilPhase: 3 }]);
    // turned back at the end of that phase: the record is gone by Phase 4
    const later = runAutomatic(ctx, r.state, { kind: 'automatic', step: '4.start', phase: 4, rule: '', notes: [], turn: 1 }, new FixedDice([]));
    expect(later.state.opSpotted).toBeUndefined();
  });

  it('the German OP that spotted in Phase 2 may not move, nor join a unit of its command, in German Movement Phase 3; it moves freely in Exploit Movement Phase 7', () => {
    const s = recordOpSpotted(move.fragment({ 'ger-71-op': '1240', 'ger-71-5-191': '3229' }), [move.env.counter('ger-71-op')], 1, 2);
    expect(move.codes(move.check(1, 'german-movement', s, [{ move: { units: ['ger-71-op'], path: ['1241'] } }]))).toEqual([['op-spotted', 'orders.0.move.units.0']]);
    const joined = move.check(1, 'german-movement', s, [{ join: { unit: 'ger-71-op', hex: '3229' } }]);
    expect(joined.map((i) => [i.code, i.rule])).toEqual([['op-spotted', 'SoS 14.95']]);
    expect(move.check(1, 'german-exploit-movement', s, [{ join: { unit: 'ger-71-op', hex: '3229' } }])).toEqual([]);
  });

  it('the 71st ID OP spots the II/191 mortar\'s fire in an attack of German Attack Phase 5: it may not move in German Exploit Movement Phase 7', () => {
    const at = { 'sov-1-42g': '3230', 'ger-71-5-191': '3229', 'ger-71-ii-191-mortar': '3226', 'ger-71-op': '3228' };
    const order = { attack: { target: '3230', fire: [{ units: ['ger-71-5-191'], from: '3229' }], indirect: [{ units: ['ger-71-ii-191-mortar'], spotter: 'ger-71-op' }] } };
    const g = atk.fragment(at, ['3230'], { standing: { soviet: { defense: { policy: 'plan' } } } });
    expect(atk.ruleset.check(g, atk.sub('german', [order]))).toEqual([]);
    const r = atk.ruleset.adjudicate(g, [atk.sub('german', [order])], FixedDice.mixed({ 'T01/german-attack/3230/attack': 10 }, [10, 10, 10]));
    expect(r.state.state.opSpotted).toEqual([{ unit: 'ger-71-op', turn: 1, phase: 5, untilTurn: 1, untilPhase: 7 }]);
  });

  it('a Soviet OP that spotted in Phase 2 is held in its side\'s next movement phase, Soviet Reserves Movement Phase 4, not in Soviet Movement Phase 10', () => {
    const s = recordOpSpotted(move.fragment({ 'sov-62-op': '0531', 'sov-1-42g': '3230' }), [move.env.counter('sov-62-op')], 1, 2);
    expect(s.opSpotted).toEqual([{ unit: 'sov-62-op', turn: 1, phase: 2, untilTurn: 1, untilPhase: 4 }]);
    expect(move.check(1, 'soviet-reserves', s, [{ join: { unit: 'sov-62-op', hex: '3230' } }]).map((i) => i.code)).toEqual(['op-spotted']);
    expect(move.check(1, 'soviet-movement', s, [{ join: { unit: 'sov-62-op', hex: '3230' } }])).toEqual([]);
  });
});

describe('SoS 14.96: an OP that moved may not spot in the phase immediately following', () => {
  it('the 71st ID OP joins a company in German Movement Phase 3: it is turned for Soviet Reserves Movement Phase 4', () => {
    const s = move.fragment({ 'ger-71-op': '1240', 'ger-71-5-191': '3229' });
    const r = move.adjudicate(1, 'german-movement', s, [{ join: { unit: 'ger-71-op', hex: '3229' } }]);
    expect(r.state.opMoved).toEqual([{ unit: 'ger-71-op', turn: 1, phase: 3, untilTurn: 1, untilPhase: 4 }]);
  });

  it('an OP that moved in Phase 5 (an advance after combat, 9.85) may not spot in Simultaneous Bombardment Phase 6, and spots again in Phase 7', () => {
    const s = recordOpMoved(bomb.fragment({ 'sov-1-1045': T, 'ger-nebelwerfer': M, 'ger-li-op': OP }), [bomb.env.counter('ger-li-op')], 1, 5);
    const order = [bombard({ target: T, table: 'wbbt', indirect: [{ units: ['ger-nebelwerfer'], spotter: 'ger-li-op' }] })];
    const ctx6 = { ...bomb.bombardCtx('german-bombardment-6') };
    expect(bombardmentRules.check(ctx6, s, order).map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([['orders.0.bombard.indirect.0.spotter', 'op-moved', 'SoS 14.96']]);
    expect(spotFor(bomb.env, s, bomb.env.counter('ger-li-op'), bomb.env.counter('ger-nebelwerfer'), T, undefined, [1, 7])).toMatchObject({ situation: 'opInCommand' });
    expect(spotFor(bomb.env, s, bomb.env.counter('ger-li-op'), bomb.env.counter('ger-nebelwerfer'), T, undefined, [1, 6])).toMatchObject({ code: 'op-moved', rule: 'SoS 14.96' });
  });
});

describe('SoS 14.97: an OP alone in its hex is eliminated when an enemy combat unit moves into or through it', () => {
  const go = (path: string[]) => ({ move: { units: ['ger-71-5-191'], path } });
  it('a German company moves through the hex of the 62 Army OP alone: the OP is eliminated and removed from the map at once', () => {
    const s = move.fragment({ 'ger-71-5-191': '1240', 'sov-62-op': '1238' });
    expect(move.check(1, 'german-movement', s, [go(['1239', '1238', '1237', '1236'])])).toEqual([]);
    const r = move.adjudicate(1, 'german-movement', s, [go(['1239', '1238', '1237', '1236'])]);
    expect(r.state.pieces['sov-62-op']).toMatchObject({ at: null, eliminated: true });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'op-overrun', rule: 'SoS 14.97', hex: '1238', units: ['sov-62-op'] }));
  });

  it('it may end its move in the OP\'s hex, which eliminates the OP; an OP moving alone may not (an OP is no combat unit)', () => {
    const s = move.fragment({ 'ger-71-5-191': '1240', 'ger-71-op': '1240', 'sov-62-op': '1238' });
    expect(move.check(1, 'german-movement', s, [go(['1239', '1238'])])).toEqual([]);
    expect(move.adjudicate(1, 'german-movement', s, [go(['1239', '1238'])]).state.pieces['sov-62-op']!.eliminated).toBe(true);
    expect(move.codes(move.check(1, 'german-movement', s, [{ move: { units: ['ger-71-op'], path: ['1239', '1238'] } }]))).toEqual([['ends-with-enemy', 'orders.0.move.path.1']]);
  });

  it('an OP with a Soviet combat unit is not alone: the hex is enemy-held (8.08)', () => {
    const s = move.fragment({ 'ger-71-5-191': '1240', 'sov-62-op': '1238', 'sov-1-42g': '1238' });
    expect(move.check(1, 'german-movement', s, [go(['1239', '1238'])]).map((i) => i.code)).not.toEqual([]);
  });
});
