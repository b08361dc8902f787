import { describe, expect, it } from 'vitest';
import { loadScenarioForces } from '../../../scenarios/kharkov-battles/compile/setup';
import { loadTrts } from '../../../scenarios/kharkov-battles/compile/trt';
import { scenarioFullSupport, supportPointsGained, supportSpendingRules } from '#games/kharkov-battles/rules/support/scenario';
import { spendSupportPoints } from '#games/kharkov-battles/rules/support/points';
import { readDieRows } from '#kernel/dice/die-rows';
import { FixedDice } from '#kernel/dice';
import { d10, tables } from './combat-tables-fixture';

const T = tables();
const trts = loadTrts();
const turnOf = (scenario: keyof typeof trts, turn: number) => trts[scenario].turns.find((t) => t.turn === turn)!;
const star = loadScenarioForces('operation-star').support;
const k = loadScenarioForces('second-kharkov').support;
const l = loadScenarioForces('third-kharkov').support;
/** Dice that fail the test if anything is rolled. */
const noDice = new FixedDice([]);

describe('KB 9.2, 20.1-20.3: where the Support Points come from', () => {
  it('Operation Star: one roll on the Support Table', () => {
    const out = supportPointsGained(star, turnOf('operation-star', 2), T, d10({ 'T02/support': 7 }), 'T02/support');
    expect(out).toEqual({ points: readDieRows(T.support.rows, 7).result, die: 7, rule: 'KB 9.2' });
  });

  it('Operation Star turn 1: no roll (9.2); the TRT number stands in (digest A6)', () => {
    const trt = turnOf('operation-star', 1);
    expect(supportPointsGained(star, trt, T, noDice, 'T01/support')).toEqual({ points: trt.supportPoints, rule: 'KB 9.2' });
  });

  it('the TRT historical number by agreement, with no roll (9.2)', () => {
    const trt = turnOf('operation-star', 3);
    expect(supportPointsGained(star, trt, T, noDice, 'T03/support', true)).toEqual({ points: trt.supportPoints, rule: 'KB 9.2' });
  });

  it('Second Kharkov: strictly the TRT, never the table (20.2)', () => {
    const trt = turnOf('second-kharkov', 2);
    expect(supportPointsGained(k, trt, T, noDice, 'T02/support')).toEqual({ points: trt.supportPoints, rule: 'KB 20.2' });
  });

  it('Third Kharkov: no points needed, every German HQ is Supported (20.3)', () => {
    expect(supportPointsGained(l, turnOf('third-kharkov', 11), T, noDice, 'T11/support')).toEqual({ points: 0, rule: 'KB 20.3' });
    expect(supportSpendingRules(l).allSupported).toBe(true);
  });
});

describe('KB 20.1, 20.2: support by scenario rule', () => {
  it('Operation Star turn 1: LAH and the DR Tiger company have full support; from turn 2 they revert to normal', () => {
    expect([...scenarioFullSupport(star, 1)]).toEqual([['ger-1-lah', 'KB 20.1'], ['ger-2-lah', 'KB 20.1'], ['ger-dr-tiger', 'KB 20.1']]);
    expect(scenarioFullSupport(star, 2).size).toBe(0);
  });

  it('Second Kharkov: the Hungarian 108 Light Division always has full support', () => {
    expect(scenarioFullSupport(k, 4).get('hun-108-ld')).toBe('KB 20.2');
  });

  it('Second Kharkov: Group Kortzfleisch (XI Korps) may never be flipped', () => {
    const out = spendSupportPoints(['ger-11-ak-kh'], new Map([['ger-11-ak-kh', { id: 'ger-11-ak-kh', type: 'AK', nationality: 'german', supply: 'operational' }]]), 5, supportSpendingRules(k));
    expect(out.ok ? [] : out.issues.map((i) => i.code)).toEqual(['hq-never-supported']);
  });
});
