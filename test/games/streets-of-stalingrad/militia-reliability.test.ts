import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { GameEvent } from '#kernel/engine/events';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import type { SosStanding } from '#games/streets-of-stalingrad/orders/standing';
import type { SosWindowName } from '#games/streets-of-stalingrad/sequence/steps';
import type { SosBombardment, SosState } from '#games/streets-of-stalingrad/state/types';
import { windowRules } from '#games/streets-of-stalingrad/windows/index';
import type { AttackBody } from '#games/streets-of-stalingrad/windows/attack/check-attack';
import type { HexDefense } from '#games/streets-of-stalingrad/windows/attack/defense-plan';
import { resolveAttack } from '#games/streets-of-stalingrad/windows/attack/resolve-attack';
import { resolveBombardments } from '#games/streets-of-stalingrad/windows/bombardment/resolve-bombardment';
import { reliabilityAtSetUp } from '#games/streets-of-stalingrad/nkvd/set-up-check';
import { ctxAt, env, fragment } from './movement-window-fixture';

/**
 * SoS 16.83 Militia Reliability, scenario #1 (13 September; 16.84 ∆: scenarios 1-3 roll): the
 * 270 NKVD Regiment's 1st battalion in the suburb 1128, its 2nd battalion in 1132; the workers'
 * militia, a regiment of its own, at 1140. German infantry of the 71st Division come up from
 * 1428 through 1328 (two hexes from 1128) into 1228 (next to it).
 */
const ONE = 'sov-1-270-nkvd';
const TWO = 'sov-2-270-nkvd';
const MILITIA = 'sov-militia';
const GER = 'ger-71-5-191';
const GER2 = 'ger-71-6-191';
const REGIMENT = '270 NKVD Regiment';
const nkvd = { [ONE]: '1128', [TWO]: '1132', [MILITIA]: '1140' };
const rolls = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'nkvd-reliability');
const move = (units: string[], path: string[]) => ({ move: { units, path } });
const adjudicate = (name: SosWindowName, state: SosState, orders: unknown[], dice: Record<string, number>, standing: { german?: SosStanding; soviet?: SosStanding } = {}) => {
  const ctx = { ...ctxAt(1, name), standing: { german: standing.german ?? null, soviet: standing.soviet ?? null } };
  return windowRules(name).adjudicate(ctx, state, orders as SosOrder[], new FixedDice(dice));
};
const moveLabel = (order: number, step: number, unit: string) => `T01/german-movement/move/${order}/${step}/nkvd-reliability/${unit}`;

