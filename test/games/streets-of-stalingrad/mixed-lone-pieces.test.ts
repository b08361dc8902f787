import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import type { SosStanding } from '#games/streets-of-stalingrad/orders/standing';
import { windowRules } from '#games/streets-of-stalingrad/windows/index';
import { freshPiece, type SosState } from '#games/streets-of-stalingrad/state/types';
import { fortificationAt } from '#games/streets-of-stalingrad/state/engineering';
import { movementOptions } from '#games/streets-of-stalingrad/windows/movement/options';
import { adjudicate, check, codes, ctxAt, fragment } from './movement-window-fixture';

/**
 * SoS 8.08: "Units may never move into or through a hex that contains an enemy combat unit.
 * They may move into a hex that contains only an enemy minefield unit, enemy leader units, OP
 * units, bridges, or fortifications." With what entering does to each: the leader goes to the
 * nearest unit of his command (18.31), a transport with no Soviet combat unit is eliminated
 * (16.48), the tank repair unit is eliminated (16.73), an OP left alone is eliminated (14.97),
 * a fortification left alone is removed (17.32). A hex holding two of these kinds at once is
 * entered as one holding either.
 *
 * The German Movement Phase of 13 September on the open steppe (columns 31 to 38 are clear):
 * the German StuG company 244 (armor, 18 MP) in 3230; in 3232 YELIN (42 Guards Rifle Regiment)
 * and the 62 Army OP, or the Soviet transport and the tank repair unit; a company of YELIN's
 * regiment in 3238.
 */
const TANK = 'ger-stug-244';
const YELIN = 'sov-yelin';
const OP = 'sov-62-op';
const TRANSPORT = 'sov-transport';
const REPAIR = 'sov-tank-repair';
const H = '3232';
const M = 'german-movement';
const move = (units: string[], path: string[]) => ({ move: { units, path } });
/** The tank repair unit is scenario #3's (16.71): the fragment puts it where the test needs it. */
const withRepair = (s: SosState, hex: string): SosState => ({ ...s, pieces: { ...s.pieces, [REPAIR]: freshPiece(hex) } });
const leaderAndOp = (more: Record<string, string> = {}) => fragment({ [TANK]: '3230', [YELIN]: H, [OP]: H, 'sov-1-42g': '3238', ...more });
const transportAndRepair = (more: Record<string, string> = {}) => withRepair(fragment({ [TANK]: '3230', [TRANSPORT]: H, 'sov-1-42g': '3238', ...more }), H);
const ofTypes = (events: readonly { type: string }[], types: string[]) => events.filter((e) => types.includes(e.type)).map((e) => e.type);
const listed = (s: SosState, unit: string) => movementOptions(ctxAt(1, M), s, null).find((o) => o.unit === unit)!.moves!.map((m) => m.hex as string);

describe('SoS 8.08, 18.31, 14.97: a German combat unit enters a hex holding a Soviet leader with an OP', () => {
  it('it ends its move there: YELIN goes to his regiment in 3238, then the OP, left alone, is eliminated', () => {
    const s = leaderAndOp();
    const orders = [move([TANK], ['3231', H])];
    expect(check(1, M, s, orders)).toEqual([]);
    const r = adjudicate(1, M, s, orders);
    expect(r.state.pieces[TANK]!.at).toBe(H);
    expect(r.state.pieces[YELIN]!.at).toBe('3238');
    expect(r.state.pieces[OP]).toMatchObject({ at: null, eliminated: true });
    expect(ofTypes(r.events, ['leader-moves', 'moved', 'op-overrun'])).toEqual(['leader-moves', 'moved', 'op-overrun']);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'op-overrun', rule: 'SoS 14.97', hex: H, units: [OP], by: [TANK] }));
  });

  it('it passes through: the same happens as it enters, and it goes on to 3234', () => {
    const s = leaderAndOp();
    const orders = [move([TANK], ['3231', H, '3233', '3234'])];
    expect(check(1, M, s, orders)).toEqual([]);
    const r = adjudicate(1, M, s, orders);
    expect(r.state.pieces[TANK]!.at).toBe('3234');
    expect(r.state.pieces[YELIN]!.at).toBe('3238');
    expect(r.state.pieces[OP]!.eliminated).toBe(true);
  });

  it('under Soviet opportunity fire (the company in 3238 has no shot) the move is made hex by hex to the same end', () => {
    const ctx = { ...ctxAt(1, M), standing: { german: null, soviet: { opportunityFire: [{ units: ['sov-1-42g'] }] } as SosStanding } };
    const r = windowRules(M).adjudicate(ctx, leaderAndOp(), [move([TANK], ['3231', H])] as SosOrder[], new FixedDice([]));
    expect(r.state.pieces[YELIN]!.at).toBe('3238');
    expect(r.state.pieces[OP]!.eliminated).toBe(true);
  });

  it('with a Soviet fortification there too: the leader leaves, the OP is eliminated, and the fortification, left alone, is removed (17.32)', () => {
    const s0 = leaderAndOp();
    const s: SosState = { ...s0, engineering: { tasks: [], fortifications: [{ hex: H, side: 'soviet' }], minefields: [], bridges: [] } };
    const orders = [move([TANK], ['3231', H])];
    expect(check(1, M, s, orders)).toEqual([]);
    const r = adjudicate(1, M, s, orders);
    expect(r.state.pieces[OP]!.eliminated).toBe(true);
    expect(fortificationAt(r.state, H)).toBeUndefined();
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'fortification-removed', hex: H, rule: 'SoS 17.32' }));
  });

  it('the listing offers the hex to the StuG, as the check accepts it, and not to a German leader moving alone (he clears nothing)', () => {
    const s = leaderAndOp({ 'ger-mues': '3230' });
    expect(listed(s, TANK)).toContain(H);
    expect(listed(s, 'ger-mues')).not.toContain(H);
    expect(codes(check(1, M, s, [move(['ger-mues'], ['3231', H])]))).toEqual([['ends-with-enemy', 'orders.0.move.path.1']]);
    // 8.08: he may pass it, displacing no one (18.31 needs a combat unit)
    const r = adjudicate(1, M, s, [move(['ger-mues'], ['3231', H, '3233'])]);
    expect(r.state.pieces['ger-mues']!.at).toBe('3233');
    expect(r.state.pieces[YELIN]!.at).toBe(H);
    expect(r.state.pieces[OP]!.at).toBe(H);
  });
});

