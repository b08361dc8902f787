import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import { fragment, ofType, ruleset, sub } from './attack-fixture';

/**
 * The `retreat` pause (SoS 9.87-9.884, digest 6.1 #9) in the German Attack Phase of turn 1:
 * two Guards companies hold the suburb hex 1029, attacked from 1028; a P there leaves the
 * Soviet the choice of 9.88 (retreat, or hold and lose one unit), and his standing
 * `retreat.policy: ask` stops the phase for it. A second attack, on 3127, is resolved after
 * the answer.
 */
const W = 'T01/german-attack';
const ASK = { soviet: { defense: { policy: 'plan' as const }, retreat: { policy: 'ask' as const } } };
const AT = { 'sov-1-42g': '1029', 'sov-2-42g': '1029', 'ger-71-5-191': '1028', 'ger-71-6-191': '1028', 'sov-3-42g': '3127', 'ger-16pg-1': '3128', 'ger-16pg-2': '3128' };
const ATTACKS = [
  { attack: { target: '1029', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '1028' }] } },
  { attack: { target: '3127', fire: [{ units: ['ger-16pg-1', 'ger-16pg-2'], from: '3128' }] } },
];
const firstDice = () => new FixedDice({ [`${W}/1029/df/1028`]: 10, [`${W}/1029/attack`]: 3 });
const restDice = () => new FixedDice({ [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 1 });
const paused = (standing = ASK) => ruleset.adjudicate(fragment(AT, ['1029', '3127'], { standing }), [sub('german', ATTACKS)], firstDice());

describe('SoS 9.87, 9.88: the retreat pause', () => {
  it('stops the phase after the P on 1029 and asks the Soviet: the legal hexes, hold allowed, the units he could lose', () => {
    const r = paused();
    expect(ofType(r.events, 'attack')[0]).toMatchObject({ hex: '1029', result: 'P', retreat: { kind: 'retreatOrEliminateOne' } });
    expect(ruleset.window(r.state)?.id).toBe('T01/soviet-retreat-1');
    expect(ruleset.window(r.state)?.accepts).toEqual(['retreat']);
    expect(ofType(r.events, 'pause')[0]!.about).toBe('the German attack on 1029 rolled P: the units there may retreat one hex, the stack together, to 0930, 1030, 1130 or 0929 (9.87), or each unit into one of them of its own (9.87); or hold and lose one of sov-1-42g, sov-2-42g (9.88)');
    expect(ruleset.window(r.state)?.description).toContain('retreat to the legal adjacent hex farthest from enemy units');
    expect(ofType(r.events, 'attack')).toHaveLength(1);
    expect(ofType(r.events, 'retreat-after-combat')).toEqual([]);
    expect(r.state.state.pieces['sov-1-42g']).toMatchObject({ at: '1029', pinned: true });
  });
});

describe('SoS 9.87, 9.88: the answer to the retreat pause', () => {
  it('retreat to 1130: the stack retreats there, and the phase goes on with the attack on 3127', () => {
    const g = paused().state;
    const answer = [{ retreat: { path: ['1130'] } }];
    expect(ruleset.check(g, sub('soviet', answer))).toEqual([]);
    const r = ruleset.adjudicate(g, [sub('soviet', answer)], restDice());
    expect(ofType(r.events, 'retreat-after-combat')[0]).toMatchObject({ hex: '1029', moves: [{ unit: 'sov-1-42g', to: '1130' }, { unit: 'sov-2-42g', to: '1130' }], eliminated: [] });
    expect(ofType(r.events, 'attack')).toEqual([expect.objectContaining({ hex: '3127', die: 1 })]);
    expect(r.state.pause).toBeNull();
    expect(r.state.state.pieces['sov-1-42g']!.at).toBe('1130');
    expect(ruleset.window(r.state)?.id).not.toBe('T01/german-attack');
  });

  it('hold and lose sov-2-42g (9.88): the other stays in 1029, pinned, as a standing hold entry would have it', () => {
    const g = paused().state;
    const r = ruleset.adjudicate(g, [sub('soviet', [{ retreat: { hold: true, sacrifice: 'sov-2-42g' } }])], restDice());
    expect(ofType(r.events, 'hold-after-combat')[0]).toMatchObject({ hex: '1029', eliminated: ['sov-2-42g'] });
    expect(r.state.state.pieces['sov-1-42g']).toMatchObject({ at: '1029', pinned: true });
    const standing = ruleset.adjudicate(fragment(AT, ['1029', '3127'], { standing: { soviet: { defense: { policy: 'plan' }, retreat: { policy: 'ask', hexes: [{ hex: '1029', mode: 'hold', sacrifice: ['sov-2-42g'] }] } } } }), [sub('german', ATTACKS)], new FixedDice({ [`${W}/1029/df/1028`]: 10, [`${W}/1029/attack`]: 3, [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 1 }));
    // with a standing entry for the hex, no pause, and the same position
    expect(ofType(standing.events, 'pause')).toEqual([]);
    expect(standing.state.state.pieces).toEqual(r.state.state.pieces);
  });

  it('refuses a wrong answer, each problem at its path: two hexes (9.87), a hex not legal (9.87: next to the enemy), a unit not in the hex (9.88)', () => {
    const g = paused().state;
    const far = ruleset.check(g, sub('soviet', [{ retreat: { path: ['0929', '0828'] } }]));
    expect(far.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([['orders.0.retreat.path.1', 'too-far', 'SoS 9.87']]);
    const illegal = ruleset.check(g, sub('soviet', [{ retreat: { path: ['0928'] } }]));
    expect(illegal.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([['orders.0.retreat.path.0', 'illegal-retreat-hex', 'SoS 9.87']]);
    expect(illegal[0]!.message).toContain('0930, 1030, 1130 or 0929');
    const stranger = ruleset.check(g, sub('soviet', [{ retreat: { hold: true, sacrifice: 'sov-3-42g' } }]));
    expect(stranger.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([['orders.0.retreat.sacrifice', 'not-in-hex', 'SoS 9.88']]);
  });

  it('refuses holding where a P leaves no such choice (9.87: a clear hex), and asks there only when more than one hex is legal', () => {
    const at = { 'sov-1-42g': '3127', 'sov-2-42g': '3127', 'ger-71-5-191': '3128', 'ger-71-6-191': '3128' };
    const g = ruleset.adjudicate(fragment(at, ['3127'], { standing: ASK }), [sub('german', [{ attack: { target: '3127', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '3128' }] } }])], new FixedDice({ [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 4 })).state;
    expect(ruleset.window(g)?.id).toBe('T01/soviet-retreat-1');
    const issues = ruleset.check(g, sub('soviet', [{ retreat: { hold: true, sacrifice: 'sov-1-42g' } }]));
    expect(issues.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([['orders.0.retreat.hold', 'may-not-hold', 'SoS 9.88']]);
    // surrounded but for one hex: no choice, no pause
    const around = { 'ger-295-1-516': '3026', 'ger-295-2-516': '3126' };
    const one = ruleset.adjudicate(fragment({ 'sov-1-42g': '3127', 'ger-71-5-191': '3128', 'ger-71-6-191': '3128', ...around }, ['3127'], { standing: ASK }), [sub('german', [{ attack: { target: '3127', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '3128' }] } }])], new FixedDice({ [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 5 }));
    expect(ofType(one.events, 'pause')).toEqual([]);
  });

  it('run out: at the deadline the default answers, the retreat to the legal hex farthest from the enemy, and the phase goes on', () => {
    const g = paused().state;
    const r = ruleset.adjudicate(g, [], restDice());
    expect(r.events[0]).toMatchObject({ type: 'pause-default', window: 'T01/soviet-retreat-1', decision: 'retreat' });
    expect(ofType(r.events, 'retreat-after-combat')[0]).toMatchObject({ hex: '1029', moves: [{ unit: 'sov-1-42g', to: '0930' }, { unit: 'sov-2-42g', to: '0930' }] });
    expect(ofType(r.events, 'attack')).toEqual([expect.objectContaining({ hex: '3127' })]);
    // the same as the policy `retreat` without a pause
    const plain = ruleset.adjudicate(fragment(AT, ['1029', '3127'], { standing: { soviet: { defense: { policy: 'plan' } } } }), [sub('german', ATTACKS)], new FixedDice({ [`${W}/1029/df/1028`]: 10, [`${W}/1029/attack`]: 3, [`${W}/3127/df/3128`]: 10, [`${W}/3127/attack`]: 1 }));
    expect(ofType(plain.events, 'pause')).toEqual([]);
    expect(plain.state.state.pieces).toEqual(r.state.state.pieces);
  });
});
