import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import { freshPiece } from '#games/streets-of-stalingrad/state/types';
import { fragment, ofType, ruleset, sub } from './attack-fixture';
import { check, codes, fragment as moveFragment } from './movement-window-fixture';

/**
 * Second reading of the newest attack-window rules (docs/rules-audit-streets-of-stalingrad.md,
 * "Second reading of the attack windows", rows AW-17 on): each row read as DIFFERS has a test
 * here, named for its row; it failed on the code read, on its check, and passes since the fix.
 *
 * The positions: the German Attack Phase of 13 September (T01/german-attack) on the clear steppe
 * at 3230 and on the suburb hex 2338, and the German Movement Phase of the same day for the
 * breakthrough attacks (3232, clear).
 */
const issues = (xs: readonly { path: (string | number)[]; code: string; rule?: string | undefined }[]) => xs.map((i) => [i.path.join('.'), i.code, i.rule]);

describe('AW-23: SoS 9.67 "For any attack that has at least one non-pinned/non-spent attacking infantry or combat engineer unit adjacent to the target hex, the attacker may choose"', () => {
  const AT = { 'sov-1-42g': '3230', 'ger-stug-244': '3229', 'ger-71-5-191': '3228' };
  const attack = (infantryFrom: string) => ({ attack: { target: '3230', closeAssault: true, fire: [{ units: ['ger-stug-244'], from: '3229' }, { units: ['ger-71-5-191'], from: infantryFrom }] } });

  it('AW-23: a Close Assault declared by a StuG adjacent and a company of II/191 two hexes away is refused; with the company adjacent it is taken', () => {
    expect(issues(ruleset.check(fragment(AT, ['3230']), sub('german', [attack('3228')])))).toEqual([['orders.0.attack.closeAssault', 'close-assault-without-infantry', 'SoS 9.67']]);
    expect(ruleset.check(fragment({ ...AT, 'ger-71-5-191': '3229' }, ['3230']), sub('german', [attack('3229')]))).toEqual([]);
  });

  it('AW-23: a breakthrough attack (10.1) by a StuG alone declaring the Close Assault is refused', () => {
    const s = moveFragment({ 'ger-stug-244': '3231', 'sov-1-42g': '3232' });
    expect(codes(check(1, 'german-movement', s, [{ breakthrough: { target: '3232', attackers: ['ger-stug-244'], closeAssault: true } }]))).toEqual([['close-assault-without-infantry', 'orders.0.breakthrough.closeAssault']]);
  });
});

describe('AW-25: SoS 9.67 "he must announce this before the attack"; 9.62 "identified and revealed, including supporting IF artillery and Stuka units, before the defending units fire defensively"; 9.82 "The attacker must declare that a German combat unit ... is committed"', () => {
  // the 16th Panzer Pioneers (red AF) and 1/16 Panzer Grenadier attack the suburb hex 2338 from 2337, with one Stuka, the LW OP with them
  const AT = { 'sov-1-42g': '2338', 'ger-16pg-pioneer': '2337', 'ger-16pg-1': '2337', 'ger-lw-op': '2337' };
  const attack = { attack: { target: '2338', closeAssault: true, engineers: ['ger-16pg-pioneer'], stukas: { count: 1, spotter: 'ger-lw-op' }, fire: [{ units: ['ger-16pg-pioneer', 'ger-16pg-1'], from: '2337' }] } };

  it('AW-25: the defender is told of the Close Assault, the Stuka and the engineers committed before he answers', () => {
    const g = fragment(AT, ['2338']);
    expect(ruleset.check(g, sub('german', [attack]))).toEqual([]);
    const r = ruleset.adjudicate(g, [sub('german', [attack])], new FixedDice([]));
    expect(ofType(r.events, 'attacks-declared')[0]!.attacks).toEqual([{ target: '2338', from: [{ from: '2337', units: ['ger-16pg-pioneer', 'ger-16pg-1'] }], stukas: { count: 1, spotter: 'ger-lw-op' }, closeAssault: true, engineers: ['ger-16pg-pioneer'] }]);
    const about = String(ofType(r.events, 'pause')[0]!.about);
    expect(about).toContain('1 Stuka');
    expect(about).toContain('the Close Assault Bonus');
    expect(about).toContain('engineers ger-16pg-pioneer');
  });
});

