import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { fragment, ofType, ruleset, sub } from './attack-fixture';

/**
 * The second reading of the Stukas and Soviet AA fire (docs/rules-audit-streets-of-stalingrad.md,
 * "Reading of the Stukas and Soviet AA fire"): one test per DIFFERS row, named for its row id,
 * written as `it.fails` until the code follows the text. The German Attack Phase of 13 September
 * on the clear steppe: a Guards company in 3230 attacked from 3229 by a company of II/191 with two
 * Stukas, the LW OP in 3227; the Soviet AA regiment (4 circled AF, range 3) in 3232.
 */
const AT = { 'sov-1-42g': '3230', 'ger-71-5-191': '3229', 'ger-lw-op': '3227', 'sov-aa': '3232' };
const attack = { attack: { target: '3230', fire: [{ units: ['ger-71-5-191'], from: '3229' }], stukas: { count: 2, spotter: 'ger-lw-op' } } };
const plan = { soviet: { defense: { policy: 'plan' as const } } };

describe('reading of the Stukas and Soviet AA fire (15.1-15.5)', () => {
  it('SA-14: 15.42 "all Soviet units with an anti-aircraft (AA) capability (circled AF) may fire once per phase at the German Stuka units within range" (9.112 lists what pinned units may not do: "move, spot for IF artillery fire, attack, opportunity fire, or continue engineering tasks"): the pinned AA regiment fires at the Stukas', () => {
    const g = fragment(AT, ['3230'], { pinned: ['sov-aa'], standing: plan });
    const r = ruleset.adjudicate(g, [sub('german', [attack])], FixedDice.mixed({ 'T01/german-attack/3230/stukas/aa': 1, 'T01/german-attack/3230/attack': 10 }, [10, 10, 10]));
    expect(ofType(r.events, 'aa-fire')).toEqual([expect.objectContaining({ units: ['sov-aa'], af: 4 })]);
  });
});
