import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { fragment, ofType, ruleset, sub } from './attack-fixture';

/**
 * SoS 15.14, 15.17, 15.42-15.46 in the German Attack Phase of 13 September (scenario #1), on the
 * clear steppe: a Guards company in 3230 attacked from 3229 by a company of II/191 (AF 4) with
 * Stukas (5 AF each), the LW OP in 3227 three hexes off; the Soviet AA regiment (4 circled AF,
 * range 3) in 3232.
 */
const AT = { 'sov-1-42g': '3230', 'ger-71-5-191': '3229', 'ger-lw-op': '3227' };
const attack = (stukas: object) => ({ attack: { target: '3230', fire: [{ units: ['ger-71-5-191'], from: '3229' }], stukas } });
const ATTACK_DIE = 'T01/german-attack/3230/attack';
const AA_DIE = 'T01/german-attack/3230/stukas/aa';
const plan = { standing: { soviet: { defense: { policy: 'plan' as const } } } };

describe('SoS 15.1, 15.14: Stukas support a German attack if the LW OP sees the target hex', () => {
  it('15.14, 15.15, 15.17: two Stukas add 10 AF to the company\'s 4 (column 10-19) with -1 for the LW OP seeing the target; they are used for the turn (15.21)', () => {
    const g = fragment(AT, ['3230'], plan);
    expect(ruleset.check(g, sub('german', [attack({ count: 2, spotter: 'ger-lw-op' })]))).toEqual([]);
    const r = ruleset.adjudicate(g, [sub('german', [attack({ count: 2, spotter: 'ger-lw-op' })])], FixedDice.mixed({ [ATTACK_DIE]: 10 }, [10, 10, 10]));
    const ev = ofType(r.events, 'attack')[0]!;
    expect(ev).toMatchObject({ stukas: 2, total: 14, column: '10-19' });
    expect(ev['drms']).toContainEqual({ value: -1, reason: 'the LW OP sees the target hex of the Stukas', rule: 'SoS 15.17' });
    expect(r.state.state.stukasUsed).toBe(2);
  });

  it('15.14: without the LW OP seeing the target hex, Stukas may not support the attack; 15.11: no more than are left', () => {
    const g = fragment({ ...AT, 'ger-lw-op': '3210' }, ['3230']);
    expect(ruleset.check(g, sub('german', [attack({ count: 2, spotter: 'ger-lw-op' })])).map((i) => [i.code, i.path.join('.'), i.rule])).toEqual([['lw-op-does-not-see', 'orders.0.attack.stukas.spotter', 'SoS 15.14']]);
    expect(ruleset.check(g, sub('german', [attack({ count: 2 })])).map((i) => i.code)).toEqual(['lw-op-does-not-see']);
    const used = fragment(AT, ['3230']);
    const s = { ...used, state: { ...used.state, stukasUsed: 7 } };
    expect(ruleset.check(s, sub('german', [attack({ count: 2, spotter: 'ger-lw-op' })])).map((i) => i.code)).toEqual(['no-stukas-left']);
  });

  it('15.42, 15.45, 15.46: the AA regiment in range fires at the Stukas before the attack; a P is ignored and both Stukas attack', () => {
    const g = fragment({ ...AT, 'sov-aa': '3232' }, ['3230'], plan);
    const r = ruleset.adjudicate(g, [sub('german', [attack({ count: 2, spotter: 'ger-lw-op' })])], FixedDice.mixed({ [AA_DIE]: 1, [ATTACK_DIE]: 10 }, [10, 10, 10]));
    expect(ofType(r.events, 'aa-fire')[0]).toMatchObject({ units: ['sov-aa'], af: 4, die: 1, result: 'P', aborted: 0 });
    expect(ofType(r.events, 'attack')[0]).toMatchObject({ stukas: 2, total: 14 });
    expect(r.state.state.aaFired).toEqual({ turn: 1, phase: 5, units: ['sov-aa'] });
  });
});
