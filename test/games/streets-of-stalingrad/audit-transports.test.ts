import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosBombardment, SosState } from '#games/streets-of-stalingrad/state/types';
import { freshPiece } from '#games/streets-of-stalingrad/state/types';
import { resolveBombardments } from '#games/streets-of-stalingrad/windows/bombardment/resolve-bombardment';
import { fragment, ofType, ruleset, sub } from './attack-fixture';
import { env as bEnv, fragment as bFragment, hexAt } from './bombardment-fixture';

/**
 * Second reading of SoS 16.41-16.49 (docs/rules-audit-streets-of-stalingrad.md, rows TR-nn):
 * each row read as DIFFERS has a test here; it failed on the code read and passes since the fix.
 *
 * The position: German Attack Phase of turn 1 on the clear ground at 3127, held by two Guards
 * companies of the 42nd and the Soviet transport; two companies of II/191 attack from 3128
 * (transport-attack.test.ts).
 */
const W = 'T01/german-attack';
const T = 'sov-transport';
const HELD = { 'sov-1-42g': '3127', 'sov-2-42g': '3127', [T]: '3127', 'ger-71-5-191': '3128', 'ger-71-6-191': '3128' };
const attack = { attack: { target: '3127', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '3128' }], advance: [] } };
const paused = () => ruleset.adjudicate(fragment(HELD, ['3127']), [sub('german', [attack])], new FixedDice([])).state;
const answer = [{ defense: { attacks: [{ hex: '3127', retreat: [], fire: [{ units: ['sov-1-42g'], at: '3128' }] }] } }];

describe('TR-12: SoS 9.81, 9.87, 16.43: a P at a hex pins its transports with the other units', () => {
  it('TR-12: a P (die 3) at 3127 in clear ground marks the two Guards companies and the transport pinned, and all three retreat pinned', () => {
    const r = ruleset.adjudicate(paused(), [sub('soviet', answer)], new FixedDice({ [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 3 }));
    const a = ofType(r.events, 'attack')[0]!;
    expect(a).toMatchObject({ result: 'P', marker: 'pinned' });
    // 9.81: "P = All units in the target hex are pinned or spent"; 9.87: "all of the units that retreat are still pinned"
    expect(a.marked).toEqual(['sov-1-42g', 'sov-2-42g', T]);
    // the transport retreats with the companies and stays pinned until 9.114 lifts the markers
    expect(ofType(r.events, 'retreat-after-combat')[0]!.moves).toContainEqual({ unit: T, to: '3026' });
    expect(ofType(r.events, 'markers-removed').find((e) => e.markers === 'pinned')).toMatchObject({ units: ['sov-1-42g', 'sov-2-42g', T], rule: 'SoS 9.114' });
  });
});

/**
 * The bombardment (14.45, 9.81, 9.113): 13 September, phase 2, the German II/276 and I/276
 * mortars (12 AF) bombard on the WBBT, spotted by a named leader next to the hex (-1): a die of
 * 4 is a P (bombardment-resolve.test.ts). In the hex: a rifle battalion, the Soviet transport
 * and a leader.
 */
const mortarsAt = (target: string): SosBombardment => ({ side: 'german', target, table: 'wbbt', units: ['ger-8-276', 'ger-4-276'], af: 12, spotting: 'adjacentInCommand', namedLeaderAdjacent: true, opOn1039: false, stukas: null });
const bombarded = (target: string): SosState => {
  const M = hexAt(target, 3);
  const s = bFragment({ 'ger-8-276': M, 'ger-4-276': M, 'sov-1-1045': target, 'sov-herman': target });
  // the transport is no counter of scenario #2's set-up: it is added (transport-bombardment.test.ts)
  return { ...s, pieces: { ...s.pieces, [T]: freshPiece(target) }, bombardments: [mortarsAt(target)] };
};
const bombard = (target: string) =>
  resolveBombardments({ env: bEnv, standing: { german: null, soviet: null }, date: '09-13', label: 'T01/2.resolve', phase: 2 }, bombarded(target), new FixedDice({ [`T01/2.resolve/${target}/german/die`]: 4 }));

describe('TR-12: SoS 9.81, 9.113, 18.14: a P of a bombardment pins the transports in the hex too, never a leader', () => {
  it('TR-12: a P at 1010 (suburb) pins the rifle battalion and the transport; the leader is not pinned', () => {
    const r = bombard('1010');
    expect(r.events.find((e) => e.type === 'bombardment')).toMatchObject({ result: 'P' });
    expect(r.events.find((e) => e.type === 'units-marked')).toMatchObject({ units: ['sov-1-1045', T], marker: 'pinned', rule: 'SoS 9.113' });
    // 16.43: "Pinned Soviet transport units may not move or carry units"
    expect(r.state.pieces[T]).toMatchObject({ at: '1010', pinned: true });
    expect(r.state.pieces['sov-herman']).toMatchObject({ at: '1010', pinned: false, spent: false });
  });

  it('TR-12: in a city hex (0911) the P spends them all instead (9.84), the transport too; 16.43: a spent transport may still move', () => {
    const r = bombard('0911');
    expect(r.events.find((e) => e.type === 'units-marked')).toMatchObject({ units: ['sov-1-1045', T], marker: 'spent', rule: 'SoS 9.84' });
    expect(r.state.pieces[T]).toMatchObject({ spent: true, pinned: false });
    expect(r.state.pieces['sov-herman']).toMatchObject({ spent: false });
  });
});
