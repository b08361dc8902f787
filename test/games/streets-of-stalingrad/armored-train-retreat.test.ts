import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import { windowRules } from '#games/streets-of-stalingrad/windows/index';
import { retreatHexes } from '#games/streets-of-stalingrad/windows/attack/after-combat';
import { fragment, ofType, ruleset, sub } from './attack-fixture';
import { ctxAt, fragment as position } from './movement-window-fixture';

/**
 * The text gives an armored train no retreat of its own: 16.61 "must be placed in a railroad
 * hex and ... move only across hex sides with railroad symbols"; 9.48 "All units may retreat
 * one hex and may retreat up to 1/4 of their printed MP"; 9.87 "If any of the defending units
 * are unable to retreat, they are eliminated instead". Read together (docs): a train retreats,
 * before or after combat, one hex across a railroad hexside, and a train with no such hex open
 * is eliminated. The train holds railroad hex 1136 (suburb); the railroad runs 1035, 1136,
 * 1137; two companies of II/191 attack it from 1236, whose ZOC covers 1137 but not 1035.
 */
const W = 'T01/german-attack';
const II_191 = { 'ger-71-5-191': '1236', 'ger-71-6-191': '1236' };
const attack = { attack: { target: '1136', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '1236' }] } };
const plan = { soviet: { defense: { policy: 'plan' as const } } };
/** Defensive fire misses (10), the attack rolls 3: a P on the suburb hex (9.88). */
const P = () => new FixedDice({ [`${W}/1136/df/1236`]: 10, [`${W}/1136/attack`]: 3 });

describe('SoS 9.87, 9.88, 16.61: an armored train retreats after combat across a railroad hexside only', () => {
  it('of the hexes a unit of 1136 may retreat into (1035, 1036, 1135), the train may take the railroad hex 1035 alone', () => {
    const s = position({ 'sov-atu-1': '1136', 'sov-1-42g': '1136', 'ger-71-5-191': '1236' });
    const ctx = ctxAt(1, 'german-attack');
    expect(retreatHexes(ctx, s, 'soviet', '1136', 'sov-1-42g')).toEqual(['1035', '1036', '1135']);
    expect(retreatHexes(ctx, s, 'soviet', '1136', 'sov-atu-1')).toEqual(['1035']);
  });

  it('a P on the train\'s suburb hex: it retreats along the railroad to 1035, pinned', () => {
    const g = fragment({ 'sov-atu-1': '1136', ...II_191 }, ['1136'], { standing: plan });
    const r = ruleset.adjudicate(g, [sub('german', [attack])], P());
    expect(ofType(r.events, 'attack')[0]).toMatchObject({ result: 'P' });
    expect(ofType(r.events, 'retreat-after-combat')[0]).toMatchObject({ rule: 'SoS 9.88', hex: '1136', moves: [{ unit: 'sov-atu-1', to: '1035' }], eliminated: [] });
  });

  it('9.87 "If any of the defending units are unable to retreat, they are eliminated instead": a German company in 1034 puts 1035 in its ZOC, and the train, with no railroad hex open, is eliminated', () => {
    const g = fragment({ 'sov-atu-1': '1136', ...II_191, 'ger-295-1-516': '1034' }, ['1136'], { standing: plan });
    const r = ruleset.adjudicate(g, [sub('german', [attack])], P());
    expect(ofType(r.events, 'retreat-after-combat')[0]).toMatchObject({ moves: [], eliminated: ['sov-atu-1'] });
  });
});

