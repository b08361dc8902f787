import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { suppliedHexes } from '#games/streets-of-stalingrad/supply/isolation';
import { fortificationAt, type SosEngineering } from '#games/streets-of-stalingrad/state/engineering';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import { fragment as attackFragment, ofType, ruleset, sub } from './attack-fixture';
import { check, codes, env, fragment, ring } from './engineering-fixture';

/**
 * The second reading of engineering (SoS 17.0-17.38, 5.6, 8.73, 9.86, 9.881, 14.81): the rows
 * EN-nn of docs/rules-audit-streets-of-stalingrad.md that DIFFER from the rulebook text.
 */
const works = (e: Partial<SosEngineering>): SosEngineering => ({ tasks: [], fortifications: [], minefields: [], bridges: [], ...e });
const withWorks = (s: SosState, e: Partial<SosEngineering>): SosState => ({ ...s, engineering: works(e) });

describe('EN: engineering against the rulebook text', () => {
  it('EN-14: a friendly combat unit that entered the minefield hex earlier in the phase does not let others pass it (17.22: "already in that hex at the start of a phase")', () => {
    const H = '3130';
    const M = ring(H, 1)[0]!;
    const beyond = ring(M, 1).find((h) => env.map.grid.distance(h as never, H as never) === 2)!;
    const s = withWorks(fragment({ 'ger-71-5-191': H, 'ger-71-6-191': H }), { minefields: [{ hex: M, side: 'german', revealed: false }] });
    const orders = [{ move: { units: ['ger-71-6-191'], path: [M] } }, { move: { units: ['ger-71-5-191'], path: [M, beyond] } }];
    expect(codes(check(1, 'german-movement', s, orders))).toEqual([['stopped-on-minefield', 'orders.1.move.path.1']]);
  });

  it('EN-15: a friendly combat unit in the minefield hex at the start of the phase lets others pass it at +2 MP though it has moved out first (17.22)', () => {
    const H = '3130';
    const M = ring(H, 1)[0]!;
    const beyond = ring(M, 1).find((h) => env.map.grid.distance(h as never, H as never) === 2)!;
    const s = withWorks(fragment({ 'ger-71-5-191': H, 'ger-71-6-191': M }), { minefields: [{ hex: M, side: 'german', revealed: false }] });
    const orders = [{ move: { units: ['ger-71-6-191'], path: [H] } }, { move: { units: ['ger-71-5-191'], path: [M, beyond] } }];
    expect(check(1, 'german-movement', s, orders)).toEqual([]);
  });

  it('EN-24: a dismounted unit on a balka hex with a built bridge may remount (8.73: "not on balka/cliff hexes without a bridge or road")', () => {
    const s = withWorks(fragment({ 'ger-16pg-1': '1632' }, { dismounted: ['ger-16pg-1'] }), { bridges: ['1632'] });
    expect(codes(check(1, 'german-movement', s, [{ remount: { units: ['ger-16pg-1'] } }]))).toEqual([]);
  });

  it('EN-25: a vehicle advances after combat across a balka hexside where a built bridge spans it (9.86: "where there is no bridge or road")', () => {
    const AT = { 'sov-1-42g': '1925', 'ger-stug-244': '1824', 'ger-16pg-1': '2025', 'ger-71-5-191': '1824' };
    const g0 = attackFragment(AT, ['1925'], { standing: { soviet: { defense: { policy: 'plan' } } } });
    const g = { ...g0, state: { ...g0.state, engineering: works({ bridges: ['1925'] }) } };
    const attack = { attack: { target: '1925', fire: [{ units: ['ger-stug-244', 'ger-71-5-191'], from: '1824' }, { units: ['ger-16pg-1'], from: '2025' }], advance: ['ger-stug-244'] } };
    expect(ruleset.check(g, sub('german', [attack]))).toEqual([]);
  });

  it('EN-26: a built fortification is eliminated when every defending combat unit with it retreats after combat (9.881)', () => {
    const W = 'T01/german-attack';
    const g0 = attackFragment({ 'sov-1-42g': '3127', 'sov-2-42g': '3127', 'ger-71-5-191': '3128', 'ger-71-6-191': '3128' }, ['3127'], { standing: { soviet: { defense: { policy: 'plan' } } } });
    const g = { ...g0, state: { ...g0.state, engineering: works({ fortifications: [{ hex: '3127', side: 'soviet' }] }) } };
    const r = ruleset.adjudicate(g, [sub('german', [{ attack: { target: '3127', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '3128' }] } }])], new FixedDice({ [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 3 }));
    expect(ofType(r.events, 'attack')[0]).toMatchObject({ result: 'P' });
    const moves = ofType(r.events, 'retreat-after-combat')[0]!.moves as unknown[];
    expect(moves).toHaveLength(2);
    expect(fortificationAt(r.state.state, '3127')).toBeUndefined();
  });

  it('EN-11 (agrees, kept): an engineer at work that attacks is spent by it, so its task is extended a movement phase (17.16 "without moving or engaging in combat", 17.36)', () => {
    const W = 'T01/german-attack';
    const ENG = 'ger-16pg-pioneer';
    const task = { side: 'german' as const, units: [ENG], hex: '0528', kind: 'fortification' as const, remove: false, started: { turn: 1, phase: 3 }, due: { turn: 3, phase: 3 }, delays: [], done: null };
    const g0 = attackFragment({ 'sov-1-42g': '0529', [ENG]: '0528' }, ['0529'], { standing: { soviet: { defense: { policy: 'plan' } } } });
    const g = { ...g0, state: { ...g0.state, engineering: works({ tasks: [task] }) } };
    const r = ruleset.adjudicate(g, [sub('german', [{ attack: { target: '0529', fire: [{ units: [ENG], from: '0528' }] } }])], new FixedDice({ [`${W}/0529/df/0528`]: 10, [`${W}/0529/attack`]: 10 }));
    expect(ofType(r.events, 'attack')[0]).toMatchObject({ firers: [expect.objectContaining({ id: ENG })] });
    expect(ofType(r.events, 'engineering-delayed')).toEqual([expect.objectContaining({ units: [ENG], due: { turn: 3, phase: 7 }, rule: 'SoS 17.36' })]);
  });

  it('EN-27: the defender may choose his built minefield in the attacked hex as a loss to an attack (9.82: "The defender may choose a minefield unit to be eliminated by an attack")', () => {
    const W = 'T01/german-attack';
    const standing = { soviet: { defense: { policy: 'plan' as const }, losses: { hexes: [{ hex: '3127', order: ['minefield'] }] } } };
    const g0 = attackFragment({ 'sov-1-42g': '3127', 'ger-71-5-191': '3128', 'ger-71-6-191': '3128' }, ['3127'], { standing });
    const g = { ...g0, state: { ...g0.state, engineering: works({ minefields: [{ hex: '3127', side: 'soviet', revealed: true }] }) } };
    const attack = { attack: { target: '3127', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '3128' }] } };
    expect(ruleset.check(g, sub('soviet', [], standing.soviet))).toEqual([]);
    const r = ruleset.adjudicate(g, [sub('german', [attack])], new FixedDice({ [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 1 }));
    expect(ofType(r.events, 'attack')[0]).toMatchObject({ result: expect.stringMatching(/^D1/) });
    expect(r.state.state.pieces['sov-1-42g']!.eliminated).toBe(false);
    expect(r.state.state.engineering?.minefields ?? []).toEqual([]);
  });

  it('EN-38: a German minefield built on the map blocks the Soviet trace to the Volga (19.2: "blocked by German units or German ZOCs, including German minefields")', () => {
    const s = withWorks(fragment({}), { minefields: [{ hex: '3130', side: 'german', revealed: false }] });
    expect(suppliedHexes(env, fragment({}), 'soviet', null).has('3130')).toBe(true);
    expect(suppliedHexes(env, s, 'soviet', null).has('3130')).toBe(false);
  });
});
