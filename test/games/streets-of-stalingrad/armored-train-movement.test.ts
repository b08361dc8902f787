import { describe, expect, it } from 'vitest';
import { hexId } from '#kernel/ids';
import { trainAllowance } from '#games/streets-of-stalingrad/movement/train-allowance';
import { walkPath } from '#games/streets-of-stalingrad/movement/walk-path';
import { stepPlace } from '#games/streets-of-stalingrad/windows/movement/places';
import { movePosition, pathEntry } from '#games/streets-of-stalingrad/windows/movement/position';
import { movementOptions } from '#games/streets-of-stalingrad/windows/movement/options';
import { ORDER_NOTES } from '#games/streets-of-stalingrad/template/window-notes';
import { side } from '#kernel/ids';
import { adjudicate, check, codes, ctxAt, env, fragment } from './movement-window-fixture';
import { sosRuleset } from './game-fixture';

/**
 * SoS 16.61 "The two Soviet armored train units (MP = RR) must be placed in a railroad hex and
 * may move an unlimited number of hexes, until 7 October, per Soviet Movement Phase 10 as long
 * as they move only across hex sides with railroad symbols. On October 7 and after, ATU may
 * move only six (6) hexes per Soviet Movement Phase 10." 16.62 "ATU may enter but never move
 * through a German ZOC hex." Scenario #1 sets them up on the railroad in 1035 and 1136; the
 * city map's railroad runs 1035, 1136, 1137, 1138, 1238, 1339, 1439, 1540, 1541 ... toward
 * off-map box 3 (1656 is the last of its hexes inside scenario #1's boundary).
 */
const M = 'soviet-movement';
const move = (units: string[], path: string[], extra: object = {}) => ({ move: { units, path, ...extra } });
const RAIL = ['1136', '1137', '1138', '1238', '1339', '1439', '1540', '1541', '1542', '1543', '1544', '1644', '1645', '1646', '1647', '1648', '1649', '1650', '1651', '1652'];

describe('SoS 16.61: "must be placed in a railroad hex"', () => {
  const ruleset = sosRuleset();
  const g = ruleset.setup('scenario-1');

  it('the Soviet set-up lists for each train the railroad hexes of its set-up area only', () => {
    const trains = ruleset.options(g, side('soviet')).filter((u) => u.unit.startsWith('sov-atu'));
    expect(trains.map((u) => [u.unit, u.hex, u.placements])).toEqual([['sov-atu-1', '1035', ['1035', '1136', '1137', '1138']], ['sov-atu-2', '1136', ['1035', '1136', '1137', '1138']]]);
  });

  it('a train placed off the railroad is refused; on it, taken', () => {
    const place = (hex: string) => ruleset.check(g, { side: side('soviet'), orders: [{ place: { units: ['sov-atu-1'], hex } }] });
    expect(place('1036').map((i) => [i.code, i.path.join('.'), i.rule])).toEqual([['train-off-railroad', 'orders.0.place.units.0', 'SoS 16.61']]);
    expect(place('1137')).toEqual([]);
  });
});

describe('SoS 16.61: an armored train moves along the railroad in Soviet Movement Phase 10', () => {
  it('until 7 October it moves any number of hexes: twenty railroad hexes from 1035, each one of its hexes whatever the terrain', () => {
    const s = fragment({ 'sov-atu-1': '1035' });
    expect(check(1, M, s, [move(['sov-atu-1'], RAIL)])).toEqual([]);
    const r = adjudicate(1, M, s, [move(['sov-atu-1'], RAIL)]);
    expect(r.state.pieces['sov-atu-1']!.at).toBe('1652');
    expect(r.events).toMatchObject([{ type: 'moved', units: ['sov-atu-1'], from: '1035', to: '1652', mp: 20, allowance: 'unlimited', allowanceFactors: [{ rule: 'SoS 16.61' }] }]);
    expect((r.events[0]!['steps'] as { mp: number; parts: { rule: string }[] }[]).every((st) => st.mp === 1 && st.parts[0]!.rule === 'SoS 16.61')).toBe(true);
  });

  it('"only across hex sides with railroad symbols": a step into a hex off the railroad is refused where it is', () => {
    const s = fragment({ 'sov-atu-1': '1035' });
    const issues = check(1, M, s, [move(['sov-atu-1'], ['1136', '1236'])]);
    expect(issues.map((i) => [i.code, i.path.join('.'), i.rule])).toEqual([['off-railroad', 'orders.0.move.path.1', 'SoS 16.61']]);
  });

  it('"per Soviet Movement Phase 10": not in the Soviet Reserves Movement Phase (4) nor the Soviet Exploit Movement Phase (14)', () => {
    const s = fragment({ 'sov-atu-1': '1035', 'sov-commissar-1': '1035' }, { attack: ['1338'] });
    expect(codes(check(1, 'soviet-reserves', s, [move(['sov-atu-1'], ['1136'])]))).toContainEqual(['train-phase', 'orders.0.move.units']);
    expect(codes(check(1, 'soviet-exploit-movement', s, [move(['sov-atu-1'], ['1136'])]))).toEqual([['train-phase', 'orders.0.move.units']]);
  });

  it('a train moves by its own rules: not in one move with other units (a reading); two trains may move together', () => {
    const s = fragment({ 'sov-atu-1': '1136', 'sov-atu-2': '1136', 'sov-1-42g': '1136' });
    expect(codes(check(1, M, s, [move(['sov-atu-1', 'sov-1-42g'], ['1137'])]))).toEqual([['train-moves-alone', 'orders.0.move.units']]);
    expect(check(1, M, s, [move(['sov-atu-1', 'sov-atu-2'], ['1137', '1138'])])).toEqual([]);
  });

  it('8.08: a train may not move into a railroad hex holding a German combat unit', () => {
    const s = fragment({ 'sov-atu-1': '1136', 'ger-71-5-191': '1137' });
    expect(codes(check(1, M, s, [move(['sov-atu-1'], ['1137'])]))).toEqual([['enemy-combat-unit', 'orders.0.move.path.0']]);
  });

  it('On 7 October and after: six hexes a phase; until then, no limit (a train prints no MP: 8.21\'s doubling and 8.03\'s halving leave the count as it is)', () => {
    expect(trainAllowance({ month: 10, day: 6 }).hexes).toBe(Infinity);
    expect(trainAllowance({ month: 10, day: 7 }).hexes).toBe(6);
    expect(trainAllowance({ month: 11, day: 1 }).hexes).toBe(6);
    const s = fragment({ 'sov-atu-1': '1035' });
    const pos = movePosition(env, s, 'soviet');
    const path = RAIL.slice(0, 7);
    const entries = path.map((to, k) => pathEntry(env, pos, k === 0 ? '1035' : path[k - 1]!, to, 0)!);
    const walk = (availableMp: number) => walkPath(env.tec, { side: 'soviet', phase: 10, availableMp, movers: ['train'], armored: true, transport: false, breakthroughMovement: false, start: stepPlace(env.map, s, '1035')!, path: entries });
    expect(walk(Infinity)).toMatchObject({ ok: true, spent: 7 });
    expect(walk(6)).toMatchObject({ ok: false, index: 6, code: 'not-enough-mp', rule: 'SoS 16.61' });
  });
});

