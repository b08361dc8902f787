import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { fragment, ofType, ruleset, sub } from './attack-fixture';

/**
 * SoS 15.15 and the West Bank Bombardment Table's note: "Stuka units may use the WBBT for
 * bombardment and attacks." The German Attack Phase of 13 September: two Stukas, the LW OP
 * seeing the target from 2337, at a Guards company in the suburb hex 2338; fired alone they
 * bombard (14.41): no "attack" marker, no retreat (9.41), no defensive fire (9.55); the Soviet
 * AA fires first (15.42), and the Stukas left fire on the WBBT with their AF (15.15) and -1 for
 * the LW OP (15.17).
 */
const AT = { 'sov-1-42g': '2338', 'ger-lw-op': '2337' };
const stukas = (count: number, table?: 'wbbt' | 'crt') => ({ attack: { target: '2338', stukas: { count, spotter: 'ger-lw-op' }, ...(table ? { table } : {}) } });

describe('SoS 15.15, the WBBT note: Stukas on the WBBT in an attack', () => {
  it('two Stukas alone at 2338 on the WBBT: the check takes it; resolved on the WBBT with their AF, the LW OP -1', () => {
    const g = fragment(AT, []);
    expect(ruleset.check(g, sub('german', [stukas(2, 'wbbt')]))).toEqual([]);
    const r = ruleset.adjudicate(g, [sub('german', [stukas(2, 'wbbt')])], new FixedDice({ 'T01/german-attack/2338/german/die': 1 }));
    const b = ofType(r.events, 'bombardment')[0]!;
    expect(b).toMatchObject({ table: 'wbbt', target: '2338', stukas: 2, af: 10, column: '10-19', die: 1, mdr: 0, result: 'D1', rule: 'SoS 15.15, 14.41, 14.6' });
    expect(r.state.state.pieces['sov-1-42g']!.eliminated).toBe(true);
    expect(r.state.state.stukasUsed).toBe(2);
    expect(JSON.stringify(b['drms'])).toContain('SoS 15.17');
    expect(ofType(r.events, 'defensive-fire')).toEqual([]);
  });

  it('with direct fire the Stukas go on the CRT: the WBBT is refused (the note: "If any infantry, engineers, armored, AA or AT units are also firing, use the CRT")', () => {
    const g = fragment({ ...AT, 'ger-16pg-1': '2337' }, ['2338']);
    const order = { attack: { target: '2338', table: 'wbbt', stukas: { count: 1, spotter: 'ger-lw-op' }, fire: [{ units: ['ger-16pg-1'], from: '2337' }] } };
    expect(ruleset.check(g, sub('german', [order])).map((i) => i.code)).toContain('wbbt-with-direct-fire');
  });
});