describe('AW-29: SoS 9.82 "When German combat engineer units or Soviet flame-thrower units will use their DRM in an attack on a hex, these units must suffer the first casualty"; 9.71 the DRM only "against a suburb, city, industrial/fortified, or strong point hex, or against a hex with a fortification unit"', () => {
  it('AW-29: the Pioneers claimed against the clear hex 3230, where their -1 does not apply, are refused', () => {
    const AT = { 'sov-1-42g': '3230', 'ger-16pg-pioneer': '3229', 'ger-16pg-1': '3229' };
    const attack = { attack: { target: '3230', engineers: ['ger-16pg-pioneer'], fire: [{ units: ['ger-16pg-pioneer', 'ger-16pg-1'], from: '3229' }] } };
    expect(issues(ruleset.check(fragment(AT, ['3230']), sub('german', [attack])))).toEqual([['orders.0.attack.engineers.0', 'no-engineer-drm', 'SoS 9.71, 9.82']]);
  });

  it('AW-29: so in a breakthrough attack on the clear hex 3232', () => {
    const s = moveFragment({ 'ger-16pg-pioneer': '3231', 'ger-16pg-1': '3231', 'sov-1-42g': '3232' });
    expect(codes(check(1, 'german-movement', s, [{ breakthrough: { target: '3232', attackers: ['ger-16pg-pioneer', 'ger-16pg-1'], engineers: ['ger-16pg-pioneer'] } }]))).toEqual([['no-engineer-drm', 'orders.0.breakthrough.engineers.0']]);
  });
});

describe('AW-34: SoS 9.48 "Motorized units (MP of 24 or 28) and towed artillery units (MP of 12 or 15) may enter but may not leave or move through hexes with 5 or more points of enemy explosion points"', () => {
  // the Soviet AA regiment (truck-towed, MP 15) with a Guards company and YELIN in 3230, attacked from 3229 by a company of II/191
  const AT = { 'sov-aa': '3230', 'sov-1-42g': '3230', 'sov-yelin': '3230', 'ger-71-5-191': '3229' };
  const attack = { attack: { target: '3230', fire: [{ units: ['ger-71-5-191'], from: '3229' }] } };
  const paused = (interdiction: SosGame['state']['interdiction']): SosGame => {
    const g = fragment(AT, ['3230']);
    return ruleset.adjudicate({ ...g, state: { ...g.state, interdiction } }, [sub('german', [attack])], new FixedDice([])).state;
  };
  const retreat = sub('soviet', [{ defense: { attacks: [{ hex: '3230', retreat: [{ units: ['sov-aa'], path: ['3231'] }], fire: [] }] } }]);

  it('AW-34: 10 points of German interdiction placed on 3230 in Bombardment Phase 2 (14.84) hold the AA regiment there; without them it retreats', () => {
    expect(issues(ruleset.check(paused([{ side: 'german', hex: '3230', af: 10, phase: 2 }]), retreat))).toEqual([['orders.0.defense.attacks.0.retreat.0.units.0', 'held-by-fire', 'SoS 9.48']]);
    expect(ruleset.check(paused([]), retreat)).toEqual([]);
  });
});

describe('AW-39: SoS 9.81 "Combat units are considered any infantry, armored, or artillery unit, including immobilized tanks, snipers, mine dogs"; 9.64, 10.1: an "attack" marker and a breakthrough attack on a hex of enemy combat units', () => {
  // counters of later scenarios placed on scenario #1's position, as the immobilization roll places one (16.32)
  const withPiece = (given: Record<string, string>, id: string, hex: string) => {
    const s = moveFragment(given);
    return { ...s, pieces: { ...s.pieces, [id]: freshPiece(hex) } };
  };

  it('AW-39: a company of II/191 next to 3232, held by a Soviet immobilized tank alone, marks it for attack; so next to a mine dog alone', () => {
    expect(codes(check(1, 'german-movement', withPiece({ 'ger-71-5-191': '3231' }, 'sov-immobilized-tank-1', '3232'), [{ markAttack: { hex: '3232', by: 'ger-71-5-191' } }]))).toEqual([]);
    expect(codes(check(1, 'german-movement', moveFragment({ 'ger-71-5-191': '3231', 'sov-mine-dog-1': '3232' }), [{ markAttack: { hex: '3232', by: 'ger-71-5-191' } }]))).toEqual([]);
  });

  it('AW-39: a breakthrough attack by a StuG on Zaitsev alone in 3232 is an attack on a combat unit', () => {
    expect(codes(check(1, 'german-movement', withPiece({ 'ger-stug-244': '3231' }, 'sov-zaitsev', '3232'), [{ breakthrough: { target: '3232', attackers: ['ger-stug-244'] } }]))).toEqual([]);
  });
});