describe('SoS 16.83: "a German combat unit moves adjacent to it": roll one d10 for every NKVD unit of that NKVD regiment', () => {
  it('the company enters 1228, next to 1/270: both battalions of the 270th roll; 8-10 removes 1/270, 3 keeps 2/270; the militia does not roll', () => {
    const s = fragment({ ...nkvd, [GER]: '1428' });
    const r = adjudicate('german-movement', s, [move([GER], ['1328', '1228'])], { [moveLabel(0, 2, ONE)]: 8, [moveLabel(0, 2, TWO)]: 3 });
    expect(rolls(r.events)).toEqual([
      { type: 'nkvd-reliability', rule: 'SoS 16.83', table: 'Militia Reliability', cause: 'german-adjacent', trigger: '1228', regiment: REGIMENT, unit: ONE, at: '1128', die: 8, result: 'removed', reason: '8: removed (8-10)' },
      { type: 'nkvd-reliability', rule: 'SoS 16.83', table: 'Militia Reliability', cause: 'german-adjacent', trigger: '1228', regiment: REGIMENT, unit: TWO, at: '1132', die: 3, result: 'stays', reason: '3: stays (8-10 removes)', visibleTo: ['soviet'] },
    ]);
    expect(r.state.pieces[ONE]).toMatchObject({ at: null, eliminated: true });
    expect(r.state.pieces[TWO]!.at).toBe('1132');
    expect(r.state.pieces[MILITIA]!.at).toBe('1140');
    expect(r.state.nkvdReliability).toEqual([REGIMENT]);
    expect(r.state.pieces[GER]!.at).toBe('1228');
  });

  it('entering 1328, two hexes away, calls for no roll', () => {
    const r = adjudicate('german-movement', fragment({ ...nkvd, [GER]: '1428' }), [move([GER], ['1328'])], {});
    expect(rolls(r.events)).toEqual([]);
    expect(r.state.nkvdReliability).toBeUndefined();
  });

  it('"required only once per game": a regiment that has rolled never rolls again', () => {
    const s = { ...fragment({ ...nkvd, [GER]: '1428' }), nkvdReliability: [REGIMENT] };
    const r = adjudicate('german-movement', s, [move([GER], ['1328', '1228'])], {});
    expect(rolls(r.events)).toEqual([]);
    expect(r.state.pieces[ONE]!.at).toBe('1128');
  });

  it('"NKVD units in hexes with leaders are not affected": 2/270, stacked with a commissar, rolls no die and stays', () => {
    const s = fragment({ ...nkvd, 'sov-commissar-1': '1132', [GER]: '1428' });
    const r = adjudicate('german-movement', s, [move([GER], ['1328', '1228'])], { [moveLabel(0, 2, ONE)]: 10 });
    expect(rolls(r.events).map((e) => [e.unit, e.die, e.result])).toEqual([[ONE, 10, 'removed'], [TWO, null, 'exempt']]);
    expect(r.state.pieces[TWO]!.at).toBe('1132');
  });

  it('a German company retreating before combat (9.43) from the city block 0529 into 0429, next to the militia at 0430: the militia rolls as it enters', () => {
    const s = fragment({ [MILITIA]: '0430', 'sov-1-42g': '0528', 'sov-2-42g': '0528', [GER]: '0529', [GER2]: '0529' });
    const a = { target: '0529', fire: [{ units: ['sov-1-42g', 'sov-2-42g'], from: '0528' }] } as AttackBody;
    const d = { hex: '0529', retreat: [{ units: [GER], path: ['0429'] }], fire: [] } as HexDefense;
    const r = resolveAttack(ctxAt(1, 'soviet-attack'), s, a, d, new FixedDice({ 'T01/soviet-attack/0529/retreat/0/1/nkvd-reliability/sov-militia': 8, 'T01/soviet-attack/0529/attack': 10 }));
    expect(r.events.map((e) => e.type).slice(0, 2)).toEqual(['retreat-before-combat', 'nkvd-reliability']);
    expect(rolls(r.events).map((e) => [e.regiment, e.unit, e.cause, e.trigger, e.result])).toEqual([["Workers' Militia", MILITIA, 'german-adjacent', '0429', 'removed']]);
    expect(r.state.pieces[GER]!.at).toBe('0429');
  });

  it('German companies hit by a D1P in the suburb 0756: the one left retreats (9.87) into the city block 0655, next to the militia at 0555: the militia rolls', () => {
    const s = fragment({ [MILITIA]: '0555', 'sov-1-42g': '0856', 'sov-2-42g': '0856', [GER]: '0756', [GER2]: '0756' });
    const ctx = { ...ctxAt(1, 'soviet-attack'), standing: { german: { retreat: { prefer: ['0655'] } }, soviet: null } } as ReturnType<typeof ctxAt>;
    const a = { target: '0756', fire: [{ units: ['sov-1-42g', 'sov-2-42g'], from: '0856' }] } as AttackBody;
    const r = resolveAttack(ctx, s, a, { hex: '0756', retreat: [], fire: [] } as HexDefense, new FixedDice({ 'T01/soviet-attack/0756/attack': 4, [`T01/soviet-attack/0756/retreat/${GER2}/nkvd-reliability/sov-militia`]: 4 }));
    // a D1P: 5/II/191 is lost, 6/II/191 retreats into the city block (no ZOC enters it, 6.2)
    expect(r.events.find((e) => e.type === 'attack')).toMatchObject({ result: 'D1P', eliminated: [GER] });
    expect(r.events.find((e) => e.type === 'retreat-after-combat')).toMatchObject({ moves: [{ unit: GER2, to: '0655' }] });
    expect(rolls(r.events).map((e) => [e.unit, e.cause, e.trigger, e.die, e.result])).toEqual([[MILITIA, 'german-adjacent', '0655', 4, 'stays']]);
  });

  it('a German leader or OP moving next to the NKVD is no combat unit: no roll', () => {
    const r = adjudicate('german-movement', fragment({ ...nkvd, 'ger-71-op': '1428' }), [move(['ger-71-op'], ['1328', '1228'])], {});
    expect(rolls(r.events)).toEqual([]);
  });

  it('the roll comes as the hex is entered, before the Soviet opportunity fire there: 1/270, removed, does not fire', () => {
    const s = fragment({ ...nkvd, [GER]: '1428' });
    const r = adjudicate('german-movement', s, [move([GER], ['1328', '1228'])], { [moveLabel(0, 2, ONE)]: 9, [moveLabel(0, 2, TWO)]: 1 }, { soviet: { opportunityFire: [{ hex: '1128' }] } });
    expect(r.events.map((e) => e.type)).toEqual(['nkvd-reliability', 'nkvd-reliability', 'moved']);
  });
});

