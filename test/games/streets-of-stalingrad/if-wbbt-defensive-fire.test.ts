import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { standingProblems } from '#games/streets-of-stalingrad/game/check-standing';
import { sosEnv } from '#games/streets-of-stalingrad/game/env';
import { fragment, ofType, ruleset, sub } from './attack-fixture';
import { sosData } from './game-fixture';

/**
 * The WBBT note: "IF artillery units may use the WBBT for bombardment, attacks, defensive fire,
 * and (mortars only) opportunity fire. ... If any infantry, engineers, armored, AA or AT units are
 * also firing, use the CRT, not the WBBT." 9.52: "The defender may combine the fire of eligible
 * IF artillery units (using the IF units' AF factors)"; 9.58: "the attacker may choose which
 * units to eliminate". The German Attack Phase of turn 1 (phase 5): II/191 and 6/191 attack
 * the Guards of 1/42 in 0526 from the Volga cliff hex 0426, the German naming 6/191 as his
 * first loss. The 62 Army howitzers (10 AF) in the East Bank box EB-C see the cliff hex
 * themselves (14.28: self-spotting, 0) and answer alone on the WBBT. Fixed dice by label.
 */
// SoS 9.5, 9.51, 9.52, 9.56, 9.57, 9.58, 9.60, 9.601, 9.602, 14.45, 14.6: defensive fire, its IF support read on the WBBT
const W = 'T01/german-attack';
const POSITION = { 'sov-1-42g': '0526', 'sov-62-howitzer': 'EB-C', 'ger-71-5-191': '0426', 'ger-71-6-191': '0426' };
const ATTACK = [{ attack: { target: '0526', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '0426' }], losses: ['ger-71-6-191'] } }];
const DF = `${W}/0526/df/0426`;
const ATTACK_DIE = `${W}/0526/attack`;
const BATTERY = { units: ['sov-62-howitzer'], spotter: 'sov-62-howitzer', at: '0426' };
const paused = () => ruleset.adjudicate(fragment(POSITION, ['0526']), [sub('german', ATTACK)], new FixedDice([])).state;
const answer = (entry: Record<string, unknown>) => sub('soviet', [{ defense: { attacks: [{ hex: '0526', ...entry }] } }]);
const issues = (entry: Record<string, unknown>) => ruleset.check(paused(), answer(entry)).map((i) => [i.path.join('.'), i.code, i.rule]);

