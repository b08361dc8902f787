import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosBombardment, SosState } from '#games/streets-of-stalingrad/state/types';
import { freshPiece } from '#games/streets-of-stalingrad/state/types';
import { resolveBombardments } from '#games/streets-of-stalingrad/windows/bombardment/resolve-bombardment';
import { fragment, ofType, ruleset, sub } from './attack-fixture';
import { env as bEnv, fragment as bFragment, hexAt } from './bombardment-fixture';

/**
 * Second reading of SoS 14.9-14.99 (docs/rules-audit-streets-of-stalingrad.md, rows OP-nn):
 * each row read as DIFFERS has a test here; it failed on the code read and passes since the fix.
 */
const W = 'T01/german-attack';
const plan = { soviet: { defense: { policy: 'plan' as const } } };

describe('OP-10: SoS 14.97, 14.81, 9.82: an OP goes when the P of a bombardment eliminates the immobilized tank, the last combat unit of its hex', () => {
  /** Scenario #2, 13 September: the German mortars (12 AF) bombard suburb 1010 on the WBBT; a die of 4 is a P (audit-transports.test.ts). */
  const IMM = 'sov-immobilized-tank-1';
  const bombardment: SosBombardment = { side: 'german', target: '1010', table: 'wbbt', units: ['ger-8-276', 'ger-4-276'], af: 12, spotting: 'adjacentInCommand', namedLeaderAdjacent: true, opOn1039: false, stukas: null };
  const M = hexAt('1010', 3);
  const s0 = bFragment({ 'ger-8-276': M, 'ger-4-276': M, 'sov-62-op': '1010' });
  const s: SosState = { ...s0, pieces: { ...s0.pieces, [IMM]: freshPiece('1010') }, bombardments: [bombardment] };

  it('OP-10: the P eliminates the immobilized tank (16.37); the 62 Army OP, left with no combat unit, is eliminated too, not pinned', () => {
    const r = resolveBombardments({ env: bEnv, standing: { german: null, soviet: null }, date: '09-13', label: 'T01/2.resolve', phase: 2 }, s, new FixedDice({ 'T01/2.resolve/1010/german/die': 4 }));
    expect(r.events.find((e) => e.type === 'bombardment')).toMatchObject({ result: 'P' });
    expect(r.state.pieces[IMM]).toMatchObject({ eliminated: true });
    // 14.97: "OP units are eliminated: ... After all other friendly combat units in the same hex are eliminated."
    expect(r.state.pieces['sov-62-op']).toMatchObject({ at: null, eliminated: true });
  });
});

describe('OP-11: SoS 14.97, 9.82: an OP in an attacking hex goes when defensive fire eliminates every combat unit of that hex', () => {
  /** Scenario #1, German Attack Phase of 13 September: the company 5/191 attacks the two Guards companies in 3127 from 3128, where the 71 ID OP stands with it. */
  const g = fragment({ 'sov-1-42g': '3127', 'sov-2-42g': '3127', 'ger-71-5-191': '3128', 'ger-71-op': '3128' }, ['3127'], { standing: plan });
  const attack = { attack: { target: '3127', fire: [{ units: ['ger-71-5-191'], from: '3128' }] } };

  it('OP-11: the Guards\' defensive fire (die 1) eliminates 5/191, the only combat unit in 3128; the OP left alone there is eliminated with it', () => {
    const r = ruleset.adjudicate(g, [sub('german', [attack])], new FixedDice({ [`${W}/3127/df/3128`]: 1, [`${W}/3127/attack`]: 10 }));
    expect(ofType(r.events, 'defensive-fire')[0]).toMatchObject({ eliminated: expect.arrayContaining(['ger-71-5-191']) });
    expect(r.state.state.pieces['ger-71-op']).toMatchObject({ at: null, eliminated: true });
  });

  it('OP-11: with a company of its side left in 3128 that did not attack, the OP stays', () => {
    const g2 = fragment({ 'sov-1-42g': '3127', 'sov-2-42g': '3127', 'ger-71-5-191': '3128', 'ger-71-6-191': '3128', 'ger-71-op': '3128' }, ['3127'], { standing: plan });
    const r = ruleset.adjudicate(g2, [sub('german', [attack])], new FixedDice({ [`${W}/3127/df/3128`]: 1, [`${W}/3127/attack`]: 10 }));
    expect(ofType(r.events, 'defensive-fire')[0]).toMatchObject({ eliminated: ['ger-71-5-191'] });
    expect(r.state.state.pieces['ger-71-op']).toMatchObject({ at: '3128', eliminated: false });
  });
});

describe('OP-12: SoS 14.94: an OP pinned in a phase may still spot in that phase', () => {
  /**
   * German Attack Phase of 13 September. First attack: the StuG company 244 alone attacks 3127
   * (clear), held by the Guards company 2/42 and the 62 Army OP; a P pins both and, no infantry
   * attacking, no one retreats (9.883). Second attack: two companies of II/191 attack the Guards
   * company 1/42 in 3230 from 3229; the Guards mortar in 3234 supports its defensive fire,
   * spotted by the OP in 3127, pinned in this phase.
   */
  const at = { 'sov-2-42g': '3127', 'sov-62-op': '3127', 'ger-stug-244': '3128', 'sov-1-42g': '3230', 'sov-42g-mortar': '3234', 'ger-71-5-191': '3229', 'ger-71-6-191': '3229' };
  const attacks = [
    { attack: { target: '3127', fire: [{ units: ['ger-stug-244'], from: '3128' }] } },
    { attack: { target: '3230', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '3229' }] } },
  ];
  const answer = sub('soviet', [{ defense: { attacks: [
    { hex: '3127', fire: [] },
    { hex: '3230', fire: [{ units: ['sov-1-42g'], at: '3229' }], support: [{ units: ['sov-42g-mortar'], spotter: 'sov-62-op', at: '3229' }] },
  ] } }]);
  const dice = () => new FixedDice({ [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 3, [`${W}/3230/df/3229`]: 10, [`${W}/3230/attack`]: 10 });

  it('OP-12: the OP pinned by the first attack spots for the mortar in the second; the mortar fires', () => {
    const paused = ruleset.adjudicate(fragment(at, ['3127', '3230']), [sub('german', attacks)], new FixedDice([])).state;
    expect(ruleset.check(paused, answer)).toEqual([]);
    const r = ruleset.adjudicate(paused, [answer], dice());
    expect(ofType(r.events, 'attack')[0]).toMatchObject({ hex: '3127', result: 'P', marked: expect.arrayContaining(['sov-62-op']) });
    expect(ofType(r.events, 'indirect-fire-dropped')).toEqual([]);
    expect(ofType(r.events, 'defensive-fire').find((e) => e['hex'] === '3230')!['firers']).toContainEqual(expect.objectContaining({ id: 'sov-42g-mortar' }));
  });

  it('OP-12: an OP already pinned at the start of the phase may not spot (14.94): the support it names is refused', () => {
    const paused = ruleset.adjudicate(fragment(at, ['3127', '3230'], { pinned: ['sov-62-op'] }), [sub('german', attacks)], new FixedDice([])).state;
    expect(ruleset.check(paused, answer).map((i) => [i.code, i.rule])).toContainEqual(['spotter-pinned', 'SoS 14.94']);
  });
});
