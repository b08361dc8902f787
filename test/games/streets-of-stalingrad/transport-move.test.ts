import { describe, expect, it } from 'vitest';
import { MoveOrderSchema } from '#games/streets-of-stalingrad/orders/movement';
import { stackProblems } from '#games/streets-of-stalingrad/stacking/check-stack';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import { adjudicate, check, codes, env, fragment } from './movement-window-fixture';

/**
 * SoS 16.41-16.47 on the open steppe west of the city (column 32, rows 28 to 40, is clear: 1 MP
 * a hex for vehicles and foot alike). Scenario #1's one Soviet transport (MP 24) waits at 3240;
 * a Guards company of the 42nd (MP 8) stands at 3238. On 13 September (turn 1) every Soviet
 * movement phase is halved (8.03): the transport has 12 MP, the company 4.
 */
const T = 'sov-transport';
const GUARDS = 'sov-1-42g';
const move = (units: string[], path: string[], extra: object = {}) => ({ move: { units, path, transport: T, ...extra } });
/** 3239 to 3228: twelve clear hexes north along column 32. */
const NORTH = ['3239', '3238', '3237', '3236', '3235', '3234', '3233', '3232', '3231', '3230', '3229', '3228'];
const SM = 'soviet-movement';
const withPiece = (s: SosState, id: string, patch: object): SosState => ({ ...s, pieces: { ...s.pieces, [id]: { ...s.pieces[id]!, ...patch } } });

describe('SoS 16.45: the transport moves into the passenger\'s hex, then both move together on the transport\'s MP left', () => {
  const s = fragment({ [T]: '3240', [GUARDS]: '3238' });

  it('the transport drives 2 hexes to the Guards and carries them 10 more on its 12 MP (the company walks 4 on its own); picking up and setting down cost nothing', () => {
    expect(check(1, SM, s, [move([GUARDS], NORTH)])).toEqual([]);
    const r = adjudicate(1, SM, s, [move([GUARDS], NORTH)]);
    expect(r.state.pieces[T]!.at).toBe('3228');
    expect(r.state.pieces[GUARDS]!.at).toBe('3228');
    expect(r.events).toMatchObject([{ type: 'moved', rule: 'SoS 8.0, 16.45', transport: T, units: [T, GUARDS], from: '3240', to: '3228', mp: 12, allowance: 12, carried: { units: [GUARDS], from: '3238', to: '3228' } }]);
  });

  it('8.04: a thirteenth hex is more than the transport\'s MP, refused at its place in the path', () => {
    expect(codes(check(1, SM, s, [move([GUARDS], [...NORTH, '3227'])]))).toEqual([['not-enough-mp', 'orders.0.move.path.12']]);
  });

  it('`unload` sets the passengers down on the path; the transport goes on alone', () => {
    const r = adjudicate(1, SM, s, [move([GUARDS], NORTH.slice(0, 6), { unload: '3236' })]);
    expect(r.state.pieces[GUARDS]!.at).toBe('3236');
    expect(r.state.pieces[T]!.at).toBe('3234');
    expect(r.events[0]).toMatchObject({ carried: { units: [GUARDS], from: '3238', to: '3236' } });
  });

  it('the passengers must stand in the transport\'s hex or on its path; `unload` is a hex of the path after the pick-up; a carried unit moves once a phase', () => {
    const far = fragment({ [T]: '3240', [GUARDS]: '3338' });
    expect(codes(check(1, SM, far, [move([GUARDS], ['3239', '3238'])]))).toEqual([['passengers-off-path', 'orders.0.move.units']]);
    expect(codes(check(1, SM, s, [move([GUARDS], ['3239', '3238', '3237'], { unload: '3239' })]))).toEqual([['unload-off-path', 'orders.0.move.unload']]);
    expect(codes(check(1, SM, s, [{ move: { units: [GUARDS], path: ['3237'] } }, move([GUARDS], ['3239', '3238', '3237'])]))).toEqual([['moved-twice', 'orders.1.move.units.0']]);
    expect(MoveOrderSchema.safeParse({ move: { units: [GUARDS], path: ['3237'], unload: '3237' } }).error?.issues.map((i) => i.path.join('.'))).toEqual(['move.unload']);
  });

  it('a transport that starts stacked with its passenger carries it from the first step', () => {
    const together = fragment({ [T]: '3238', [GUARDS]: '3238' });
    const r = adjudicate(1, SM, together, [move([GUARDS], ['3237', '3236'])]);
    expect(r.events[0]).toMatchObject({ carried: { units: [GUARDS], from: '3238', to: '3236' } });
  });
});