describe('the WBBT note, 9.52, 9.58: IF artillery alone fires defensively on the West Bank Bombardment Table', () => {
  it('the East Bank howitzers alone on the WBBT: 10 AF on the 10-19 column, self-spotting (0), a die of 1 is a D1: the German loses the unit his `losses` names (9.58); II/191 still attacks', () => {
    const entry = { support: [{ ...BATTERY, table: 'wbbt' }] };
    expect(issues(entry)).toEqual([]);
    const r = ruleset.adjudicate(paused(), [answer(entry)], new FixedDice({ [DF]: 1, [ATTACK_DIE]: 10 }));
    const df = ofType(r.events, 'defensive-fire');
    expect(df).toHaveLength(1);
    expect(df[0]).toMatchObject({ hex: '0526', at: '0426', table: 'wbbt', firers: [{ id: 'sov-62-howitzer', points: 10, uses: 'AF' }], total: 10, column: '10-19', drms: [{ value: 0, rule: 'SoS 14.3' }], die: 1, mdr: 1, result: 'D1', eliminated: ['ger-71-6-191'], marker: null, rule: 'SoS 9.57, WBBT' });
    expect(r.state.state.pieces['ger-71-6-191']).toMatchObject({ at: null });
    // SoS 14.02: the howitzers' explosion marker is out for the turn
    expect(r.state.state.ifFired).toContain('sov-62-howitzer');
    expect(ofType(r.events, 'attack')[0]!['firers']).toEqual([expect.objectContaining({ id: 'ger-71-5-191' })]);
  });

  it('9.58: "the attacker may choose which units to eliminate": with II/191 named first in his `losses`, II/191 is the loss', () => {
    const attack = [{ attack: { ...ATTACK[0]!.attack, losses: ['ger-71-5-191'] } }];
    const g = ruleset.adjudicate(fragment(POSITION, ['0526']), [sub('german', attack)], new FixedDice([])).state;
    const r = ruleset.adjudicate(g, [answer({ support: [{ ...BATTERY, table: 'wbbt' }] })], new FixedDice({ [DF]: 1, [ATTACK_DIE]: 10 }));
    expect(ofType(r.events, 'defensive-fire')[0]).toMatchObject({ table: 'wbbt', result: 'D1', eliminated: ['ger-71-5-191'] });
  });

  it('a die of 8 on the WBBT is a miss ("Results of 8 or higher are a miss"): no German loss', () => {
    const r = ruleset.adjudicate(paused(), [answer({ support: [{ ...BATTERY, table: 'wbbt' }] })], new FixedDice({ [DF]: 8, [ATTACK_DIE]: 10 }));
    expect(ofType(r.events, 'defensive-fire')[0]).toMatchObject({ table: 'wbbt', mdr: 8, result: 'miss', eliminated: [], marker: null });
    expect(r.state.state.pieces['ger-71-6-191']).toMatchObject({ at: '0426' });
  });

  it('the default stays the CRT: the same support without `table` is read on the CRT (9.57)', () => {
    const r = ruleset.adjudicate(paused(), [answer({ support: [BATTERY] })], new FixedDice({ [DF]: 1, [ATTACK_DIE]: 10 }));
    const df = ofType(r.events, 'defensive-fire')[0]!;
    expect(df).toMatchObject({ total: 10, rule: 'SoS 9.57' });
    expect(df['table']).toBeUndefined();
  });

  it('refused with direct fire at the same hex (the note: "use the CRT"): the Guards firing at 0426 with the WBBT support; at another attacking hex it would not be', () => {
    expect(issues({ fire: [{ units: ['sov-1-42g'], at: '0426' }], support: [{ ...BATTERY, table: 'wbbt' }] })).toContainEqual(['orders.0.defense.attacks.0.support.0.table', 'wbbt-with-direct-fire', 'SoS WBBT, 9.52, 16.55']);
    expect(issues({ fire: [{ units: ['sov-1-42g'], at: '0426' }], support: [{ ...BATTERY, table: 'crt' }] })).toEqual([]);
  });

  it('the standing plan on the WBBT: the howitzers fire alone, the Guards hold their fire (9.60)', () => {
    const standing = { soviet: { defense: { policy: 'plan' as const, plan: [{ hex: '0526', at: '0426', table: 'wbbt' as const, support: [{ units: ['sov-62-howitzer'], spotter: 'sov-62-howitzer' }] }] } } };
    const g = fragment(POSITION, ['0526'], { standing });
    const r = ruleset.adjudicate(g, [sub('german', ATTACK)], new FixedDice({ [DF]: 1, [ATTACK_DIE]: 10 }));
    expect(ofType(r.events, 'pause')).toEqual([]);
    const df = ofType(r.events, 'defensive-fire')[0]!;
    expect(df).toMatchObject({ table: 'wbbt', total: 10, result: 'D1', eliminated: ['ger-71-6-191'] });
    expect((df['firers'] as { id: string }[]).map((f) => f.id)).toEqual(['sov-62-howitzer']);
  });

  it('the standing plan on the WBBT is refused with units not attacked or the River Flotilla firing, and without IF support', () => {
    const env = sosEnv(sosData());
    const plan = (p: Record<string, unknown>) => standingProblems(env, 'soviet', { defense: { policy: 'plan', plan: [{ hex: '0526', table: 'wbbt', ...p }] } } as never).map((i) => [i.path.join('.'), i.code, i.rule]);
    const support = [{ units: ['sov-62-howitzer'], spotter: 'sov-62-howitzer' }];
    expect(plan({ support })).toEqual([]);
    expect(plan({ support, outside: [{ from: '0525', units: ['sov-1-42g'] }] })).toEqual([['standing.defense.plan.0.outside', 'wbbt-with-direct-fire', 'SoS WBBT, 9.601']]);
    expect(plan({ support, flotilla: [{ units: ['sov-rf-1'], from: '0326' }] })).toEqual([['standing.defense.plan.0.flotilla', 'wbbt-with-direct-fire', 'SoS WBBT, 16.55']]);
    expect(plan({})).toEqual([['standing.defense.plan.0.table', 'wbbt-without-if', 'SoS WBBT, 9.52']]);
  });
});
