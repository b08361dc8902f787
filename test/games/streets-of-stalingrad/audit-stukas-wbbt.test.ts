import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { fragment, ofType, ruleset, sub } from './attack-fixture';

/**
 * Audit SW: Stukas on the WBBT in an attack (15.13-15.17, the WBBT note, 14.41). The German
 * Attack Phase of 13 September: two Stukas fire alone on the WBBT at a Guards company in the
 * suburb hex 2338, no LW OP named. Fired alone they bombard (14.41: no "attack" marker, no
 * retreat, no defensive fire, the code's own reading), and "German Stuka units do not require
 * an OP unit or any other German unit to spot the target for them in order to bombard a hex"
 * (15.13): the bombardment is made, without 15.17's -1.
 */
const AT = { 'sov-1-42g': '2338', 'ger-lw-op': '2337' };
const alone = { attack: { target: '2338', table: 'wbbt', stukas: { count: 2 } } };

describe('SoS audit SW: Stukas on the WBBT in an attack', () => {
  it('SW-03: two Stukas alone bombard 2338 on the WBBT in the Attack Phase with no LW OP named (15.13: no spotter to bombard); D1 eliminates the company, no 15.17 -1', () => {
    const g = fragment(AT, []);
    expect(ruleset.check(g, sub('german', [alone])).map((i) => i.code)).toEqual([]);
    const r = ruleset.adjudicate(g, [sub('german', [alone])], new FixedDice({ 'T01/german-attack/2338/german/die': 1 }));
    const b = ofType(r.events, 'bombardment')[0]!;
    expect(b).toMatchObject({ table: 'wbbt', target: '2338', stukas: 2, af: 10, die: 1, mdr: 1 });
    expect(JSON.stringify(b['drms'])).not.toContain('SoS 15.17');
  });
});
