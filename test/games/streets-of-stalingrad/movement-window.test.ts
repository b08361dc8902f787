import { describe, expect, it } from 'vitest';
import { hexId } from '#kernel/ids';
import { adjudicate, check, codes, env, fragment } from './movement-window-fixture';

/** Column 12 of the central city, rows 34 to 40, is suburb (foot 2 MP, vehicle 3 MP a hex); 1233 is on road 2. */
const G = 'T01/german-movement';
const move = (units: string[], path: string[], extra: object = {}) => ({ move: { units, path, ...extra } });
/** A hex next to both `a` and `b`. */
const between = (a: string, b: string) => env.map.grid.neighbours(hexId(a)).find((n) => env.map.grid.direction(n, hexId(b)) !== null)!;

describe('SoS 8.0: a stack walks its path hex by hex in the German Movement Phase', () => {
  it('8.04: an infantry unit (8 MP) walks four suburb hexes at 2 MP each, and ends where the path ends', () => {
    const s = fragment({ 'ger-71-5-191': '1240' });
    expect(check(1, 'german-movement', s, [move(['ger-71-5-191'], ['1239', '1238', '1237', '1236'])])).toEqual([]);
    const r = adjudicate(1, 'german-movement', s, [move(['ger-71-5-191'], ['1239', '1238', '1237', '1236'])]);
    expect(r.state.pieces['ger-71-5-191']!.at).toBe('1236');
    expect(r.events).toMatchObject([{ type: 'moved', rule: 'SoS 8.0', from: '1240', to: '1236', mp: 8, allowance: 8, visibleTo: ['german'] }]);
  });

  it('8.04: "A unit must have enough MP to enter a hex or it may not do so": the fifth suburb hex is refused at its place in the path', () => {
    const s = fragment({ 'ger-71-5-191': '1240' });
    expect(codes(check(1, 'german-movement', s, [move(['ger-71-5-191'], ['1239', '1238', '1237', '1236', '1235'])]))).toEqual([['not-enough-mp', 'orders.0.move.path.4']]);
  });

  it('8.08: no move into a hex that holds an enemy combat unit', () => {
    const s = fragment({ 'ger-71-5-191': '1238', 'sov-1-270-nkvd': '1237' });
    expect(codes(check(1, 'german-movement', s, [move(['ger-71-5-191'], ['1237'])]))).toEqual([['enemy-combat-unit', 'orders.0.move.path.0']]);
  });

  it('8.08, 9.81: a mine dog is a combat unit though it has no AF: with a commissar beside it, its hex bars the move (16.25 lets German units in where the dog stands alone)', () => {
    const s = fragment({ 'ger-71-5-191': '1238', 'sov-mine-dog-1': '1237', 'sov-commissar-1': '1237' });
    expect(codes(check(1, 'german-movement', s, [move(['ger-71-5-191'], ['1237'])]))).toEqual([['enemy-combat-unit', 'orders.0.move.path.0']]);
    const alone = fragment({ 'ger-71-5-191': '1238', 'sov-mine-dog-1': '1237' });
    expect(codes(check(1, 'german-movement', alone, [move(['ger-71-5-191'], ['1237'])]))).toEqual([]);
  });

  it('8.09: a unit stops on entering an enemy ZOC hex; the step after it is refused', () => {
    const s = fragment({ 'ger-71-5-191': '1239', 'sov-1-270-nkvd': '1236' });
    expect(codes(check(1, 'german-movement', s, [move(['ger-71-5-191'], ['1238', '1237', '1238'])]))).toEqual([['stopped-in-zoc', 'orders.0.move.path.2']]);
  });

  it('9.112: a pinned unit may not move; 8.06: a move is one stack in one place; 8.07 as read: each unit moves once a phase', () => {
    const s = fragment({ 'ger-71-5-191': '1240', 'ger-71-6-191': '1238', 'ger-295-1-516': '1239' }, { pinned: ['ger-71-6-191'] });
    const issues = check(1, 'german-movement', s, [
      move(['ger-71-6-191'], ['1237']),
      move(['ger-71-5-191', 'ger-295-1-516'], ['1239']),
      move(['ger-295-1-516'], ['1238']),
      move(['ger-295-1-516'], ['1237']),
    ]);
    expect(codes(issues)).toEqual([['pinned', 'orders.0.move.units.0'], ['not-one-stack', 'orders.1.move.units'], ['moved-twice', 'orders.3.move.units.0']]);
  });

  it('the adjudication runs the orders on the position as it changes and skips one earlier results made illegal, with the reason', () => {
    const s = fragment({ 'ger-71-5-191': '1240' });
    const r = adjudicate(1, 'german-movement', s, [move(['ger-71-5-191'], ['1239']), move(['ger-71-5-191'], ['1238'])]);
    expect(r.state.pieces['ger-71-5-191']!.at).toBe('1239');
    expect(r.events.map((e) => [e.type, e['code'] ?? null])).toEqual([['moved', null], ['move-skipped', 'moved-twice']]);
  });

  it('5.1, 5.2: stacking counts at the end of the phase: a fourth infantry unit ending in a hex is refused at the order that brings it in, one passing through is not', () => {
    const s = fragment({ 'ger-71-5-191': '1240', 'ger-71-6-191': '1236', 'ger-295-1-516': '1237', 'ger-295-2-516': '1239', 'ger-295-hiwi': '1235' });
    const three = [move(['ger-71-5-191'], ['1239', '1238']), move(['ger-71-6-191'], ['1237', '1238']), move(['ger-295-1-516'], ['1238'])];
    expect(check(1, 'german-movement', s, [...three, move(['ger-295-2-516'], ['1238', '1237'])])).toEqual([]);
    expect(codes(check(1, 'german-movement', s, [...three, move(['ger-295-2-516'], ['1238'])]))).toEqual([['over-stacked', 'orders.3.move.path.0']]);
  });

  it('8.5, 8.51: an armored unit going from one enemy ZOC hex into another is breakthrough movement, sent as one; a breakthrough attack on the suburb hex passes the check (10.2)', () => {
    const s = fragment({ 'ger-stug-244': '1237', 'sov-1-270-nkvd': '1236' });
    const q = between('1237', '1236');
    expect(codes(check(1, 'german-movement', s, [move(['ger-stug-244'], [q])]))).toEqual([['breakthrough-mode', 'orders.0.move.mode']]);
    expect(check(1, 'german-movement', s, [move(['ger-stug-244'], [q], { mode: 'breakthrough' })])).toEqual([]);
    expect(check(1, 'german-movement', s, [{ breakthrough: { target: '1236', attackers: ['ger-stug-244'] } }])).toEqual([]);
  });

  it('8.21, 8.24: deployment at double MP, but never to end within two hexes of an enemy unit; 8.22: not in the Exploit Movement Phase', () => {
    const s = fragment({ 'ger-71-5-191': '1240', 'sov-1-270-nkvd': '1230' });
    const far = ['1239', '1238', '1237', '1236', '1235', '1234'];
    expect(check(1, 'german-movement', s, [move(['ger-71-5-191'], far.slice(0, 5), { mode: 'deployment' })])).toEqual([]);
    expect(codes(check(1, 'german-movement', s, [move(['ger-71-5-191'], far.slice(0, 5))]))).toEqual([['not-enough-mp', 'orders.0.move.path.4']]);
    const near = fragment({ 'ger-71-5-191': '1240', 'sov-1-270-nkvd': '1234' });
    expect(codes(check(1, 'german-movement', near, [move(['ger-71-5-191'], ['1239', '1238', '1237', '1236'], { mode: 'deployment' })]))).toEqual([['deployment-near-enemy', 'orders.0.move.path.3']]);
    expect(codes(check(1, 'german-exploit-movement', s, [move(['ger-71-5-191'], ['1239'], { mode: 'deployment' })]))).toEqual([['deployment-phase', 'orders.0.move.mode']]);
  });

  it('8.01, 8.02, 8.2: the Exploit Movement Phase is at half MP: an infantry unit walks two suburb hexes, not three', () => {
    const s = fragment({ 'ger-71-5-191': '1240' });
    expect(check(1, 'german-exploit-movement', s, [move(['ger-71-5-191'], ['1239', '1238'])])).toEqual([]);
    expect(codes(check(1, 'german-exploit-movement', s, [move(['ger-71-5-191'], ['1239', '1238', '1237'])]))).toEqual([['not-enough-mp', 'orders.0.move.path.2']]);
  });
});

