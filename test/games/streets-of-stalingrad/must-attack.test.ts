import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import { removeCombatMarkers } from '#games/streets-of-stalingrad/markers/remove-markers';
import { fragment, ruleset, sub } from './attack-fixture';

/**
 * SoS 9.14 "Hexes with 'attack' markers must be attacked", 9.61 "If you place an 'attack'
 * marker on a hex, you must attack it", 9.115 (the markers stay through the Exploit Attack
 * Phase): the German file of turn 1's Attack Phase (4.3 phase 5) and Exploit Attack Phase
 * (phase 8) on fragments of the clear ground at 3127: the Guards hold 3127, II/191 stands in
 * 3128 next to it, the NKVD holds 3130 with I/516 next to it in 3129.
 */
const GUARDS = { 'sov-1-42g': '3127', 'sov-2-42g': '3127' };
const II_191 = { 'ger-71-5-191': '3128', 'ger-71-6-191': '3128' };
const NKVD = { 'sov-1-270-nkvd': '3130', 'ger-295-1-516': '3129' };
const on3127 = { attack: { target: '3127', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '3128' }] } };
const on3130 = { attack: { target: '3130', fire: [{ units: ['ger-295-1-516'], from: '3129' }] } };
const PLAN = { standing: { soviet: { defense: { policy: 'plan' as const } } } };

const refusals = (g: SosGame, orders: unknown[]) => ruleset.check(g, sub('german', orders)).map((i) => [i.path.join('.'), i.code, i.rule]);

/** The game carried with empty files to the window `id`. */
function walkTo(g: SosGame, id: string): SosGame {
  for (let i = 0; i < 10 && ruleset.window(g)!.id !== id; i++) g = ruleset.adjudicate(g, ruleset.window(g)!.waitingFor.map((s) => sub(String(s))), new FixedDice([])).state;
  expect(ruleset.window(g)!.id).toBe(id);
  return g;
}

describe('SoS 9.14, 9.61: every marked hex is attacked in the Attack Phase', () => {
  it('refuses a file that leaves a marked hex holding the enemy unattacked, on the file, naming the hex and the units that may attack it', () => {
    const g = fragment({ ...GUARDS, ...II_191, ...NKVD }, ['3127', '3130']);
    const issues = ruleset.check(g, sub('german', [on3127]));
    expect(issues.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([['orders', 'marked-hex-unattacked', 'SoS 9.14, 9.61']]);
    expect(issues[0]!.message).toBe('a hex with an "attack" marker and enemy units must be attacked this phase; not attacked: 3130 (ger-295-1-516 may attack it)');
    const none = ruleset.check(g, sub('german', []));
    expect(none.map((i) => i.code)).toEqual(['marked-hex-unattacked']);
    // the infantry's range of 2 (9.21) lets each group reach the other hex too
    expect(none[0]!.message).toContain('not attacked: 3127 (ger-295-1-516, ger-71-5-191, ger-71-6-191 may attack it); 3130 (ger-295-1-516, ger-71-5-191, ger-71-6-191 may attack it)');
    expect(refusals(g, [on3127, on3130])).toEqual([]);
  });

  it('does not ask for an attack the rules do not allow: the only attackers pinned, the hex empty of enemy units but a leader', () => {
    expect(refusals(fragment({ ...GUARDS, ...II_191 }, ['3127'], { pinned: ['ger-71-5-191', 'ger-71-6-191'] }), [])).toEqual([]);
    expect(refusals(fragment({ ...GUARDS, ...II_191 }, ['3127'], { spent: ['ger-71-5-191', 'ger-71-6-191'] }), [])).toEqual([]);
    expect(refusals(fragment({ 'sov-commissar-1': '3127', ...II_191 }, ['3127']), [])).toEqual([]);
    expect(refusals(fragment({ ...II_191 }, ['3127']), [])).toEqual([]);
  });

  it('9.15: a unit fires at one hex, so a marked hex whose every attacker fires at another marked hex is not required', () => {
    // one company in 3128 is next to both 3127 and 3129
    const g = fragment({ ...GUARDS, 'sov-1-270-nkvd': '3129', 'ger-71-5-191': '3128' }, ['3127', '3129']);
    expect(refusals(g, [{ attack: { target: '3127', fire: [{ units: ['ger-71-5-191'], from: '3128' }] } }])).toEqual([]);
    expect(ruleset.check(g, sub('german', []))[0]!.message).toContain('not attacked: 3127 (ger-71-5-191 may attack it); 3129 (ger-71-5-191 may attack it)');
  });

  it('the template of the window names the hexes to attack and who may attack them', () => {
    const g = fragment({ ...GUARDS, ...II_191, ...NKVD }, ['3127', '3130']);
    const notes = ruleset.template(g, sub('german').side).notes.join('\n');
    expect(notes).toContain('Hexes with an "attack" marker to attack this phase (SoS 9.14, 9.61');
    expect(notes).toContain('3127 (ger-295-1-516, ger-71-5-191, ger-71-6-191 may attack it); 3130 (ger-295-1-516, ger-71-5-191, ger-71-6-191 may attack it)');
    expect(ruleset.template(g, sub('soviet').side).notes.join('\n')).not.toContain('to attack this phase');
  });
});

describe('SoS 9.115: the markers stay through the Exploit Attack Phase, and the hexes attacked are recorded', () => {
  // I/516 is pinned in phase 5, so 3130 need not be attacked then; phase 6 lifts its pin (9.114: 3129 has no "attack" marker)
  const start = fragment({ ...GUARDS, ...II_191, ...NKVD }, ['3127', '3130'], { pinned: ['ger-295-1-516'], ...PLAN });
  const W = 'T01/german-attack';
  const attacked = ruleset.adjudicate(start, [sub('german', [on3127])], new FixedDice({ [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 10 })).state;

  it('records the hex attacked in the Attack Phase, whatever came of the attack', () => {
    expect(ruleset.check(start, sub('german', [on3127]))).toEqual([]);
    expect(attacked.state.attacked).toEqual(['3127']);
    expect(attacked.state.markers.attack).toEqual(['3127', '3130']);
  });

  it('in the Exploit Attack Phase a hex attacked already need not be attacked again; one marked and not attacked must be', () => {
    const g = walkTo(attacked, 'T01/german-exploit-attack');
    expect(g.state.pieces['ger-295-1-516']!.pinned).toBe(false);
    expect(g.state.attacked).toEqual(['3127']);
    expect(refusals(g, [])).toEqual([['orders', 'marked-hex-unattacked', 'SoS 9.14, 9.61']]);
    expect(refusals(g, [on3130])).toEqual([]);
    const notes = ruleset.template(g, sub('german').side).notes.join('\n');
    expect(notes).toContain('3130 (ger-295-1-516 may attack it)');
    expect(notes).toContain('they may be attacked again this phase (SoS 9.65, 9.115): 3127');
  });

  it('the record goes with the "attack" markers at the end of the Exploit Attack Phase', () => {
    const r = removeCombatMarkers(attacked.state, 8);
    expect(r.state.markers.attack).toEqual([]);
    expect(r.state.attacked).toEqual([]);
    expect(r.events[0]).toMatchObject({ type: 'markers-removed', rule: 'SoS 9.115', hexes: ['3127', '3130'] });
  });
});