describe('E77 (16.83): a German unit moves adjacent to an NKVD unit of a regiment for the first time', () => {
  it('E77 (16.83): a d10 for every NKVD unit of the 270th, 8-10 removes it, not the one stacked with a leader; the regiment never rolls again', () => {
    const s = fragment({ ...nkvd, 'sov-commissar-1': '1132', [GER]: '1428', [GER2]: '1030' });
    const first = adjudicate('german-movement', s, [move([GER], ['1328', '1228'])], { [moveLabel(0, 2, ONE)]: 9 });
    expect(rolls(first.events).map((e) => [e.regiment, e.unit, e.die, e.result])).toEqual([[REGIMENT, ONE, 9, 'removed'], [REGIMENT, TWO, null, 'exempt']]);
    expect(first.state.pieces[ONE]!.eliminated).toBe(true);
    expect(first.state.pieces[TWO]!.at).toBe('1132');
    // the next turn a German company comes up next to 2/270 at 1132 (1131): the 270th has rolled, so no die is rolled
    const again = windowRules('german-movement').adjudicate(ctxAt(2, 'german-movement'), { ...first.state, turn: 2 }, [move([GER2], ['1131'])] as SosOrder[], new FixedDice([]));
    expect(rolls(again.events)).toEqual([]);
    expect(again.state.pieces[GER2]!.at).toBe('1131');
  });
});