describe('SoS 16.41: what a transport may carry', () => {
  it('infantry, a foot mortar, a leader, a mine dog: yes; IF artillery and AA guns with their own tows, a flame-thrower, another leader\'s OP in the same load: no', () => {
    const s = fragment({ [T]: '3240', 'sov-42g-mortar': '3239', 'sov-yelin': '3239', 'sov-mine-dog-1': '3237', [GUARDS]: '3237', 'sov-62-howitzer': '3236', 'sov-aa': '3235', 'sov-flamethrower': '3234' });
    expect(check(1, SM, s, [move(['sov-42g-mortar', 'sov-yelin'], ['3239', '3238'])])).toEqual([]);
    expect(check(1, SM, s, [move([GUARDS, 'sov-mine-dog-1'], ['3239', '3238', '3237', '3236'])])).toEqual([]);
    expect(codes(check(1, SM, s, [move(['sov-62-howitzer'], ['3239', '3238', '3237', '3236', '3235'])]))).toEqual([['not-carriable', 'orders.0.move.units.0']]);
    expect(codes(check(1, SM, s, [move(['sov-aa'], ['3239', '3238', '3237', '3236', '3235', '3234'])]))).toEqual([['not-carriable', 'orders.0.move.units.0']]);
    expect(codes(check(1, SM, s, [move(['sov-flamethrower'], ['3239', '3238', '3237', '3236', '3235', '3234', '3233'])]))).toEqual([['not-carriable', 'orders.0.move.units.0']]);
  });

  it('a transport carries units, not itself; a unit that is not a transport carries nothing', () => {
    const s = fragment({ [T]: '3240', [GUARDS]: '3240', 'sov-2-42g': '3240' });
    expect(MoveOrderSchema.safeParse({ move: { units: [T], path: ['3239'], transport: T } }).success).toBe(false);
    expect(codes(check(1, SM, s, [{ move: { units: [GUARDS], path: ['3239'], transport: 'sov-2-42g' } }]))).toEqual([['not-a-transport', 'orders.0.move.transport']]);
  });
});