describe('SoS 8.71-8.74: dismounted motorized units', () => {
  it('8.71, 8.72: a dismounted armored infantry unit moves as a foot unit (8 MP): five suburb hexes are too far, as they are not mounted (18 MP)', () => {
    const s = fragment({ 'ger-16pg-1': '1240' });
    const five = ['1239', '1238', '1237', '1236', '1235'];
    expect(check(1, 'german-movement', s, [move(['ger-16pg-1'], five)])).toEqual([]);
    expect(codes(check(1, 'german-movement', s, [{ dismount: { units: ['ger-16pg-1'] } }, move(['ger-16pg-1'], five)]))).toEqual([['not-enough-mp', 'orders.1.move.path.4']]);
    const r = adjudicate(1, 'german-movement', s, [move(['ger-16pg-1'], ['1239']), { dismount: { units: ['ger-16pg-1'] } }]);
    expect(r.events.map((e) => e.type)).toEqual(['dismounted', 'moved']);
    expect(r.state.pieces['ger-16pg-1']!.dismounted).toBe(true);
  });

  it('8.71: only motorized and armored infantry, engineer and mortar units dismount', () => {
    const s = fragment({ 'ger-71-5-191': '1240', 'ger-stug-244': '1239' });
    expect(codes(check(1, 'german-movement', s, [{ dismount: { units: ['ger-71-5-191', 'ger-stug-244'] } }]))).toEqual([['may-not-dismount', 'orders.0.dismount.units.0'], ['may-not-dismount', 'orders.0.dismount.units.1']]);
  });

  it('8.73: a unit remounts on a road hex free of enemy ZOC, not in an enemy ZOC with no way out to a road', () => {
    const free = fragment({ 'ger-16pg-1': '1233' }, { dismounted: ['ger-16pg-1'] });
    expect(adjudicate(1, 'german-movement', free, [{ remount: { units: ['ger-16pg-1'] } }]).state.pieces['ger-16pg-1']!.dismounted).toBe(false);
    const held = fragment({ 'ger-16pg-1': '1237', 'sov-1-270-nkvd': '1236' }, { dismounted: ['ger-16pg-1'] });
    expect(codes(check(1, 'german-movement', held, [{ remount: { units: ['ger-16pg-1'] } }]))).toEqual([['remount-no-road', 'orders.0.remount.units.0']]);
  });
});

