import { describe, expect, it } from 'vitest';
import { windowRules } from '#games/streets-of-stalingrad/windows/index';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { side } from '#kernel/ids';
import { adjudicate, check, codes, ctxAt, fragment, ruleset } from './movement-window-fixture';

const move = (units: string[], path: string[]) => ({ move: { units, path } });

describe('SoS 8.31: German Reserves Movement (phase 11)', () => {
  it('a unit within three hexes of an "attack" marker moves at half MP: two suburb hexes, not three', () => {
    const s = fragment({ 'ger-71-5-191': '1238', 'sov-1-270-nkvd': '1235' }, { attack: ['1236'] });
    expect(check(1, 'german-reserves', s, [move(['ger-71-5-191'], ['1239', '1240'])])).toEqual([]);
    expect(codes(check(1, 'german-reserves', s, [move(['ger-71-5-191'], ['1239', '1240', '1241'])]))).toEqual([['not-enough-mp', 'orders.0.move.path.2']]);
    const r = adjudicate(1, 'german-reserves', s, [move(['ger-71-5-191'], ['1239'])]);
    expect(r.events).toMatchObject([{ type: 'moved', allowance: 4 }]);
  });

  it('not a unit farther than three hexes from every "attack" marker, a pinned one, nor one in a hex being attacked', () => {
    const s = fragment({ 'ger-71-5-191': '1240', 'ger-71-6-191': '1237', 'ger-295-1-516': '1236' }, { attack: ['1236'], pinned: ['ger-71-6-191'] });
    const issues = check(1, 'german-reserves', s, [move(['ger-71-5-191'], ['1239']), move(['ger-71-6-191'], ['1238']), move(['ger-295-1-516'], ['1235'])]);
    expect(codes(issues)).toEqual([['not-eligible-reserves', 'orders.0.move.units.0'], ['pinned', 'orders.1.move.units.0'], ['not-eligible-reserves', 'orders.2.move.units.0']]);
    expect(issues[0]!.message).toMatch(/not within three hexes of an "attack" marker/);
    expect(issues[2]!.message).toMatch(/in a hex being attacked/);
  });

  it('9.02b: the window has a choice only when a unit is eligible (it is passed otherwise)', () => {
    const rules = windowRules('german-reserves');
    expect(rules.hasChoice(ctxAt(1, 'german-reserves'), fragment({ 'ger-71-5-191': '1238' }, { attack: ['1236'] }))).toBe(true);
    expect(rules.hasChoice(ctxAt(1, 'german-reserves'), fragment({ 'ger-71-5-191': '1238' }))).toBe(false);
  });
});

describe('SoS 8.32, 8.33, 8.35: Soviet Reserves Movement (phase 4)', () => {
  it('8.32: a unit stacked with a commissar may move; one with no leader by it may not; 8.03: on 13 September the half is halved again (2 MP)', () => {
    const s = fragment({ 'sov-1-270-nkvd': '1238', 'sov-commissar-1': '1238', 'sov-2-270-nkvd': '1240', 'ger-71-5-191': '1235' }, { attack: ['1237'] });
    const r = adjudicate(1, 'soviet-reserves', s, [move(['sov-1-270-nkvd'], ['1239'])]);
    expect(r.events).toMatchObject([{ type: 'moved', allowance: 2 }]);
    expect(codes(check(1, 'soviet-reserves', s, [move(['sov-2-270-nkvd'], ['1241'])]))).toEqual([['not-eligible-reserves', 'orders.0.move.units.0']]);
  });

  it('8.32: not from an enemy ZOC without a leader in the stack; 8.33: the leader himself may move from it', () => {
    const s = fragment({ 'sov-1-270-nkvd': '1238', 'sov-commissar-1': '1239', 'ger-71-5-191': '1237' }, { attack: ['1237'] });
    expect(codes(check(1, 'soviet-reserves', s, [move(['sov-1-270-nkvd'], ['1239'])]))).toEqual([['not-eligible-reserves', 'orders.0.move.units.0']]);
    const withLeader = fragment({ 'sov-1-270-nkvd': '1238', 'sov-commissar-1': '1238', 'ger-71-5-191': '1237' }, { attack: ['1238'] });
    expect(codes(check(1, 'soviet-reserves', withLeader, [move(['sov-commissar-1'], ['1239'])]))).toEqual([]);
  });

  it('8.35: no unit in an East Bank box moves in the Reserves Movement Phase', () => {
    const s = fragment({ 'sov-1-270-nkvd': 'EB-C', 'sov-commissar-1': 'EB-C' }, { attack: ['0426'] });
    expect(codes(check(1, 'soviet-reserves', s, [move(['sov-1-270-nkvd'], ['0326'])]))).toEqual([['not-eligible-reserves', 'orders.0.move.units.0']]);
  });
});