describe('SoS 8.08, 16.48, 16.73: a German combat unit enters a hex holding the Soviet transport with the tank repair unit', () => {
  it('it ends its move there: both are eliminated', () => {
    const s = transportAndRepair();
    const orders = [move([TANK], ['3231', H])];
    expect(check(1, M, s, orders)).toEqual([]);
    const r = adjudicate(1, M, s, orders);
    expect(r.state.pieces[TANK]!.at).toBe(H);
    expect(r.state.pieces[TRANSPORT]).toMatchObject({ at: null, eliminated: true });
    expect(r.state.pieces[REPAIR]).toMatchObject({ at: null, eliminated: true });
    expect(ofTypes(r.events, ['moved', 'transports-overrun', 'tank-repair-overrun'])).toEqual(['moved', 'transports-overrun', 'tank-repair-overrun']);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'transports-overrun', rule: 'SoS 16.48', hex: H, units: [TRANSPORT], by: [TANK] }));
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'tank-repair-overrun', rule: 'SoS 16.73', hex: H, units: [REPAIR], by: [TANK] }));
  });

  it('it passes through: both are eliminated as it enters, and it goes on', () => {
    const s = transportAndRepair();
    const orders = [move([TANK], ['3231', H, '3233'])];
    expect(check(1, M, s, orders)).toEqual([]);
    const r = adjudicate(1, M, s, orders);
    expect(r.state.pieces[TANK]!.at).toBe('3233');
    expect(r.state.pieces[TRANSPORT]!.eliminated).toBe(true);
    expect(r.state.pieces[REPAIR]!.eliminated).toBe(true);
  });

  it('all four kinds in one hex (a leader, an OP, the transport, the tank repair unit): each goes by its rule', () => {
    const s = transportAndRepair({ [YELIN]: H, [OP]: H });
    const orders = [move([TANK], ['3231', H])];
    expect(check(1, M, s, orders)).toEqual([]);
    const r = adjudicate(1, M, s, orders);
    expect(r.state.pieces[YELIN]!.at).toBe('3238');
    for (const id of [OP, TRANSPORT, REPAIR]) expect(r.state.pieces[id]!.eliminated).toBe(true);
    expect(ofTypes(r.events, ['leader-moves', 'transports-overrun', 'tank-repair-overrun', 'op-overrun'])).toEqual(['leader-moves', 'transports-overrun', 'tank-repair-overrun', 'op-overrun']);
  });

  it('the listing offers the hex to the StuG', () => {
    expect(listed(transportAndRepair(), TANK)).toContain(H);
  });
});

describe('SoS 8.08: a hex with an enemy combat unit is still refused', () => {
  it('a rifle company of another regiment with YELIN and the OP: no end there and no way through, and the listing offers neither', () => {
    const s = leaderAndOp({ 'sov-1-39g': H });
    expect(codes(check(1, M, s, [move([TANK], ['3231', H])]))).toEqual([['enemy-combat-unit', 'orders.0.move.path.1']]);
    expect(codes(check(1, M, s, [move([TANK], ['3231', H, '3233'])]))).toEqual([['enemy-combat-unit', 'orders.0.move.path.1']]);
    expect(listed(s, TANK)).not.toContain(H);
  });

  it('a rifle company with the transport and the tank repair unit: refused, and both stay', () => {
    const s = transportAndRepair({ 'sov-1-39g': H });
    expect(codes(check(1, M, s, [move([TANK], ['3231', H])]))).toEqual([['enemy-combat-unit', 'orders.0.move.path.1']]);
    expect(listed(s, TANK)).not.toContain(H);
  });

  it('a mine dog with YELIN is no mine dog alone (16.25): the dog is a combat unit (9.81), so the hex is refused', () => {
    const s = fragment({ [TANK]: '3230', [YELIN]: H, 'sov-mine-dog-1': H, 'sov-1-42g': '3238' });
    expect(codes(check(1, M, s, [move([TANK], ['3231', H])]))).toEqual([['enemy-combat-unit', 'orders.0.move.path.1']]);
    expect(listed(s, TANK)).not.toContain(H);
  });
});

describe('SoS 8.08, 9.81, 14.97: "a combat unit" is 9.81\'s, AF or none', () => {
  it('a Soviet mine dog (a combat unit with no AF) moves into the hex of the 71st ID OP alone: the OP is eliminated, and the dog may end there', () => {
    const s = fragment({ 'sov-mine-dog-1': '3234', 'ger-71-op': H });
    const orders = [move(['sov-mine-dog-1'], ['3233', H])];
    expect(check(1, 'soviet-movement', s, orders)).toEqual([]);
    const r = adjudicate(1, 'soviet-movement', s, orders);
    expect(r.state.pieces['sov-mine-dog-1']!.at).toBe(H);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'op-overrun', rule: 'SoS 14.97', hex: H, units: ['ger-71-op'], by: ['sov-mine-dog-1'] }));
  });
});
