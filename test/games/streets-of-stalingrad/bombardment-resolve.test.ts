import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { runAutomatic } from '#games/streets-of-stalingrad/game/automatic';
import type { SosStanding } from '#games/streets-of-stalingrad/orders/standing';
import type { SosBombardment, SosState } from '#games/streets-of-stalingrad/state/types';
import { resolveBombardments } from '#games/streets-of-stalingrad/windows/bombardment/resolve-bombardment';
import { env, fragment, hexAt } from './bombardment-fixture';

// 13 September, phase 2: the German II/276 and I/276 mortars (6 AF each) have bombarded
// 1010 (suburb) or 0911 (city), spotted by an adjacent company at 0 (14.3).
const T = '1010';
const CITY = '0911';
const M = hexAt(T, 3);
const mortars = (target: string, table: SosBombardment['table'], more: Partial<SosBombardment> = {}): SosBombardment => ({
  side: 'german', target, table, units: ['ger-8-276', 'ger-4-276'], af: 12, spotting: 'adjacentInCommand', namedLeaderAdjacent: false, opOn1039: false, stukas: null, ...more,
});
const resolve = (state: SosState, dice: Record<string, number>, standing: { german?: SosStanding; soviet?: SosStanding } = {}) =>
  resolveBombardments({ env, standing: { german: standing.german ?? null, soviet: standing.soviet ?? null }, date: '09-13', label: 'T01/2.resolve', phase: 2 }, state, new FixedDice(dice));
const at = (target: string, defenders: string[], b: SosBombardment, marks = {}): SosState => ({
  ...fragment({ 'ger-8-276': M, 'ger-4-276': M, ...Object.fromEntries(defenders.map((d) => [d, target])) }, marks),
  bombardments: [b],
});

