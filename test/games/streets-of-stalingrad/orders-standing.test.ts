import { describe, expect, it } from 'vitest';
import { parseSosOrders } from '#games/streets-of-stalingrad/orders/parse';
import { SosStandingSchema } from '#games/streets-of-stalingrad/orders/standing';

const standingProblems = (standing: unknown, side?: 'german' | 'soviet'): [string, string, string | undefined][] =>
  parseSosOrders([], standing, side).issues.map((i) => [i.path.join('.'), i.code, i.rule]);

describe('the reaction policy filed with a turn file (digest 6.1)', () => {
  it('is all optional: an empty policy leaves every default in force', () => {
    expect(parseSosOrders([], {}).standing).toEqual({});
  });

  it.each<[string, unknown]>([
    ['11.1 fire at armor entering two hexes, two units or more', { opportunityFire: [{ hex: '0531', zone: ['0630', '0631'], targets: 'armor', minUnits: 2 }] }],
    ['11.5 fire at Volga crossers', { opportunityFire: [{ units: ['ger-a'], targets: 'crossers' }] }],
    ['11.2 mortars with a spotter', { opportunityFire: [{ indirect: { units: ['sov-mortar'], spotter: 'sov-a' }, zone: ['0731'] }] }],
    ['9.5 answer by the plan without a pause', { defense: { policy: 'plan', plan: [{ hex: '0531', at: '0631', nkvd: false, flotilla: [{ units: ['sov-rf-1'], from: '0171' }] }] } }],
    ['9.41 retreat when the attack reaches the 20-29 column', { retreatBeforeCombat: [{ hex: '0433', minColumn: '20-29', stay: ['sov-a'], path: ['0434'] }] }],
    ['9.82 loss priorities, by hex', { losses: { order: ['sov-a'], hexes: [{ hex: '0531', order: ['sov-b'] }] } }],
    ['9.88 hold a hex and lose one', { retreat: { hexes: [{ hex: '0531', mode: 'hold', sacrifice: ['sov-a'] }] } }],
    ['12.7 counter-attack at AF - DF of 2 or more', { counterAttack: { rules: [{ minDifference: 2 }] } }],
    ['12.0 ask for every counter-attack', { counterAttack: { policy: 'ask' } }],
    ['16.2 mine dogs at a named tank first', { mineDogs: { prefer: ['ger-24pz-1'] } }],
    ['15.42 AA units held back', { aa: { hold: ['sov-aa-1'] } }],
    ['18.34 a leader to a hex', { leaders: [{ leader: 'sov-pavlov', to: '0531' }] }],
    ['14.72 units silenced first', { ammunition: { silenceFirst: ['sov-art-3'] } }],
    ['9.40 the Tartar Wall side', { wallSide: [{ unit: 'ger-stug', facing: '2638' }] }],
  ])('%s', (_what, policy) => {
    expect(standingProblems(policy, 'soviet')).toEqual([]);
    expect(SosStandingSchema.parse(policy)).toEqual(policy);
  });
});

describe('every bad reaction policy is refused with its path, code and rule', () => {
  it.each<[string, unknown, [string, string, string | undefined][]]>([
    ['an unknown part', { reserves: [] }, [['standing.reserves', 'unknown-key', undefined]]],
    ['opportunity fire by no one', { opportunityFire: [{ targets: 'armor' }] }, [['standing.opportunityFire.0', 'no-firer', 'SoS 11.2']]],
    ['a target kind that is not one', { opportunityFire: [{ hex: '0531', targets: 'infantry' }] }, [['standing.opportunityFire.0.targets', 'invalid-value', 'SoS 11.0']]],
    ['two plans for one hex', { defense: { plan: [{ hex: '0531' }, { hex: '0531' }] } }, [['standing.defense.plan.1.hex', 'hex-repeated', 'SoS 9.55']]],
    ['a defence policy that is not one', { defense: { policy: 'always' } }, [['standing.defense.policy', 'invalid-value', 'SoS 9.5']]],
    ['a CRT column that is not printed', { retreatBeforeCombat: [{ hex: '0433', minColumn: '11-19', stay: ['sov-a'], path: ['0434'] }] }, [['standing.retreatBeforeCombat.0.minColumn', 'invalid-value', 'SoS 9.4']]],
    ['a retreat before combat that stays', { retreatBeforeCombat: [{ hex: '0433', stay: ['sov-a'], path: ['0433'] }] }, [['standing.retreatBeforeCombat.0.path.0', 'step-in-place', 'SoS 9.48']]],
    ['no unit left behind', { retreatBeforeCombat: [{ hex: '0433', stay: [], path: ['0434'] }] }, [['standing.retreatBeforeCombat.0.stay', 'too-short', 'SoS 9.4']]],
    ['a hold with no mode', { retreat: { hexes: [{ hex: '0531' }] } }, [['standing.retreat.hexes.0.mode', 'invalid-value', 'SoS 9.87']]],
    ['a counter-attack threshold out of range', { counterAttack: { rules: [{ minDifference: 100 }] } }, [['standing.counterAttack.rules.0.minDifference', 'out-of-range', 'SoS 12.0']]],
  ])('%s', (_what, policy, expected) => {
    expect(standingProblems(policy)).toEqual(expected);
  });
});

describe('what only one side has', () => {
  it('refuses mine dogs and AA in a German policy (16.2, 15.42)', () => {
    expect(standingProblems({ mineDogs: { policy: 'hold' }, aa: { policy: 'fire' } }, 'german')).toEqual([
      ['standing.mineDogs', 'soviet-only', 'SoS 16.2'],
      ['standing.aa', 'soviet-only', 'SoS 15.42'],
    ]);
  });

  it('refuses Stukas in a Soviet file (15.1)', () => {
    const r = parseSosOrders([{ bombard: { target: '0531', stukas: { count: 1, spotter: 'x' }, table: 'crt' } }, { attack: { target: '0531', stukas: { count: 1, spotter: 'x' } } }], undefined, 'soviet');
    expect(r.issues.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([
      ['orders.0.bombard.stukas', 'german-only', 'SoS 15.1'],
      ['orders.1.attack.stukas', 'german-only', 'SoS 15.1'],
    ]);
    expect(parseSosOrders(r.orders, undefined, 'german').issues).toEqual([]);
  });
});