describe('SoS 9.48, 16.61: an armored train retreats before combat one hex, along the railroad', () => {
  // 9.44: the commissar lets the Soviet units of his hex retreat; 9.43: the NKVD company stays to defend
  const defenders = { 'sov-atu-1': '1136', 'sov-commissar-1': '1136', 'sov-1-270-nkvd': '1136' };
  const paused = () => ruleset.adjudicate(fragment({ ...defenders, ...II_191 }, ['1136']), [sub('german', [attack])], new FixedDice([])).state;
  const retreatOf = (path: string[]) => ruleset.check(paused(), sub('soviet', [{ defense: { attacks: [{ hex: '1136', retreat: [{ units: ['sov-atu-1'], path }], fire: [] }] } }]));

  it('"All units may retreat one hex": the train retreats to the railroad hex 1035', () => {
    expect(retreatOf(['1035'])).toEqual([]);
  });

  it('not into 1135, off the railroad', () => {
    expect(retreatOf(['1135']).map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([['orders.0.defense.attacks.0.retreat.0.path.0', 'off-railroad', 'SoS 16.61']]);
  });

  it('and no farther than one hex: it prints no MP ("RR") to take a quarter of', () => {
    const s = paused();
    const issues = ruleset.check(s, sub('soviet', [{ defense: { attacks: [{ hex: '1136', retreat: [{ units: ['sov-atu-1'], path: ['1035', '1034'] }], fire: [] }] } }]));
    expect(issues.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([['orders.0.defense.attacks.0.retreat.0.path', 'too-far', 'SoS 9.48, 16.61']]);
  });
});

describe('SoS 9.86, 16.61: an armored train advances after combat only across a railroad hexside', () => {
  // the Soviet Attack Phase of 14 September: the train and a Guards company attack the Hiwi company from 1136, a 1 eliminates it (D1)
  const advance = (target: string) => {
    const s = position({ 'sov-atu-1': '1136', 'sov-1-42g': '1136', 'ger-295-hiwi': target }, { attack: [target] });
    const ctx = { ...ctxAt(2, 'soviet-attack'), standing: { german: { defense: { policy: 'plan' as const } }, soviet: null } };
    const orders = [{ attack: { target, fire: [{ units: ['sov-atu-1', 'sov-1-42g'], from: '1136' }], advance: ['sov-atu-1', 'sov-1-42g'] } }] as SosOrder[];
    return windowRules('soviet-attack').adjudicate(ctx, s, orders, new FixedDice({ [`T02/soviet-attack/${target}/df/1136`]: 10, [`T02/soviet-attack/${target}/attack`]: 1 }));
  };

  it('"Attacking units may advance after combat only into hexes that they may enter normally": into railroad hex 1137 the train advances', () => {
    expect(ofType(advance('1137').events, 'advance')[0]).toMatchObject({ hex: '1137', units: ['sov-atu-1', 'sov-1-42g'] });
  });

  it('into 1236, off the railroad, the Guards advance and the train stays', () => {
    const r = advance('1236');
    expect(ofType(r.events, 'advance')[0]).toMatchObject({ hex: '1236', units: ['sov-1-42g'] });
    expect(r.state.pieces['sov-atu-1']!.at).toBe('1136');
  });
});

describe('SoS 10.6, 16.61: after a successful breakthrough attack, an armored train moves into the hex only across a railroad hexside', () => {
  // Soviet Movement Phase 10 of 13 September: the train and a Guards company attack the Hiwi company from 1136, the train named to move in
  const breakthrough = (target: string) => {
    const s = position({ 'sov-atu-1': '1136', 'sov-1-42g': '1136', 'ger-295-hiwi': target });
    const orders = [{ breakthrough: { target, attackers: ['sov-atu-1', 'sov-1-42g'], advance: ['sov-atu-1'] } }] as SosOrder[];
    return windowRules('soviet-movement').adjudicate(ctxAt(1, 'soviet-movement'), s, orders, new FixedDice({ [`T01/soviet-movement/${target}/df/1136`]: 10, [`T01/soviet-movement/${target}/attack`]: 1 }));
  };

  it('into railroad hex 1137 the train moves in', () => {
    expect(ofType(breakthrough('1137').events, 'breakthrough-attack')[0]).toMatchObject({ result: 'succeeded', advanced: ['sov-atu-1'] });
  });

  it('into 1236, off the railroad, it may not: the Guards company moves in instead', () => {
    const r = breakthrough('1236');
    expect(ofType(r.events, 'breakthrough-attack')[0]).toMatchObject({ result: 'succeeded', advanced: ['sov-1-42g'] });
    expect(r.state.pieces['sov-atu-1']!.at).toBe('1136');
  });
});
