import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { fragment, ofType, ruleset, sub } from './attack-fixture';

/**
 * The German Attack Phase of turn 1 (SoS 4.3 phase 5) on fragments of the clear ground at
 * 3127: the Guards of the 42nd regiment hold 3127, two companies of II/191 attack from the
 * adjacent 3128. The check of the attacker's file (9.6), the Soviet `defense` pause (9.41,
 * 9.5), and each attack's resolution with fixed dice.
 */
const W = 'T01/german-attack';
const GUARDS = { 'sov-1-42g': '3127', 'sov-2-42g': '3127' };
const II_191 = { 'ger-71-5-191': '3128', 'ger-71-6-191': '3128' };
const attack = (extra: Record<string, unknown> = {}) => ({ attack: { target: '3127', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '3128' }], ...extra } });
const codes = (issues: { code: string }[]) => issues.map((i) => i.code).sort();
/** SoS 16.83: the 270 NKVD Regiment has made its once-a-game reliability roll (militia-reliability.test.ts), so a German fire at it rolls nothing here. */
const rolled = (g: ReturnType<typeof fragment>) => ({ ...g, state: { ...g.state, nkvdReliability: ['270 NKVD Regiment'] } });

describe('SoS 9.6, 9.02c, 9.18, 9.3: the attacker\'s file is checked against the position', () => {
  it('accepts two adjacent companies attacking a marked hex held by the enemy', () => {
    expect(ruleset.check(fragment({ ...GUARDS, ...II_191 }, ['3127']), sub('german', [attack()]))).toEqual([]);
  });

  it('refuses every problem at once, each at its path: no "attack" marker (9.64), no enemy (9.11), a unit not in its hex (9.63), pinned (9.112) and spent (9.18) units, range (9.23), a Soviet unit, the same unit at two hexes (9.15), an IF unit not in play (14.42)', () => {
    const g = fragment({ ...GUARDS, ...II_191, 'ger-295-1-516': '3128', 'ger-295-2-516': '3131', 'ger-295-hiwi': '3128', 'sov-aa': '3130' }, ['3127'], { pinned: ['ger-295-1-516'], spent: ['ger-295-hiwi'] });
    const issues = ruleset.check(g, sub('german', [
      { attack: { target: '3127', fire: [{ units: ['ger-71-5-191', 'ger-295-1-516', 'ger-295-hiwi'], from: '3128' }, { units: ['ger-295-2-516', 'ger-71-6-191'], from: '3131' }], indirect: [{ units: ['ger-71-ii-191-mortar'], spotter: 'ger-71-op' }] } },
      { attack: { target: '3129', fire: [{ units: ['ger-71-5-191', 'sov-1-42g'], from: '3128' }] } },
    ]));
    expect(issues.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual(expect.arrayContaining([
      ['orders.0.attack.fire.0.units.1', 'pinned', 'SoS 9.112'],
      ['orders.0.attack.fire.0.units.2', 'spent', 'SoS 9.62'],
      ['orders.0.attack.fire.1.units.0', 'out-of-range', 'SoS 9.23'],
      ['orders.0.attack.fire.1.units.1', 'not-there', 'SoS 9.63'],
      ['orders.0.attack.indirect.0.units.0', 'not-in-play', 'SoS 14.42'],
      ['orders.1.attack.target', 'no-attack-marker', 'SoS 9.02a, 9.64'],
      ['orders.1.attack.target', 'no-enemy', 'SoS 9.11'],
      ['orders.1.attack.fire.0.units.0', 'fires-twice', 'SoS 9.15, 9.18'],
      ['orders.1.attack.fire.0.units.1', 'not-your-unit', 'SoS 9.6'],
    ]));
  });

  it('SoS 9.65, 9.17: a hex is attacked once a phase, and a firer in an off-map box is no firer', () => {
    const g = fragment({ ...GUARDS, ...II_191, 'ger-295-1-516': 'GB-1' }, ['3127']);
    const issues = ruleset.check(g, sub('german', [
      { attack: { target: '3127', fire: [{ units: ['ger-71-5-191'], from: '3128' }] } },
      { attack: { target: '3127', fire: [{ units: ['ger-71-6-191'], from: '3128' }, { units: ['ger-295-1-516'], from: '1234' }] } },
    ]));
    expect(issues.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([
      ['orders.1.attack.target', 'attacked-twice', 'SoS 9.65'],
      ['orders.1.attack.fire.1.units.0', 'not-there', 'SoS 9.63'],
    ]);
  });

  it('SoS 9.31: refuses a StuG firing across a city block, and takes it where nothing stands between', () => {
    // 0529 and 0531 are city blocks two hexes apart in one column; 0530 between them is a city block (9.33 #1)
    const g = fragment({ 'sov-1-42g': '0531', 'ger-stug-244': '0529' }, ['0531']);
    const blocked = ruleset.check(g, sub('german', [{ attack: { target: '0531', fire: [{ units: ['ger-stug-244'], from: '0529' }] } }]));
    expect(blocked.map((i) => [i.code, i.rule])).toEqual([['no-los', 'SoS 9.31']]);
    const open = fragment({ 'sov-1-42g': '3127', 'ger-stug-244': '3129' }, ['3127']);
    expect(ruleset.check(open, sub('german', [{ attack: { target: '3127', fire: [{ units: ['ger-stug-244'], from: '3129' }] } }]))).toEqual([]);
  });
});

describe('SoS 9.41, 9.5: the defense pause', () => {
  it('stops the phase after the attacker\'s file and tells the Soviet the declared attackers by hex, and nothing else', () => {
    const r = ruleset.adjudicate(fragment({ ...GUARDS, ...II_191 }, ['3127']), [sub('german', [attack({ advance: ['ger-71-5-191'] })])], new FixedDice([]));
    expect(ruleset.window(r.state)?.id).toBe('T01/soviet-defense-1');
    expect(ofType(r.events, 'pause')[0]!.about).toBe('the German player declares an attack: on 3127 from 3128 (ger-71-5-191, ger-71-6-191)');
    expect(r.state.state).toEqual(fragment({ ...GUARDS, ...II_191 }, ['3127']).state);
  });

  it('does not stop when the defender\'s standing policy is plan: his plan answers (nkvd: false keeps the NKVD from firing, 9.72)', () => {
    const g = rolled(fragment({ ...GUARDS, 'sov-1-270-nkvd': '3127', ...II_191 }, ['3127'], { standing: { soviet: { defense: { policy: 'plan', plan: [{ hex: '3127', nkvd: false }] } } } }));
    const r = ruleset.adjudicate(g, [sub('german', [attack()])], new FixedDice({ [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 10 }));
    expect(ofType(r.events, 'pause')).toEqual([]);
    expect(ofType(r.events, 'defense')[0]).toMatchObject({ by: 'default', fire: [{ units: ['sov-1-42g', 'sov-2-42g'], at: '3128' }] });
  });

  it('checks the answer, every problem at once: a hex not attacked, no combat unit left (9.43), a rifle unit with no leader near (9.44), a retreat into the enemy ZOC (9.47), fire at a hex no one attacks from (9.55)', () => {
    const g0 = fragment({ ...GUARDS, 'sov-1-270-nkvd': '3127', ...II_191 }, ['3127']);
    const g = ruleset.adjudicate(g0, [sub('german', [attack()])], new FixedDice([])).state;
    const issues = ruleset.check(g, sub('soviet', [{ defense: { attacks: [
      { hex: '3127', retreat: [{ units: ['sov-1-42g', 'sov-2-42g', 'sov-1-270-nkvd'], path: ['3227'] }], fire: [] },
      { hex: '3130', fire: [{ units: ['sov-1-42g'], at: '3128' }] },
    ] } }]));
    expect(issues.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual(expect.arrayContaining([
      ['orders.0.defense.attacks.0.retreat.0.units.2', 'may-not-retreat', 'SoS 9.44'],
      ['orders.0.defense.attacks.0.retreat.0.path.0', 'enemy-zoc', 'SoS 9.47'],
      ['orders.0.defense.attacks.0.retreat', 'no-one-stays', 'SoS 9.43'],
      ['orders.0.defense.attacks.1.hex', 'not-attacked', 'SoS 9.41'],
    ]));
    const wrongAim = ruleset.check(g, sub('soviet', [{ defense: { attacks: [{ hex: '3127', fire: [{ units: ['sov-1-42g'], at: '3129' }] }] } }]));
    expect(wrongAim.map((i) => [i.path.join('.'), i.code])).toEqual([['orders.0.defense.attacks.0.fire.0.at', 'not-an-attacking-hex']]);
  });

  it('answered: one company retreats before combat (9.43), the other fires (9.57) and is then eliminated; the hex is vacated and the named attacker advances (9.85); the attackers are spent (9.18)', () => {
    const g = ruleset.adjudicate(fragment({ ...GUARDS, ...II_191 }, ['3127']), [sub('german', [attack({ advance: ['ger-71-5-191'] })])], new FixedDice([])).state;
    const answer = [{ defense: { attacks: [{ hex: '3127', retreat: [{ units: ['sov-2-42g'], path: ['3126'] }], fire: [{ units: ['sov-1-42g'], at: '3128' }] }] } }];
    expect(ruleset.check(g, sub('soviet', answer))).toEqual([]);
    const r = ruleset.adjudicate(g, [sub('soviet', answer)], new FixedDice({ [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 1 }));
    expect(ofType(r.events, 'retreat-before-combat')).toEqual([{ type: 'retreat-before-combat', rule: 'SoS 9.43', hex: '3127', units: ['sov-2-42g'], path: ['3126'] }]);
    expect(ofType(r.events, 'defensive-fire')[0]).toMatchObject({ at: '3128', total: 5, column: '5-6', die: 10, mdr: 10, result: '-', eliminated: [] });
    const fire = ofType(r.events, 'attack')[0]!;
    // 9.73 (a): two companies of II/191 attack from one hex, -1
    expect(fire).toMatchObject({ hex: '3127', total: 8, column: '7-9', die: 1, mdr: 0, result: 'D1', eliminated: ['sov-1-42g'] });
    expect(fire.drms).toEqual([{ value: -1, reason: expect.stringContaining('battalion'), rule: 'SoS 9.73' }]);
    expect(fire.firers).toEqual([{ id: 'ger-71-5-191', points: 4, uses: 'AF', rule: 'SoS 9.13' }, { id: 'ger-71-6-191', points: 4, uses: 'AF', rule: 'SoS 9.13' }]);
    expect(ofType(r.events, 'advance')).toEqual([{ type: 'advance', rule: 'SoS 9.85', hex: '3127', units: ['ger-71-5-191'] }]);
    const p = r.state.state.pieces;
    expect([p['sov-1-42g']!.eliminated, p['sov-2-42g']!.at, p['ger-71-5-191']!.at, p['ger-71-5-191']!.spent, p['ger-71-6-191']!.spent]).toEqual([true, '3126', '3127', true, true]);
    expect(r.state.state.markers.attack).toEqual(['3127']);
  });

  it('run out: at the deadline the default answers, no retreat and every eligible unit fires at the adjacent attacking hex with the most AF', () => {
    const g0 = fragment({ ...GUARDS, ...II_191, 'ger-295-hiwi': '3226' }, ['3127']);
    const g = ruleset.adjudicate(g0, [sub('german', [{ attack: { target: '3127', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '3128' }, { units: ['ger-295-hiwi'], from: '3226' }] } }])], new FixedDice([])).state;
    const r = ruleset.adjudicate(g, [], new FixedDice({ [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 10 }));
    expect(r.events[0]).toMatchObject({ type: 'pause-default', window: 'T01/soviet-defense-1', decision: 'defense' });
    expect(ofType(r.events, 'defense')[0]).toMatchObject({ by: 'default', retreat: [], fire: [{ units: ['sov-1-42g', 'sov-2-42g'], at: '3128' }] });
  });

  it('run out: the NKVD fire only when no other unit may (9.72: +1 for an NKVD firer)', () => {
    const g = ruleset.adjudicate(rolled(fragment({ 'sov-1-270-nkvd': '3127', 'sov-2-270-nkvd': '3127', ...II_191 }, ['3127'])), [sub('german', [attack()])], new FixedDice([])).state;
    const r = ruleset.adjudicate(g, [], new FixedDice({ [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 10 }));
    const df = ofType(r.events, 'defensive-fire')[0]!;
    expect(df.firers).toEqual([{ id: 'sov-1-270-nkvd', points: 4, uses: 'DF', rule: 'SoS 9.13' }, { id: 'sov-2-270-nkvd', points: 4, uses: 'DF', rule: 'SoS 9.13' }]);
    expect(df.drms).toContainEqual({ value: 1, reason: 'a Soviet NKVD unit fires', rule: 'SoS 16.82' });
  });
});

describe('SoS 9.8: the result on the target hex', () => {
  const plan = { soviet: { defense: { policy: 'plan' as const } } };

  it('9.87: a P in a clear hex pins every defender and each retreats one hex, the farthest from the enemy, then the lower hex id', () => {
    const g = fragment({ ...GUARDS, ...II_191 }, ['3127'], { standing: plan });
    const r = ruleset.adjudicate(g, [sub('german', [attack({ advance: ['ger-71-6-191'] })])], new FixedDice({ [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 4 }));
    expect(ofType(r.events, 'attack')[0]).toMatchObject({ mdr: 3, result: 'P', marker: 'pinned', marked: ['sov-1-42g', 'sov-2-42g'], retreat: { kind: 'retreat', rule: 'SoS 9.87' } });
    // 3026, 3126 and 3226 lie two hexes from the Germans in 3128 and outside their ZOC
    expect(ofType(r.events, 'retreat-after-combat')[0]).toMatchObject({ hex: '3127', moves: [{ unit: 'sov-1-42g', to: '3026' }, { unit: 'sov-2-42g', to: '3026' }], eliminated: [] });
    expect(ofType(r.events, 'advance')[0]).toMatchObject({ units: ['ger-71-6-191'] });
    // the pin is lifted at the start of the next bombardment phase, the hex having no "attack" marker (9.114)
    expect(r.state.state.pieces['sov-1-42g']!.at).toBe('3026');
    expect(ofType(r.events, 'markers-removed')[0]).toMatchObject({ markers: 'pinned', units: ['sov-1-42g', 'sov-2-42g'], rule: 'SoS 9.114' });
  });

  it('9.87: a unit with nowhere to retreat is eliminated', () => {
    const around = { 'ger-295-1-516': '3026', 'ger-295-2-516': '3126', 'ger-295-hiwi': '3226' };
    const g = fragment({ 'sov-1-42g': '3127', ...II_191, ...around }, ['3127'], { standing: plan });
    const r = ruleset.adjudicate(g, [sub('german', [attack()])], new FixedDice({ [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 5 }));
    expect(ofType(r.events, 'retreat-after-combat')[0]).toMatchObject({ moves: [], eliminated: ['sov-1-42g'] });
  });

  it('9.84, 9.883: a P in a city hex spends the defenders and no one retreats; the Close Assault (9.67) reads one column higher', () => {
    const g = fragment({ 'sov-1-42g': '0529', 'ger-71-5-191': '0528', 'ger-71-6-191': '0528' }, ['0529'], { standing: plan });
    const r = ruleset.adjudicate(g, [sub('german', [{ attack: { target: '0529', closeAssault: true, fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '0528' }] } }])], new FixedDice({ [`${W}/0529/df/0528`]: 10, [`${W}/0529/attack`]: 3 }));
    expect(ofType(r.events, 'defensive-fire')[0]).toMatchObject({ shifts: [{ value: 1, rule: 'SoS 9.67' }], column: '7-9' });
    const a = ofType(r.events, 'attack')[0]!;
    expect(a).toMatchObject({ column: '10-19', shifts: [{ value: 1, rule: 'SoS 9.67' }], marker: 'spent', retreat: { kind: 'none', rule: 'SoS 9.883' } });
    expect(a.drms).toContainEqual({ value: 2, reason: 'Terrain Effects Chart: city', rule: 'SoS 9.71' });
    expect(r.state.state.pieces['sov-1-42g']).toMatchObject({ at: '0529', spent: true });
    expect(ofType(r.events, 'retreat-after-combat')).toEqual([]);
  });

  it('9.884: NKVD units without a Soviet leader retreat on a P even from a city hex, where others stay spent', () => {
    const g = rolled(fragment({ 'sov-1-270-nkvd': '0529', 'ger-71-5-191': '0528', 'ger-71-6-191': '0528' }, ['0529'], { standing: plan }));
    const r = ruleset.adjudicate(g, [sub('german', [{ attack: { target: '0529', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '0528' }] } }])], new FixedDice({ [`${W}/0529/df/0528`]: 10, [`${W}/0529/attack`]: 2 }));
    expect(ofType(r.events, 'attack')[0]).toMatchObject({ mdr: 3, result: 'P', marker: 'spent', retreat: { kind: 'none' }, nkvd: { kind: 'retreat', rule: 'SoS 9.884' } });
    // no ZOC enters a city hex (6.2): 0429, 0530 and 0629 lie two hexes from 0528, the lowest id first
    expect(ofType(r.events, 'retreat-after-combat')[0]).toMatchObject({ rule: 'SoS 9.884', hex: '0529', moves: [{ unit: 'sov-1-270-nkvd', to: '0429' }] });
  });

  it('9.88: in a suburb the standing retreat holds the hex and loses its named unit; the rest stay pinned', () => {
    const g = fragment({ 'sov-1-42g': '1029', 'sov-2-42g': '1029', 'ger-71-5-191': '1028', 'ger-71-6-191': '1028' }, ['1029'], { standing: { soviet: { defense: { policy: 'plan' }, retreat: { hexes: [{ hex: '1029', mode: 'hold', sacrifice: ['sov-2-42g'] }] } } } });
    const r = ruleset.adjudicate(g, [sub('german', [{ attack: { target: '1029', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '1028' }] } }])], new FixedDice({ [`${W}/1029/df/1028`]: 10, [`${W}/1029/attack`]: 3 }));
    expect(ofType(r.events, 'attack')[0]).toMatchObject({ result: 'P', retreat: { kind: 'retreatOrEliminateOne', rule: 'SoS 9.88' } });
    expect(ofType(r.events, 'hold-after-combat')[0]).toMatchObject({ hex: '1029', eliminated: ['sov-2-42g'] });
    expect(r.state.state.pieces['sov-1-42g']).toMatchObject({ at: '1029', pinned: true });
  });

  it('9.82, 9.66: the defender loses by his standing losses order; without one, least AF + DF, then the lower id', () => {
    const dice = () => new FixedDice({ [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 1 });
    const plain = ruleset.adjudicate(fragment({ ...GUARDS, ...II_191 }, ['3127'], { standing: plan }), [sub('german', [attack()])], dice());
    expect(ofType(plain.events, 'attack')[0]!.eliminated).toEqual(['sov-1-42g']);
    const ordered = ruleset.adjudicate(fragment({ ...GUARDS, ...II_191 }, ['3127'], { standing: { soviet: { defense: { policy: 'plan' }, losses: { order: ['sov-2-42g'] } } } }), [sub('german', [attack()])], dice());
    expect(ofType(ordered.events, 'attack')[0]!.eliminated).toEqual(['sov-2-42g']);
  });

  it('9.82, 9.58: a combat engineer whose DRM is claimed takes the first loss to defensive fire, whatever the attacker\'s losses order', () => {
    const g = fragment({ ...GUARDS, 'ger-16pg-1': '3128', 'ger-16pg-pioneer': '3128' }, ['3127'], { standing: plan });
    const orders = [{ attack: { target: '3127', fire: [{ units: ['ger-16pg-1', 'ger-16pg-pioneer'], from: '3128' }], engineers: ['ger-16pg-pioneer'], losses: ['ger-16pg-1'] } }];
    const r = ruleset.adjudicate(g, [sub('german', orders)], new FixedDice({ [`${W}/3127/df/3128`]: 1, [`${W}/3127/attack`]: 10 }));
    const df = ofType(r.events, 'defensive-fire')[0]!;
    expect(df).toMatchObject({ result: 'D1', eliminated: ['ger-16pg-pioneer'] });
    expect(df.forced).toContain('SoS 9.82: an engineer or flame-thrower whose DRM was claimed takes the first loss');
  });

  it('9.83, 18.3: a leader in a hex that loses a unit rolls on the Leader Survival Table, -1 for one unit lost', () => {
    const g = fragment({ 'sov-1-42g': '3127', 'sov-2-42g': '3127', 'sov-commissar-1': '3127', ...II_191 }, ['3127'], { standing: plan });
    const r = ruleset.adjudicate(g, [sub('german', [attack()])], new FixedDice({ [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 1, [`${W}/3127/leader/sov-commissar-1`]: 5, [`${W}/3127/leader/sov-commissar-1/wounded`]: 3 }));
    const a = ofType(r.events, 'attack')[0]!;
    expect(a.drms).toContainEqual({ value: 1, reason: 'enemy leader sov-commissar-1 in the defending hex', rule: 'SoS 9.71' });
    expect(a).toMatchObject({ mdr: 1, result: 'D1P', eliminated: ['sov-1-42g'] });
    expect(ofType(r.events, 'leader-survival')[0]).toEqual({ type: 'leader-survival', rule: 'SoS 18.3', leader: 'sov-commissar-1', hex: '3127', drms: [{ value: -1, reason: '1 combat units eliminated in the leader\'s hex', rule: 'SoS 18.33' }], die: 5, mdr: 4, result: 'wounded' });
    expect(r.state.state.pieces['sov-commissar-1']!.at).toBeNull();
  });

  it('9.66: attackers pinned by defensive fire do not attack; the attack is not made', () => {
    const r = ruleset.adjudicate(fragment({ ...GUARDS, ...II_191 }, ['3127'], { standing: plan }), [sub('german', [attack()])], new FixedDice({ [`${W}/3127/df/3128`]: 5 }));
    expect(ofType(r.events, 'defensive-fire')[0]).toMatchObject({ result: 'P', marker: 'pinned', marked: ['ger-71-5-191', 'ger-71-6-191'] });
    expect(ofType(r.events, 'attack-not-made')).toHaveLength(1);
  });

  it('12.1-12.8: the defender\'s standing counter-attack rule retakes the hex the attacker advanced into: AF less DF added to the die, no other modifier (12.7); a "breakthru" marker in the retaken hex is removed (12.9)', () => {
    const standing = (minDifference: number) => ({ soviet: { defense: { policy: 'plan' as const }, counterAttack: { rules: [{ hexes: ['3127'], minDifference }] } } });
    const dice = (ica: number) => new FixedDice({ [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 1, [`${W}/3127/ica`]: ica });
    const at = { 'sov-1-42g': '3127', 'sov-3-42g': '3026', ...II_191 };
    const orders = [attack({ advance: ['ger-71-5-191'] })];
    const g = fragment(at, ['3127'], { standing: standing(0) });
    const withBreakthru = { ...g, state: { ...g.state, markers: { ...g.state.markers, breakthru: ['3127'] } } };
    const r = ruleset.adjudicate(withBreakthru, [sub('german', orders)], dice(6));
    expect(ofType(r.events, 'instant-counter-attack')).toEqual([{
      type: 'instant-counter-attack', rule: 'SoS 12.6', hex: '3127', side: 'soviet', units: ['sov-3-42g'], af: 5, df: 4, difference: 1, die: 6, mdr: 7, result: 'defenderRetreats',
      eliminated: ['ger-71-5-191'], retreat: [], occupied: ['sov-3-42g'],
    }]);
    expect(r.state.state.pieces['sov-3-42g']).toMatchObject({ at: '3127' });
    // 12.9: the counter-attacker in 3127 removes its "breakthru" marker
    expect(r.state.state.markers.breakthru).toEqual([]);
    const low = ruleset.adjudicate(fragment(at, ['3127'], { standing: standing(0) }), [sub('german', orders)], dice(1));
    expect(ofType(low.events, 'instant-counter-attack')[0]).toMatchObject({ mdr: 2, result: 'attackerLoses', eliminated: ['sov-3-42g'] });
    // below the rule's threshold, and without a rule (the default policy none), no counter-attack
    expect(ofType(ruleset.adjudicate(fragment(at, ['3127'], { standing: standing(2) }), [sub('german', orders)], dice(6)).events, 'instant-counter-attack')).toEqual([]);
    expect(ofType(ruleset.adjudicate(fragment(at, ['3127'], { standing: { soviet: { defense: { policy: 'plan' } } } }), [sub('german', orders)], dice(6)).events, 'instant-counter-attack')).toEqual([]);
  });

  /** The 16th Panzer Grenadiers `advancing` from 3128 take 3127 from one Guards company; the Soviet `counter` units in 3026, with YELIN (12.5), counter-attack by standing rule. */
  const ica = (advancing: string[], counter: string[], die: number) => {
    const at = { 'sov-1-42g': '3127', 'sov-yelin': '3026', ...Object.fromEntries(counter.map((id) => [id, '3026'])), ...Object.fromEntries(advancing.map((id) => [id, '3128'])) };
    const standing = { soviet: { defense: { policy: 'plan' as const }, counterAttack: { rules: [{ hexes: ['3127'], minDifference: -5 }] } } };
    const orders = [{ attack: { target: '3127', fire: [{ units: advancing, from: '3128' }], advance: advancing } }];
    const r = ruleset.adjudicate(fragment(at, ['3127'], { standing }), [sub('german', orders)], new FixedDice({ [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 1, [`${W}/3127/ica`]: die }));
    return { event: ofType(r.events, 'instant-counter-attack')[0], state: r.state.state };
  };

  it('E31 (12.6 example): "Units totaling 9 AF ICA a hex with 10 DF ... The d10 roll is 6": 5, one unit of the hex is lost and its defenders keep it', () => {
    const { event, state } = ica(['ger-16pg-1', 'ger-16pg-2'], ['sov-3-42g', 'sov-1-270-nkvd'], 6);
    expect(event).toMatchObject({ af: 9, df: 10, difference: -1, die: 6, mdr: 5, result: 'defenderLoses' });
    expect(event!['eliminated']).toHaveLength(1);
    expect(['ger-16pg-1', 'ger-16pg-2'].filter((id) => state.pieces[id]!.at === '3127')).toHaveLength(1);
    expect(state.pieces['sov-3-42g']).toMatchObject({ at: '3026' });
  });

  it('E32 (ICA table example): "7 AF counter-attacking - 9 DF defending", a 7 rolled: 5, one unit lost, the enemy retains the hex', () => {
    const { event, state } = ica(['ger-16pg-1', 'ger-16pg-pioneer'], ['sov-3-42g', 'sov-militia'], 7);
    expect(event).toMatchObject({ af: 7, df: 9, difference: -2, die: 7, mdr: 5, result: 'defenderLoses' });
    expect(['ger-16pg-1', 'ger-16pg-pioneer'].filter((id) => state.pieces[id]!.at === '3127')).toHaveLength(1);
  });
});