describe('SoS 18.51, 18.53: an army commander away halves his side\'s movement', () => {
  it('18.51: with Chuikov in the East Bank box, a Soviet infantry unit on the West Bank has 4 MP on 14 September, not 8', () => {
    const here = fragment({ 'sov-1-270-nkvd': '1240' });
    const away = fragment({ 'sov-1-270-nkvd': '1240', 'sov-chuikov': 'EB-C' });
    const path = ['1239', '1238', '1237'];
    expect(check(2, 'soviet-movement', here, [move(['sov-1-270-nkvd'], path)])).toEqual([]);
    expect(codes(check(2, 'soviet-movement', away, [move(['sov-1-270-nkvd'], path)]))).toEqual([['not-enough-mp', 'orders.0.move.path.2']]);
  });

  it('18.53: with Paulus in an off-map box, a German infantry unit has 4 MP; not before he has entered the game', () => {
    const away = fragment({ 'ger-71-5-191': '1240', 'ger-paulus': 'GB-1' });
    expect(codes(check(1, 'german-movement', away, [move(['ger-71-5-191'], ['1239', '1238', '1237'])]))).toEqual([['not-enough-mp', 'orders.0.move.path.2']]);
    expect(check(1, 'german-movement', fragment({ 'ger-71-5-191': '1240' }), [move(['ger-71-5-191'], ['1239', '1238', '1237'])])).toEqual([]);
  });
});

describe('SoS 9.02a, 9.02b: the German\'s "attack" marker opens the Soviet Reserves Movement window', () => {
  it('a marker within three hexes of a Soviet unit stacked with a commissar: the game waits for the Soviet reserves file; without one the window is passed', () => {
    let g = ruleset.setup('scenario-1');
    while (ruleset.window(g)!.id !== 'T01/german-movement') g = ruleset.adjudicate(g, [{ side: ruleset.window(g)!.waitingFor[0]!, orders: [] }], new FixedDice([])).state;
    // SoS 16.83: the 270th has made its reliability roll (militia-reliability.test.ts)
    const at = { ...g, state: { ...fragment({ 'ger-71-5-191': '1238', 'sov-1-270-nkvd': '1236', 'sov-2-270-nkvd': '1235', 'sov-commissar-1': '1235' }), nkvdReliability: ['270 NKVD Regiment'] } };
    const marked = ruleset.adjudicate(at, [{ side: side('german'), orders: [{ markAttack: { hex: '1236', by: 'ger-71-5-191' } }, { move: { units: ['ger-71-5-191'], path: ['1237'] } }] }], new FixedDice([]));
    expect(ruleset.window(marked.state)!.id).toBe('T01/soviet-reserves');
    // the options list the eligible units only (the unit under the marker is being attacked), each move accepted
    const options = ruleset.options(marked.state, side('soviet'));
    expect(options.map((o) => o.unit)).toContain('sov-2-270-nkvd');
    expect(options.map((o) => o.unit)).not.toContain('sov-1-270-nkvd');
    for (const o of options) for (const m of o.moves ?? []) expect(ruleset.check(marked.state, { side: side('soviet'), orders: [{ move: { units: [o.unit], path: m.path } }] })).toEqual([]);
    const quiet = ruleset.adjudicate(at, [{ side: side('german'), orders: [] }], new FixedDice([]));
    expect(ruleset.window(quiet.state)!.id).toBe('T01/german-attack');
    expect(quiet.events).toContainEqual(expect.objectContaining({ type: 'window-passed', window: 'T01/soviet-reserves' }));
  });
});