describe('bombardment resolution (SoS 14.45, 14.6, 14.8)', () => {
  it('14.45, 9.71: on the CRT, 12 AF read 10-19 with the attack modifiers; a D1 takes the rifle battalion, armor last (14.47, 14.81)', () => {
    const s = at(T, ['sov-1-1045', 'sov-t60-27-1'], mortars(T, 'crt'));
    const r = resolve(s, { 'T01/2.resolve/1010/german/die': 2 });
    const b = r.events.find((e) => e.type === 'bombardment')!;
    expect(b).toMatchObject({ column: '10-19', die: 2, result: 'D1' });
    expect(b.drms).toEqual(expect.arrayContaining([{ value: 0, reason: 'Spotting Table: adjacentInCommand', rule: 'SoS 14.3' }, expect.objectContaining({ value: 1, rule: 'SoS 9.92' })]));
    expect(r.events.find((e) => e.type === 'units-eliminated')).toMatchObject({ units: ['sov-1-1045'], rule: 'SoS 14.81' });
    expect(r.state.pieces['sov-1-1045']).toMatchObject({ at: null, eliminated: true });
    expect(r.state.pieces['sov-t60-27-1']!.at).toBe(T);
  });

  it('14.81: among combat units the owner\'s standing loss order decides', () => {
    const s = at(T, ['sov-1-1045', 'sov-2-1045'], mortars(T, 'crt'));
    const r = resolve(s, { 'T01/2.resolve/1010/german/die': 2 }, { soviet: { losses: { hexes: [{ hex: T, order: ['sov-2-1045'] }] } } });
    expect(r.events.find((e) => e.type === 'units-eliminated')).toMatchObject({ units: ['sov-2-1045'] });
  });

  it('14.6: the WBBT reads the Spotting Table and a named leader spotting the adjacent hex (-1), not the 9.71 modifiers nor the TEC; a P pins in a suburb, spends in a city (9.84)', () => {
    const s = at(T, ['sov-1-1045', 'sov-t60-27-1'], mortars(T, 'wbbt', { namedLeaderAdjacent: true }));
    const r = resolve(s, { 'T01/2.resolve/1010/german/die': 4 });
    const b = r.events.find((e) => e.type === 'bombardment')!;
    expect(b).toMatchObject({ column: '10-19', die: 4, mdr: 3, result: 'P' });
    expect(b.drms).toEqual([{ value: 0, reason: 'Spotting Table: adjacentInCommand', rule: 'SoS 14.3' }, { value: -1, reason: 'a named leader spots the adjacent target hex', rule: 'SoS 14.3' }]);
    expect(r.state.pieces['sov-1-1045']!.pinned).toBe(true);
    const city = resolve(at(CITY, ['sov-1-1045'], mortars(CITY, 'wbbt')), { 'T01/2.resolve/0911/german/die': 4 });
    expect(city.state.pieces['sov-1-1045']).toMatchObject({ spent: true, pinned: false });
  });

  it('14.6: a modified roll of 8 or more on the WBBT is a miss', () => {
    const r = resolve(at(T, ['sov-1-1045'], mortars(T, 'wbbt')), { 'T01/2.resolve/1010/german/die': 8 });
    expect(r.events.find((e) => e.type === 'bombardment')).toMatchObject({ mdr: 8, result: 'miss' });
    expect(r.state.pieces['sov-1-1045']!.pinned).toBe(false);
  });

  it('14.82: a unit eliminated in a leader\'s hex calls for the Leader Survival roll', () => {
    const s = at(T, ['sov-1-1045', 'sov-herman'], mortars(T, 'crt'));
    const r = resolve(s, { 'T01/2.resolve/1010/german/die': 2, 'T01/2.resolve/1010/german/leader': 1 });
    expect(r.events.find((e) => e.type === 'leader-survival')).toMatchObject({ leader: 'sov-herman', die: 1, rule: 'SoS 14.82, 18.33' });
  });

  it('14.02, 14.03: the units that fired keep their explosion markers out for the turn; they rejoin in the next Administrative Phase', () => {
    const r = resolve(at(T, ['sov-1-1045'], mortars(T, 'crt')), { 'T01/2.resolve/1010/german/die': 10 });
    expect(r.state.bombardments).toEqual([]);
    expect(r.state.ifFired).toEqual(['ger-4-276', 'ger-8-276']);
    const admin = runAutomatic({ env, scenario: 'scenario-2', standing: { german: null, soviet: null } }, r.state, { kind: 'automatic', step: '1.server', phase: 1, rule: '', notes: [], turn: 2 }, new FixedDice([]));
    expect(admin.state.ifFired).toEqual([]);
  });

  it('E55 (14.84): interdiction stays on the hex without a roll, 1 MP a 5 AF, until the end of the next Attack Phase', () => {
    const r = resolve(at(T, [], mortars(T, 'interdict')), {});
    expect(r.events).toEqual([expect.objectContaining({ type: 'interdiction', hex: T, af: 12, mpPerHex: 2, until: 'end of phase 5', rule: 'SoS 14.84' })]);
    expect(r.state.interdiction).toEqual([{ side: 'german', hex: T, af: 12, phase: 2, units: ['ger-8-276', 'ger-4-276'] }]);
    const ctx = { env, scenario: 'scenario-2' as const, standing: { german: null, soviet: null } };
    const lifted = runAutomatic(ctx, r.state, { kind: 'automatic', step: '6.pins', phase: 6, rule: '', notes: [], turn: 1 }, new FixedDice([]));
    expect(lifted.state.interdiction).toEqual([]);
  });

  it('14.29, 14.52, 14.54, 14.81: on the EBBT the OP on 1039 gives -1; the Soviet IF hit are drawn in secret, mortars never, told to the Soviet alone', () => {
    const h = hexAt('0214', 3);
    const b: SosBombardment = { side: 'german', target: 'EB-S', table: 'ebbt', units: ['ger-iv-194'], af: 11, spotting: 'opInCommand', namedLeaderAdjacent: false, opOn1039: true, stukas: null };
    const s = { ...fragment({ 'ger-iv-194': h, 'ger-94-op': '1039', 'sov-katyusha': 'EB-S', 'sov-416-mortar': 'EB-S' }), bombardments: [b] };
    const r = resolve(s, { 'T01/2.resolve/EB-S/german/die': 2, 'T01/2.resolve/EB-S/german/pinned-1': 1 });
    expect(r.events[0]).toMatchObject({ type: 'bombardment', table: 'ebbt', column: '10-19', die: 2, mdr: 1, result: { pinned: 2, eliminated: 0 } });
    expect(r.events[0]!.drms).toEqual([{ value: -1, reason: 'a German OP on Mamayev Kurgan (1039) spots', rule: 'SoS 14.52' }]);
    expect(r.events[1]).toEqual({ type: 'east-bank-hits', box: 'EB-S', eliminated: [], pinned: ['sov-katyusha'], visibleTo: ['soviet'], rule: 'SoS 14.81' });
    expect(r.state.pieces['sov-416-mortar']!.pinned).toBe(false);
  });

  it('14.49 note: Soviet IF pinned in an East Bank box in phase 2 stays pinned at phase 6 and is freed at phase 9', () => {
    const s = fragment({ 'sov-katyusha': 'EB-S', 'sov-t60-27-1': T }, { 'sov-katyusha': { pinned: true }, 'sov-t60-27-1': { pinned: true } });
    const ctx = { env, scenario: 'scenario-2' as const, standing: { german: null, soviet: null } };
    const at6 = runAutomatic(ctx, s, { kind: 'automatic', step: '6.pins', phase: 6, rule: '', notes: [], turn: 1 }, new FixedDice([]));
    expect(at6.state.pieces['sov-katyusha']!.pinned).toBe(true);
    expect(at6.state.pieces['sov-t60-27-1']!.pinned).toBe(false);
    const at9 = runAutomatic(ctx, at6.state, { kind: 'automatic', step: '9.pins', phase: 9, rule: '', notes: [], turn: 1 }, new FixedDice([]));
    expect(at9.state.pieces['sov-katyusha']!.pinned).toBe(false);
  });
});