describe('SoS 16.42: the Soviet Movement, Exploit Movement and Reserves Movement Phases', () => {
  const s = fragment({ [T]: '3240', [GUARDS]: '3238' });

  it('on 14 September the Soviet Movement Phase gives the transport all its 24 MP; the Exploit Movement Phase half (8.2)', () => {
    const back = [...NORTH, '3229', '3230', '3231', '3232', '3233', '3234', '3235', '3236', '3237', '3238', '3239', '3240'];
    expect(check(2, SM, s, [move([GUARDS], back)])).toEqual([]);
    expect(codes(check(2, SM, s, [move([GUARDS], [...back, '3241'])]))).toEqual([['not-enough-mp', 'orders.0.move.path.24']]);
    expect(check(2, 'soviet-exploit-movement', s, [move([GUARDS], NORTH)])).toEqual([]);
    expect(codes(check(2, 'soviet-exploit-movement', s, [move([GUARDS], [...NORTH, '3227'])]))).toEqual([['not-enough-mp', 'orders.0.move.path.12']]);
  });

  it('8.21-8.24: in deployment movement, in the Soviet Movement Phase, at twice the transport\'s MP; never to end within two hexes of an enemy unit, nor in the Exploit Movement Phase', () => {
    const back = [...NORTH, '3229', '3230', '3231', '3232', '3233', '3234', '3235', '3236', '3237', '3238', '3239', '3240', '3241'];
    expect(check(2, SM, s, [move([GUARDS], back, { mode: 'deployment' })])).toEqual([]);
    // the German company at 3232 has range 2; a Soviet company at 3233 is the front line (8.24)
    const near = fragment({ [T]: '3240', [GUARDS]: '3238', 'ger-71-5-191': '3232', 'sov-3-42g': '3233' });
    expect(check(2, SM, near, [move([GUARDS], ['3239', '3238', '3237', '3236', '3237'], { mode: 'deployment', unload: '3236' })])).toEqual([]);
    expect(codes(check(2, SM, near, [move([GUARDS], ['3239', '3238', '3237', '3236', '3235', '3234'], { mode: 'deployment', unload: '3237' })]))).toEqual([['deployment-in-range', 'orders.0.move.path.5'], ['deployment-near-enemy', 'orders.0.move.path.5']]);
    const dropNear = move([GUARDS], ['3239', '3238', '3237', '3236', '3235', '3234', '3235', '3236'], { mode: 'deployment', unload: '3234' });
    expect(codes(check(2, SM, near, [dropNear]))).toEqual([['deployment-in-range', 'orders.0.move.path.5'], ['deployment-near-enemy', 'orders.0.move.unload']]);
    expect(codes(check(2, 'soviet-exploit-movement', s, [move([GUARDS], ['3239', '3238', '3237'], { mode: 'deployment' })]))).toEqual([['deployment-phase', 'orders.0.move.mode']]);
  });

  it('in the Reserves Movement Phase the transport and its passengers must each be eligible (8.32)', () => {
    const issues = check(1, 'soviet-reserves', s, [move([GUARDS], ['3239', '3238', '3237'])]);
    expect(codes(issues)).toEqual([['not-eligible-reserves', 'orders.0.move.transport'], ['not-eligible-reserves', 'orders.0.move.units.0']]);
  });

  it('the German has no transport to move', () => {
    expect(codes(check(1, 'german-movement', s, [move([GUARDS], ['3239'])]))).toContainEqual(['not-your-unit', 'orders.0.move.transport']);
  });
});

describe('SoS 16.43: pinned transports neither move nor carry; spent ones may', () => {
  it('a pinned transport is refused at its field; a spent one carries the Guards', () => {
    const pinned = fragment({ [T]: '3240', [GUARDS]: '3238' }, { pinned: [T] });
    expect(check(1, SM, pinned, [move([GUARDS], ['3239', '3238', '3237'])])).toMatchObject([{ code: 'pinned', path: ['orders', 0, 'move', 'transport'], rule: 'SoS 16.43, 9.112' }]);
    const spent = withPiece(fragment({ [T]: '3240', [GUARDS]: '3238' }), T, { spent: true });
    expect(check(1, SM, spent, [move([GUARDS], ['3239', '3238', '3237'])])).toEqual([]);
  });
});

describe('SoS 16.44: three transports a hex; one infantry, engineer or mortar and one leader, OP, mine dog or sniper a transport', () => {
  it('two infantry companies, or a leader and a mine dog, are one too many for one transport', () => {
    const s = fragment({ [T]: '3240', [GUARDS]: '3238', 'sov-2-42g': '3238', 'sov-yelin': '3237', 'sov-mine-dog-1': '3237' });
    expect(codes(check(1, SM, s, [move([GUARDS, 'sov-2-42g'], ['3239', '3238', '3237'])]))).toEqual([['transport-overloaded', 'orders.0.move.units.1']]);
    expect(codes(check(1, SM, s, [move(['sov-yelin', 'sov-mine-dog-1'], ['3239', '3238', '3237', '3236'])]))).toEqual([['transport-overloaded', 'orders.0.move.units.1']]);
  });

  it('a fourth transport in a hex breaks the stacking limit (5.3, 16.44)', () => {
    const t = (n: number) => ({ id: `t${n}`, side: 'soviet' as const, kind: 'transport' as const });
    expect(stackProblems(env.tables.stacking, 'soviet', [t(1), t(2), t(3)], { volga: false })).toEqual([]);
    expect(stackProblems(env.tables.stacking, 'soviet', [t(1), t(2), t(3), t(4)], { volga: false }).length).toBeGreaterThan(0);
  });
});