describe('SoS 16.83: "When a Soviet NKVD unit is fired upon": the roll follows the fire', () => {
  const attack = (target: string, from: string, units: string[]) => ({ target, fire: [{ units, from }] }) as AttackBody;

  it('a German attack on 1128: the attack is resolved, then the 270th rolls (1/270 eliminated by the fire still calls it)', () => {
    const s = fragment({ ...nkvd, [GER]: '1228', [GER2]: '1228' });
    const r = resolveAttack(ctxAt(1, 'german-attack'), s, attack('1128', '1228', [GER, GER2]), { hex: '1128', retreat: [], fire: [] } as HexDefense, new FixedDice({ 'T01/german-attack/1128/attack': 10, 'T01/german-attack/1128/nkvd-reliability/sov-1-270-nkvd': 2, 'T01/german-attack/1128/nkvd-reliability/sov-2-270-nkvd': 10 }));
    const types = r.events.map((e) => e.type);
    expect(types.indexOf('attack')).toBeLessThan(types.indexOf('nkvd-reliability'));
    expect(rolls(r.events).map((e) => [e.unit, e.cause, e.trigger, e.die, e.result])).toEqual([[ONE, 'fired-upon', '1128', 2, 'stays'], [TWO, 'fired-upon', '1128', 10, 'removed']]);
    expect(r.state.pieces[TWO]).toMatchObject({ at: null, eliminated: true });
  });

  it('the Germans take 1128 and advance (9.85): the militia next to it, at 1027, rolls as they enter (a German combat unit moves adjacent)', () => {
    const s = fragment({ [ONE]: '1128', [TWO]: '1132', [MILITIA]: '1027', [GER]: '1228', [GER2]: '1228' });
    const a = { ...attack('1128', '1228', [GER, GER2]), advance: [GER] } as AttackBody;
    const r = resolveAttack(ctxAt(1, 'german-attack'), s, a, { hex: '1128', retreat: [], fire: [] } as HexDefense, new FixedDice({ 'T01/german-attack/1128/attack': 1, 'T01/german-attack/1128/nkvd-reliability/sov-2-270-nkvd': 5, 'T01/german-attack/1128/advance/nkvd-reliability/sov-militia': 10 }));
    expect(r.events.find((e) => e.type === 'attack')).toMatchObject({ eliminated: [ONE] });
    expect(rolls(r.events).map((e) => [e.regiment, e.unit, e.cause, e.trigger, e.result])).toEqual([[REGIMENT, TWO, 'fired-upon', '1128', 'stays'], ["Workers' Militia", MILITIA, 'german-adjacent', '1128', 'removed']]);
    expect(r.state.pieces[GER]!.at).toBe('1128');
    expect(r.state.nkvdReliability).toEqual([REGIMENT, "Workers' Militia"]);
  });

  it('German defensive fire at an attacking hex with NKVD units: the 270th rolls after the fire', () => {
    const s = fragment({ ...nkvd, [GER]: '1228' });
    const a = attack('1228', '1128', [ONE]);
    const d = { hex: '1228', retreat: [], fire: [{ at: '1128', units: [GER] }] } as HexDefense;
    const r = resolveAttack(ctxAt(1, 'soviet-attack'), s, a, d, new FixedDice({ 'T01/soviet-attack/1228/df/1128': 10, 'T01/soviet-attack/1228/df/1128/nkvd-reliability/sov-1-270-nkvd': 9, 'T01/soviet-attack/1228/df/1128/nkvd-reliability/sov-2-270-nkvd': 1 }));
    const types = r.events.map((e) => e.type);
    expect(types.slice(0, 3)).toEqual(['defensive-fire', 'nkvd-reliability', 'nkvd-reliability']);
    // 1/270 deserted: no attacker is left to fire
    expect(r.events.find((e) => e.type === 'attack-not-made')).toBeDefined();
    expect(r.state.pieces[ONE]!.eliminated).toBe(true);
  });

  it('a German instant counter-attack (12.6) on 1228, where 1/270 advanced: the 270th rolls after it', () => {
    const s = fragment({ [ONE]: '1128', [TWO]: '1132', 'sov-1-42g': '1128', 'sov-2-42g': '1128', [GER]: '1228', [GER2]: '1328' });
    const ctx = { ...ctxAt(1, 'soviet-attack'), standing: { german: { counterAttack: { rules: [{ minDifference: -20 }] } }, soviet: null } };
    const a = { ...attack('1228', '1128', [ONE, 'sov-1-42g', 'sov-2-42g']), advance: [ONE] } as AttackBody;
    const r = resolveAttack(ctx, s, a, { hex: '1228', retreat: [], fire: [] } as HexDefense, new FixedDice({ 'T01/soviet-attack/1228/attack': 1, 'T01/soviet-attack/1228/ica': 1, 'T01/soviet-attack/1228/ica/nkvd-reliability/sov-1-270-nkvd': 3, 'T01/soviet-attack/1228/ica/nkvd-reliability/sov-2-270-nkvd': 8 }));
    const types = r.events.map((e) => e.type);
    expect(types.indexOf('instant-counter-attack')).toBeLessThan(types.indexOf('nkvd-reliability'));
    expect(r.events.find((e) => e.type === 'advance')).toMatchObject({ units: [ONE] });
    expect(rolls(r.events).map((e) => [e.unit, e.cause, e.trigger, e.result])).toEqual([[ONE, 'fired-upon', '1228', 'stays'], [TWO, 'fired-upon', '1228', 'removed']]);
  });

  it('a Soviet attack by NKVD units calls for no roll: only fire at them does', () => {
    const s = fragment({ ...nkvd, [GER]: '1228' });
    const r = resolveAttack(ctxAt(1, 'soviet-attack'), s, attack('1228', '1128', [ONE]), { hex: '1228', retreat: [], fire: [] } as HexDefense, new FixedDice({ 'T01/soviet-attack/1228/attack': 10 }));
    expect(rolls(r.events)).toEqual([]);
  });

  it('German opportunity fire at 1/270 crossing the open steppe (3229 to 3231): the 270th rolls after the fire, and the move goes on', () => {
    const s = fragment({ [ONE]: '3229', [TWO]: '1132', [GER]: '3233' });
    const ctx = { ...ctxAt(1, 'soviet-movement'), standing: { german: { opportunityFire: [{ hex: '3233' }] }, soviet: null } };
    const of = 'T01/soviet-movement/of/0/2/r0/3233';
    const r = windowRules('soviet-movement').adjudicate(ctx, s, [move([ONE], ['3230', '3231'])] as SosOrder[], new FixedDice({ [of]: 10, [`${of}/nkvd-reliability/${ONE}`]: 7, [`${of}/nkvd-reliability/${TWO}`]: 8 }));
    expect(r.events.map((e) => e.type)).toEqual(['opportunity-fire', 'nkvd-reliability', 'nkvd-reliability', 'moved']);
    expect(rolls(r.events).map((e) => [e.unit, e.cause, e.trigger, e.result])).toEqual([[ONE, 'fired-upon', '3231', 'stays'], [TWO, 'fired-upon', '3231', 'removed']]);
    expect(r.state.pieces[ONE]!.at).toBe('3231');
    expect(r.state.pieces[TWO]!.eliminated).toBe(true);
  });

  it('a German bombardment of 1128: the 270th rolls after it, the miss included', () => {
    const b: SosBombardment = { side: 'german', target: '1128', table: 'wbbt', units: ['ger-71-ii-191-mortar'], af: 6, spotting: 'adjacentInCommand', namedLeaderAdjacent: false, opOn1039: false, stukas: null };
    const s = { ...fragment({ ...nkvd, 'ger-71-ii-191-mortar': '1428', 'ger-71-op': '1228' }), bombardments: [b] };
    const r = resolveBombardments({ env, standing: { german: null, soviet: null }, date: '09-13', label: 'T01/2.resolve', phase: 2 }, s, new FixedDice({ 'T01/2.resolve/1128/german/die': 10, 'T01/2.resolve/1128/german/nkvd-reliability/sov-1-270-nkvd': 4, 'T01/2.resolve/1128/german/nkvd-reliability/sov-2-270-nkvd': 5 }));
    expect(r.events.map((e) => e.type)).toEqual(['bombardment', 'nkvd-reliability', 'nkvd-reliability']);
    expect(r.state.nkvdReliability).toEqual([REGIMENT]);
  });
});

describe('SoS 16.84 ∆: "this includes setting up the scenario": a check before the first phase of the first turn', () => {
  it('a German company set up in 1228, next to 1/270: the 270th rolls once both sides have set up; the militia, with no German next to it, does not', () => {
    const s = fragment({ ...nkvd, [GER]: '1228', [GER2]: '3233', 'ger-71-op': '1139' });
    const r = reliabilityAtSetUp(env, s, new FixedDice({ 'setup/nkvd-reliability/sov-1-270-nkvd': 1, 'setup/nkvd-reliability/sov-2-270-nkvd': 9 }));
    expect(rolls(r.events).map((e) => [e.rule, e.unit, e.trigger, e.die, e.result])).toEqual([['SoS 16.83, 16.84', ONE, '1228', 1, 'stays'], ['SoS 16.83, 16.84', TWO, '1228', 9, 'removed']]);
    expect(r.state.nkvdReliability).toEqual([REGIMENT]);
  });
});
