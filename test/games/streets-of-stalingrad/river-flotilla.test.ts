import { describe, expect, it } from 'vitest';
import { standingProblems } from '#games/streets-of-stalingrad/game/check-standing';
import { sosEnv } from '#games/streets-of-stalingrad/game/env';
import { ruleset, sub } from './attack-fixture';
import { sosData } from './game-fixture';
import { fragmentAt } from './river-flotilla-fixture';

/**
 * SoS 16.51-16.57 on the Central Sector of scenario #1: the River Flotilla (sov-rf-1, in its
 * East Bank box EB-C) is placed in the solid Volga hex 0326 beside the Volga cliff hex 0426
 * and fires at German units there, with a Soviet attack from 0526 (16.55).
 */
const W = 'T01/soviet-attack';
const POSITION = { 'sov-rf-1': 'EB-C', 'sov-1-42g': '0526', 'ger-71-5-191': '0426' };
const attack = (extra: Record<string, unknown> = {}) => ({ attack: { target: '0426', fire: [{ units: ['sov-1-42g'], from: '0526' }], flotilla: [{ units: ['sov-rf-1'], from: '0326' }], ...extra } });
const issuesOf = (g: ReturnType<typeof fragmentAt>, orders: unknown[]) => ruleset.check(g, sub('soviet', orders)).map((i) => [i.path.join('.'), i.code, i.rule]);

describe('SoS 16.52-16.55: the River Flotilla in a Soviet attack is checked', () => {
  it('accepts River Flotilla units from their East Bank box placed in a solid Volga hex, firing at a Volga cliff hex with the attack', () => {
    expect(issuesOf(fragmentAt(W, POSITION, ['0426']), [attack()])).toEqual([]);
  });

  it('accepts the River Flotilla firing alone at the cliff hex', () => {
    expect(issuesOf(fragmentAt(W, POSITION, ['0426']), [{ attack: { target: '0426', flotilla: [{ units: ['sov-rf-1'], from: '0326' }] } }])).toEqual([]);
  });

  it('SoS 16.55, 16.53: refuses a target that is not a Volga cliff hex, and a river bank hex to fire from', () => {
    const g = fragmentAt(W, { 'sov-rf-1': 'EB-C', 'sov-1-42g': '0426', 'ger-71-5-191': '0526' }, ['0526']);
    expect(issuesOf(g, [{ attack: { target: '0526', fire: [{ units: ['sov-1-42g'], from: '0426' }], flotilla: [{ units: ['sov-rf-1'], from: '0425' }] } }])).toEqual([
      ['orders.0.attack.target', 'not-a-volga-cliff', 'SoS 16.55'],
      ['orders.0.attack.flotilla.0.from', 'not-solid-volga', 'SoS 16.53'],
    ]);
  });

  it('SoS 16.52: refuses a River Flotilla unit already used this turn', () => {
    const g = fragmentAt(W, POSITION, ['0426'], { extra: { flotillaUsed: [{ unit: 'sov-rf-1', turn: 1, phase: 10, box: 'EB-C', takeLosses: false }] } });
    expect(issuesOf(g, [attack()])).toEqual([['orders.0.attack.flotilla.0.units.0', 'used-this-turn', 'SoS 16.52']]);
  });

  it('SoS 16.57, 16.56: refuses an eliminated River Flotilla unit, a pinned one waiting until the next turn, and one not in an East Bank box', () => {
    expect(issuesOf(fragmentAt(W, { ...POSITION, 'sov-rf-1': 'EB-C' }, ['0426'], { eliminated: ['sov-rf-1'] }), [attack()])).toEqual([['orders.0.attack.flotilla.0.units.0', 'not-in-play', 'SoS 16.57']]);
    expect(issuesOf(fragmentAt(W, POSITION, ['0426'], { pinned: ['sov-rf-1'] }), [attack()])).toEqual([['orders.0.attack.flotilla.0.units.0', 'pinned', 'SoS 16.57']]);
    expect(issuesOf(fragmentAt(W, { ...POSITION, 'sov-rf-1': '0327' }, ['0426']), [attack()])).toEqual([['orders.0.attack.flotilla.0.units.0', 'not-in-box', 'SoS 16.56']]);
  });

  it('SoS 16.51, 9.15, 16.53: refuses a unit that is not River Flotilla, the same unit in two attacks, and a River Flotilla unit advancing after combat', () => {
    const g = fragmentAt(W, { ...POSITION, 'ger-71-6-191': '0548', 'sov-2-42g': '0648' }, ['0426', '0548']);
    expect(issuesOf(g, [
      attack({ advance: ['sov-rf-1'] }),
      { attack: { target: '0548', fire: [{ units: ['sov-2-42g'], from: '0648' }], flotilla: [{ units: ['sov-rf-1', 'sov-1-42g'], from: '0447' }] } },
    ])).toEqual(expect.arrayContaining([
      ['orders.0.attack.advance.0', 'flotilla-stays-on-volga', 'SoS 16.53'],
      ['orders.1.attack.flotilla.0.units.0', 'fires-twice', 'SoS 9.15'],
      ['orders.1.attack.flotilla.0.units.1', 'not-flotilla', 'SoS 16.51'],
    ]));
  });

  it('SoS 16.51: refuses the River Flotilla in a German attack', () => {
    const g = fragmentAt('T01/german-attack', { 'sov-rf-1': 'EB-C', 'sov-1-42g': '0426', 'ger-71-5-191': '0526' }, ['0426']);
    const issues = ruleset.check(g, sub('german', [{ attack: { target: '0426', fire: [{ units: ['ger-71-5-191'], from: '0526' }], flotilla: [{ units: ['sov-rf-1'], from: '0326' }] } }]));
    expect(issues.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([['orders.0.attack.flotilla.0', 'soviet-only', 'SoS 16.51']]);
  });
});

describe('SoS 16.51, 16.52: the River Flotilla of the standing defence plan', () => {
  it('names the Soviet\'s River Flotilla counters only', () => {
    const env = sosEnv(sosData());
    const plan = (units: string[]) => ({ defense: { policy: 'plan' as const, plan: [{ hex: '0526', flotilla: [{ units, from: '0326' }] }] } });
    expect(standingProblems(env, 'soviet', plan(['sov-rf-1']))).toEqual([]);
    expect(standingProblems(env, 'soviet', plan(['sov-1-42g'])).map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([['standing.defense.plan.0.flotilla.0.units.0', 'not-flotilla', 'SoS 16.51']]);
    expect(standingProblems(env, 'german', plan(['sov-rf-1'])).map((i) => [i.code, i.rule])).toEqual([['not-your-unit', 'SoS 16.52']]);
  });
});

describe('SoS 16.52-16.55: the Soviet attack template tells the River Flotilla ready and the hexes it may fire at', () => {
  it('names the unit in its box and the marked Volga cliff hexes holding German units; nothing once it is used', () => {
    const g = fragmentAt(W, POSITION, ['0426']);
    const notes = ruleset.template(g, sub('soviet').side).notes.join('\n');
    expect(notes).toContain('River Flotilla ready in its East Bank box: sov-rf-1 (EB-C); the marked Volga cliff hexes it may fire at: 0426');
    const used = fragmentAt(W, POSITION, ['0426'], { extra: { flotillaUsed: [{ unit: 'sov-rf-1', turn: 1, phase: 5, box: 'EB-C', takeLosses: false }] } });
    expect(ruleset.template(used, sub('soviet').side).notes.join('\n')).not.toContain('River Flotilla ready');
  });
});
