import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import { windowRules } from '#games/streets-of-stalingrad/windows/index';
import { fragment, ofType, ruleset, sub } from './attack-fixture';
import { check, ctxAt, fragment as position } from './movement-window-fixture';
import type { Counter } from '#games/streets-of-stalingrad/data/counters';
import { sosEnv } from '#games/streets-of-stalingrad/game/env';
import type { SosBombardment, SosState } from '#games/streets-of-stalingrad/state/types';
import { freshPiece } from '#games/streets-of-stalingrad/state/types';
import { resolveBombardments } from '#games/streets-of-stalingrad/windows/bombardment/resolve-bombardment';
import { fragment as bombardFragment, hexAt } from './bombardment-fixture';
import { sosData } from './game-fixture';

/**
 * The second reading of the armored trains (docs/rules-audit-streets-of-stalingrad.md, AT-nn):
 * one test for each difference found between the rulebook text and the code.
 */
const W = 'T01/german-attack';

describe('AT-10: SoS 16.61 "move only across hex sides with railroad symbols", 12.6e "any ICA units may occupy the hex"', () => {
  // A company of II/191 in 1336 attacks the Guards company holding 1236 and advances into it. The
  // train in railroad hex 1136, stacked with a commissar (12.5: "Any Soviet infantry or armored
  // units in the same hex with a Soviet leader unit may be used for an ICA"), counter-attacks.
  // 1136-1236 is no railroad hexside: the train may not follow into the hex it retook.
  it('AT-10: an armored train that counter-attacks does not occupy the retaken hex across a hexside without the railroad', () => {
    const at = { 'sov-1-42g': '1236', 'sov-atu-1': '1136', 'sov-commissar-1': '1136', 'ger-71-5-191': '1336' };
    const standing = { soviet: { defense: { policy: 'plan' as const }, counterAttack: { rules: [{ hexes: ['1236'], minDifference: -5 }] } } };
    const orders = [{ attack: { target: '1236', fire: [{ units: ['ger-71-5-191'], from: '1336' }], advance: ['ger-71-5-191'] } }];
    const r = ruleset.adjudicate(fragment(at, ['1236'], { standing }), [sub('german', orders)], new FixedDice({ [`${W}/1236/df/1336`]: 10, [`${W}/1236/attack`]: 1, [`${W}/1236/ica`]: 9 }));
    const ica = ofType(r.events, 'instant-counter-attack')[0]!;
    expect(ica['units']).toContain('sov-atu-1');
    expect(ica['eliminated']).toEqual(['ger-71-5-191']);
    expect(ica['occupied']).not.toContain('sov-atu-1');
    expect(r.state.state.pieces['sov-atu-1']!.at).toBe('1136');
  });
});

describe('AT-11: SoS 16.61 "per Soviet Movement Phase 10" (read: the trains move in that phase only), 10.6 "at least one attacking unit must immediately move into that hex"', () => {
  // Soviet Exploit Movement Phase 14 of 13 September: the train and a Guards company in 1136 attack the Hiwi company in railroad hex 1137, the train named to move in
  const breakthrough = () => {
    const s = position({ 'sov-atu-1': '1136', 'sov-1-42g': '1136', 'ger-295-hiwi': '1137' });
    const orders = [{ breakthrough: { target: '1137', attackers: ['sov-atu-1', 'sov-1-42g'], advance: ['sov-atu-1'] } }] as SosOrder[];
    return windowRules('soviet-exploit-movement').adjudicate(ctxAt(1, 'soviet-exploit-movement'), s, orders, new FixedDice({ 'T01/soviet-exploit-movement/1137/df/1136': 10, 'T01/soviet-exploit-movement/1137/attack': 1 }));
  };

  it('AT-11: a move of the train in phase 14 is refused (train-phase), and so the train does not move into the hex its breakthrough attack cleared: the Guards company does', () => {
    const s = position({ 'sov-atu-1': '1136' });
    expect(check(1, 'soviet-exploit-movement', s, [{ move: { units: ['sov-atu-1'], path: ['1137'] } }]).map((i) => i.code)).toContain('train-phase');
    const r = breakthrough();
    expect(ofType(r.events, 'breakthrough-attack')[0]).toMatchObject({ result: 'succeeded', advanced: ['sov-1-42g'] });
    expect(r.state.pieces['sov-atu-1']!.at).toBe('1136');
  });
});