/** A German company at 3135 puts 3234 and 3235 in its ZOC (6.1). */
describe('SoS 16.46: a transport may move into an enemy ZOC, unload, and move away', () => {
  const s = fragment({ [T]: '3240', [GUARDS]: '3238', 'ger-71-5-191': '3135' });

  it('loaded, it stops in the first enemy ZOC hex, as its passengers must (6.5): the next step is refused', () => {
    expect(codes(check(1, SM, s, [move([GUARDS], ['3239', '3238', '3237', '3236', '3235', '3234'])]))).toEqual([['transport-stopped-in-zoc', 'orders.0.move.path.5']]);
  });

  it('it sets the Guards down in 3235 and goes on alone, from one ZOC hex into another and out (an exception to 6.5 and 6.7)', () => {
    const o = [move([GUARDS], ['3239', '3238', '3237', '3236', '3235', '3234', '3233'], { unload: '3235' })];
    expect(check(1, SM, s, o)).toEqual([]);
    const r = adjudicate(1, SM, s, o);
    expect(r.state.pieces[GUARDS]!.at).toBe('3235');
    expect(r.state.pieces[T]!.at).toBe('3233');
  });

  it('a transport moving by itself, with no passenger, goes through the ZOC hexes as it does after unloading', () => {
    const alone = fragment({ [T]: '3236', 'ger-71-5-191': '3135' });
    expect(check(1, SM, alone, [{ move: { units: [T], path: ['3235', '3234', '3233'] } }])).toEqual([]);
  });

  it('the units unloaded may immediately participate in combat: the Guards attack from 3235 in the Soviet Attack Phase', async () => {
    const { windowRules } = await import('#games/streets-of-stalingrad/windows/index');
    const { ctxAt } = await import('./movement-window-fixture');
    const after = adjudicate(1, SM, s, [move([GUARDS], ['3239', '3238', '3237', '3236', '3235', '3234', '3233'], { unload: '3235' })]).state;
    const marked = { ...after, markers: { ...after.markers, attack: ['3135'] } };
    const attack = (units: string[], from: string) => ({ attack: { target: '3135', fire: [{ units, from }] } });
    expect(windowRules('soviet-attack').check(ctxAt(1, 'soviet-attack'), marked, [attack([GUARDS], '3235')] as never)).toEqual([]);
  });
});

describe('SoS 16.47: no breakthrough movement, but through a "breakthru" marker; never in combat', () => {
  it('mode breakthrough is refused', () => {
    const s = fragment({ [T]: '3240', [GUARDS]: '3238' });
    expect(codes(check(1, SM, s, [move([GUARDS], ['3239', '3238', '3237'], { mode: 'breakthrough' })]))).toEqual([['transport-breakthrough', 'orders.0.move.mode']]);
  });

  it('loaded, it passes through an enemy ZOC hex that holds a "breakthru" marker, at half its MP (6.6, 10.7)', () => {
    const s = fragment({ [T]: '3237', [GUARDS]: '3237', 'ger-71-5-191': '3135' }, { breakthru: ['3235'] });
    expect(check(1, SM, s, [move([GUARDS], ['3236', '3235', '3335'])])).toEqual([]);
    expect(adjudicate(1, SM, s, [move([GUARDS], ['3236', '3235', '3335'])]).events[0]).toMatchObject({ to: '3335', mp: 8 });
  });

  it('a transport is no firer in an attack', async () => {
    const { windowRules } = await import('#games/streets-of-stalingrad/windows/index');
    const { ctxAt } = await import('./movement-window-fixture');
    const s = fragment({ [T]: '3235', [GUARDS]: '3235', 'ger-71-5-191': '3135' }, { attack: ['3135'] });
    const issues = windowRules('soviet-attack').check(ctxAt(1, 'soviet-attack'), s, [{ attack: { target: '3135', fire: [{ units: [GUARDS, T], from: '3235' }] } }] as never);
    expect(codes(issues)).toEqual([['not-a-combat-unit', 'orders.0.attack.fire.0.units.1']]);
  });
});