describe('SoS 16.62: an armored train may enter but never move through a German ZOC hex', () => {
  // a German company in 1340 puts its ZOC on railroad hexes 1339 and 1439 (6.1, suburbs: 6.2)
  const zoc = { 'ger-71-5-191': '1340' };

  it('it enters the German ZOC hex 1339 and stops there; the step on is refused', () => {
    const s = fragment({ 'sov-atu-1': '1035', ...zoc });
    expect(check(1, M, s, [move(['sov-atu-1'], ['1136', '1137', '1138', '1238', '1339'])])).toEqual([]);
    const issues = check(1, M, s, [move(['sov-atu-1'], ['1136', '1137', '1138', '1238', '1339', '1439', '1540'])]);
    expect(issues.map((i) => [i.code, i.path.join('.')])).toEqual([['stopped-in-zoc', 'orders.0.move.path.5']]);
  });

  it('armored as it is (16.63), it makes no breakthrough movement: not from one German ZOC hex into another, and never `mode: breakthrough`', () => {
    const s = fragment({ 'sov-atu-1': '1339', ...zoc });
    const issues = check(1, M, s, [move(['sov-atu-1'], ['1439'])]);
    expect(issues.map((i) => [i.code, i.path.join('.'), i.rule])).toEqual([['zoc-to-zoc', 'orders.0.move.path.0', 'SoS 16.62, 6.7']]);
    expect(codes(check(1, M, s, [move(['sov-atu-1'], ['1238'], { mode: 'breakthrough' })]))).toEqual([['train-breakthrough', 'orders.0.move.mode']]);
    // leaving the ZOC hex it stands in is no move through it
    expect(check(1, M, s, [move(['sov-atu-1'], ['1238', '1138'])])).toEqual([]);
  });

  it('6.6, 6.8: a hex with a "breakthru" marker is no ZOC hex for movement: the train passes 1339 and stops in 1439', () => {
    const s = fragment({ 'sov-atu-1': '1238', ...zoc }, { breakthru: ['1339'] });
    expect(check(1, M, s, [move(['sov-atu-1'], ['1339', '1439'])])).toEqual([]);
    expect(codes(check(1, M, s, [move(['sov-atu-1'], ['1339', '1439', '1540'])]))).toEqual([['stopped-in-zoc', 'orders.0.move.path.2']]);
  });
});

describe('the movement listing and the template show the trains\' moves (SoS 16.61, 16.62)', () => {
  it('the listing gives a train the railroad hexes inside the scenario it may reach, one hex each, and a note', () => {
    const s = fragment({ 'sov-atu-1': '1035', 'ger-71-5-191': '1340' });
    const train = movementOptions(ctxAt(1, M), s, null).find((u) => u.unit === 'sov-atu-1')!;
    // it stops in 1339, the first German ZOC hex
    expect(train.moves!.map((m) => [m.hex, m.cost])).toEqual([['1136', 1], ['1137', 2], ['1138', 3], ['1238', 4], ['1339', 5]]);
    expect(train.moves!.at(-1)!.path).toEqual(['1136', '1137', '1138', '1238', '1339'].map(hexId));
    expect(train.notes).toEqual([expect.stringMatching(/^armored train: .*SoS 16\.61, 16\.62/)]);
    const free = movementOptions(ctxAt(1, M), fragment({ 'sov-atu-1': '1035' }), null).find((u) => u.unit === 'sov-atu-1')!;
    expect(free.moves!.map((m) => m.hex).at(-1)).toBe('1656');
    expect(free.moves!.every((m) => env.map.hex(m.hex)!.terrain.includes('railroad'))).toBe(true);
  });

  it('no listing for a train outside Soviet Movement Phase 10', () => {
    const s = fragment({ 'sov-atu-1': '1035' });
    expect(movementOptions(ctxAt(1, 'soviet-exploit-movement'), s, null).find((u) => u.unit === 'sov-atu-1')).toBeUndefined();
  });

  it('the template\'s `move` note tells how a train moves', () => {
    expect(ORDER_NOTES.move).toMatch(/armored train moves alone, in Soviet Movement Phase 10 only, along the railroad.*\(SoS 16\.61, 16\.62\)/);
  });
});