describe('SoS 9.02a, 9.64: "attack" markers placed in the Movement Phase', () => {
  it('on an enemy hex adjacent to a non-pinned infantry-type unit, after the moves; not by a StuG, not from afar, not on an empty hex', () => {
    // SoS 16.83: the 270th has made its reliability roll (militia-reliability.test.ts)
    const s = { ...fragment({ 'ger-71-5-191': '1238', 'ger-stug-244': '1239', 'sov-1-270-nkvd': '1236', 'sov-2-270-nkvd': '1230' }), nkvdReliability: ['270 NKVD Regiment'] };
    const r = adjudicate(1, 'german-movement', s, [{ markAttack: { hex: '1236', by: 'ger-71-5-191' } }, move(['ger-71-5-191'], ['1237'])]);
    expect(r.state.markers.attack).toEqual(['1236']);
    expect(r.events.map((e) => e.type)).toEqual(['moved', 'attack-marked']);
    const issues = check(1, 'german-movement', s, [
      { markAttack: { hex: '1236', by: 'ger-stug-244' } },
      { markAttack: { hex: '1230', by: 'ger-71-5-191' } },
      { markAttack: { hex: '1240', by: 'ger-71-5-191' } },
    ]);
    expect(codes(issues)).toEqual([['not-infantry-type', 'orders.0.markAttack.by'], ['not-adjacent', 'orders.0.markAttack.by'], ['not-adjacent', 'orders.1.markAttack.by'], ['no-enemy', 'orders.2.markAttack.hex'], ['not-adjacent', 'orders.2.markAttack.by']]);
  });
});

describe('SoS 8.0: what the adjudication does with a move it may not make whole', () => {
  it('ifStopped: stop (the default) makes the steps before the refused one; skip makes none', () => {
    const s = fragment({ 'ger-71-5-191': '1240' });
    const far = { move: { units: ['ger-71-5-191'], path: ['1239', '1238', '1237', '1236', '1235'] } };
    const stopped = adjudicate(1, 'german-movement', s, [far]);
    expect(stopped.state.pieces['ger-71-5-191']!.at).toBe('1236');
    expect(stopped.events.map((e) => e.type)).toEqual(['moved', 'move-stopped']);
    const skipped = adjudicate(1, 'german-movement', s, [{ move: { ...far.move, ifStopped: 'skip' } }]);
    expect(skipped.state.pieces['ger-71-5-191']!.at).toBe('1240');
    expect(skipped.events).toMatchObject([{ type: 'move-skipped', code: 'not-enough-mp', rule: 'SoS 8.04' }]);
  });

  it('5.1: a file the check did not see that over-stacks a hex has its last move into the hex taken back', () => {
    const s = fragment({ 'ger-71-5-191': '1240', 'ger-71-6-191': '1236', 'ger-295-1-516': '1237', 'ger-295-2-516': '1239' });
    const r = adjudicate(1, 'german-movement', s, [move(['ger-71-5-191'], ['1239', '1238']), move(['ger-71-6-191'], ['1237', '1238']), move(['ger-295-1-516'], ['1238']), move(['ger-295-2-516'], ['1238'])]);
    expect(r.state.pieces['ger-295-2-516']!.at).toBe('1239');
    expect(r.events.at(-1)).toMatchObject({ type: 'move-skipped', order: 3, code: 'over-stacked', rule: 'SoS 5.1' });
  });
});