describe('AT-12: SoS 17.31 "Armored units, including armored trains ..., do not receive this die roll benefit if they are the only type of units in a hex with a fortification unit"', () => {
  // The counters hold no fortification unit yet (17.3 is not built): the test adds one, a Soviet
  // fortification in the train's railroad hex 1136. 13 September, phase 2: the German II/276 and
  // I/276 mortars (6 AF each) bombard 1136 on the WBBT, spotted by an adjacent company (14.3: 0).
  const data = sosData();
  const fort = { ...data.counters.counters.find((c) => c.id === 'sov-tank-repair')!, id: 'sov-fort-audit', name: 'Fortification', type: 'fortification', scenarios: [1, 2], note: 'a test counter' } as Counter;
  const env = sosEnv({ ...data, counters: { ...data.counters, counters: [...data.counters.counters, fort] } });
  const T = '1136';
  const M = hexAt(T, 3);

  const FORT = 'a fortification in the target hex';
  const bombarded = (table: SosBombardment['table'], more: Record<string, string> = {}) => {
    const s0 = bombardFragment({ 'ger-8-276': M, 'ger-4-276': M, ...more });
    const b: SosBombardment = { side: 'german', target: T, table, units: ['ger-8-276', 'ger-4-276'], af: 12, spotting: 'adjacentInCommand', namedLeaderAdjacent: false, opOn1039: false, stukas: null };
    const s: SosState = { ...s0, pieces: { ...s0.pieces, 'sov-atu-1': freshPiece(T), 'sov-fort-audit': freshPiece(T) }, bombardments: [b] };
    const r = resolveBombardments({ env, standing: { german: null, soviet: null }, date: '09-13', label: 'T01/2.resolve', phase: 2 }, s, new FixedDice({ [`T01/2.resolve/${T}/german/die`]: 4 }));
    return (r.events.find((e) => e.type === 'bombardment') as unknown as { drms: { rule: string; reason: string }[] }).drms.map((d) => d.reason);
  };

  it('AT-12: a German WBBT bombardment of a hex held by the train alone with a fortification has no +1 for the fortification', () => {
    expect(bombarded('wbbt')).not.toContain(FORT);
    // with a rifle battalion beside it, the hex has the +1
    expect(bombarded('wbbt', { 'sov-1-1045': T })).toContain(FORT);
  });

  it('AT-12: nor a German bombardment of that hex on the CRT (9.72 read for bombardment, 14.45)', () => {
    expect(bombarded('crt')).not.toContain(FORT);
    expect(bombarded('crt', { 'sov-1-1045': T })).toContain(FORT);
  });

  it('AT-12: nor a German attack on it: the armored target benefit (9.92) and no fortification', () => {
    const s0 = position({ 'sov-atu-1': T, 'ger-71-5-191': '1236' }, { attack: [T] });
    const s: SosState = { ...s0, pieces: { ...s0.pieces, 'sov-fort-audit': freshPiece(T) } };
    const ctx = { ...ctxAt(1, 'german-attack'), env, standing: { german: null, soviet: { defense: { policy: 'plan' as const } } } };
    const orders = [{ attack: { target: T, fire: [{ units: ['ger-71-5-191'], from: '1236' }] } }] as SosOrder[];
    const r = windowRules('german-attack').adjudicate(ctx, s, orders, new FixedDice({ [`T01/german-attack/${T}/df/1236`]: 10, [`T01/german-attack/${T}/attack`]: 5 }));
    const drms = ofType(r.events, 'attack')[0]!['drms'] as { rule: string; reason: string }[];
    expect(drms.map((d) => d.rule)).toContain('SoS 9.92');
    expect(drms.map((d) => d.reason)).not.toContain(FORT);
  });
});
