import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { fragment, ofType, ruleset, sub } from './attack-fixture';

/**
 * Second reading of SoS 16.41-16.49 (docs/rules-audit-streets-of-stalingrad.md, rows TR-nn):
 * each row read as DIFFERS has a test here that fails on today's code.
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
  it.fails('TR-12: a P (die 3) at 3127 in clear ground marks the two Guards companies and the transport pinned, and all three retreat pinned', () => {
    const r = ruleset.adjudicate(paused(), [sub('soviet', answer)], new FixedDice({ [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 3 }));
    const a = ofType(r.events, 'attack')[0]!;
    expect(a).toMatchObject({ result: 'P', marker: 'pinned' });
    // 9.81: "P = All units in the target hex are pinned or spent"; 9.87: "all of the units that retreat are still pinned"
    expect(a.marked).toEqual(['sov-1-42g', 'sov-2-42g', T]);
  });
});
