import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { SosOrder } from '#games/streets-of-stalingrad/orders/schema';
import type { SosStanding } from '#games/streets-of-stalingrad/orders/standing';
import type { SosWindowName } from '#games/streets-of-stalingrad/sequence/steps';
import { freshPiece, type SosState } from '#games/streets-of-stalingrad/state/types';
import { windowRules } from '#games/streets-of-stalingrad/windows/index';
import { fragment as attackFragment, ruleset, sub } from './attack-fixture';
import { ctxAt, fragment } from './movement-window-fixture';

/**
 * The second reading of opportunity fire (docs/rules-audit-streets-of-stalingrad.md, "Reading
 * of opportunity fire (11.0-11.11 in play)"): one test per DIFFERS row, named for its row id.
 * The open steppe west of the city (columns 31 to 33 are clear): a German infantry company
 * walks north along column 32, from 3228 to 3231, in a German movement phase of 13 September.
 * Every die is a 10: the fires miss, so the company walks on and every firer may fire.
 */
const WALK = ['3229', '3230', '3231'];
const walk = (units: string[] = ['ger-71-5-191']) => [{ move: { units, path: WALK } }];
const misses = () => new FixedDice([10, 10, 10, 10, 10, 10, 10, 10]);
const of = (standing: SosStanding, state: SosState, name: SosWindowName = 'german-movement') => {
  const ctx = { ...ctxAt(1, name), standing: { german: null, soviet: standing } };
  return windowRules(name).adjudicate(ctx, state, walk() as SosOrder[], misses());
};
/** Counters of scenario #2 put into a scenario #1 fragment (the fixture places #1's only). */
const withPieces = (s: SosState, more: Record<string, string>): SosState => ({ ...s, pieces: { ...s.pieces, ...Object.fromEntries(Object.entries(more).map(([id, at]) => [id, freshPiece(at)])) } });
const fires = (events: readonly { type: string }[]) => events.filter((e) => e.type === 'opportunity-fire') as Record<string, unknown>[];
const firerIds = (e: Record<string, unknown>) => (e['firers'] as { id: string }[]).map((f) => f.id);
/** The Guards mortar in 3236 (AF 6, range 8), spotted by its regiment's company in 3233. */
const MORTAR = { opportunityFire: [{ indirect: { units: ['sov-42g-mortar'], spotter: 'sov-1-42g' } }] };
const MORTAR_AND_SPOTTER = { 'ger-71-5-191': '3228', 'sov-1-42g': '3233', 'sov-42g-mortar': '3236' };

describe('reading of opportunity fire', () => {
  it('OF-09: 11.8 "Units in separate hexes, even if adjacent, may not combine their opportunity fire at the same target": two mortars in 3236 and 3136 fire separately, not as one fire of AF 13', () => {
    const s = withPieces(fragment(MORTAR_AND_SPOTTER), { 'sov-416-mortar': '3136' });
    const r = of({ opportunityFire: [{ indirect: { units: ['sov-42g-mortar', 'sov-416-mortar'], spotter: 'sov-1-42g' } }] }, s);
    expect(fires(r.events).map(firerIds)).toEqual(expect.arrayContaining([['sov-42g-mortar'], ['sov-416-mortar']]));
  });

  it('OF-14: 11.4 "The above also applies to mortars": a mortar whose hex is attacked by an adjacent non-pinned German company does not opportunity-fire', () => {
    // German Exploit Movement Phase: the "attack" marker on 3236 is kept from the Movement Phase (9.115); 3235 holds the attacker
    const s = fragment({ ...MORTAR_AND_SPOTTER, 'ger-71-6-191': '3235' }, { attack: ['3236'] });
    expect(fires(of(MORTAR, s, 'german-exploit-movement').events)).toEqual([]);
  });

  it('OF-24: 14.02 "IF artillery units may fire their AF once per turn": a mortar that bombarded in this turn\'s Bombardment Phase does not opportunity-fire', () => {
    const s = { ...fragment(MORTAR_AND_SPOTTER), ifFired: ['sov-42g-mortar'] };
    expect(fires(of(MORTAR, s).events)).toEqual([]);
  });

  it('OF-25: 14.02, 14.03 "IF artillery units may fire their AF once per turn ... As opportunity fire": a mortar that opportunity-fired has fired its AF for the turn', () => {
    const r = of(MORTAR, fragment(MORTAR_AND_SPOTTER));
    expect(fires(r.events).map(firerIds)).toEqual([['sov-42g-mortar']]);
    expect(r.state.ifFired).toContain('sov-42g-mortar');
  });

  it('OF-26: 14.07 "Pinned or spent IF units may not fire their AF": a spent mortar does not opportunity-fire', () => {
    const s = fragment(MORTAR_AND_SPOTTER);
    const spent = { ...s, pieces: { ...s.pieces, 'sov-42g-mortar': { ...s.pieces['sov-42g-mortar']!, spent: true } } };
    expect(fires(of(MORTAR, spent).events)).toEqual([]);
  });

  it('OF-31: 16.13 "The Zaitsev sniper unit provides a -2 die roll modifier to other Soviet combat units he is stacked with when those units opportunity fire"', () => {
    const s = withPieces(fragment({ 'ger-71-5-191': '3228', 'sov-1-42g': '3233' }), { 'sov-zaitsev': '3233' });
    const fire = fires(of({ opportunityFire: [{ units: ['sov-1-42g'] }] }, s).events)[0]!;
    expect(fire['drms']).toContainEqual(expect.objectContaining({ value: -2, rule: 'SoS 16.13' }));
  });

  it('OF-33: 9.46 "Units in the attacked hex may not retreat: If they used opportunity fire in the enemy\'s previous movement phase": a Guards company that fired in German Movement Phase 3 may not retreat before combat in phase 5', () => {
    const g0 = attackFragment({ 'sov-1-42g': '3127', 'sov-2-42g': '3127', 'ger-71-5-191': '3227', 'ger-71-6-191': '3227' }, ['3127']);
    const fired = { ...g0, state: { ...g0.state, opportunityFired: [{ unit: 'sov-2-42g', turn: 1, phase: 3, untilTurn: 1, untilPhase: 5 }] } };
    const attack = { attack: { target: '3127', fire: [{ units: ['ger-71-5-191', 'ger-71-6-191'], from: '3227' }] } };
    const g = ruleset.adjudicate(fired, [sub('german', [attack])], new FixedDice([])).state;
    const issues = ruleset.check(g, sub('soviet', [{ defense: { attacks: [{ hex: '3127', retreat: [{ units: ['sov-2-42g'], path: ['3027'] }], fire: [] }] } }]));
    expect(issues.map((i) => i.rule).join(' ')).toMatch(/9\.46/);
  });
});
