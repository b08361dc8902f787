import { describe, expect, it } from 'vitest';
import type { SosStanding, OpportunityFireRule } from '#games/streets-of-stalingrad/orders/standing';
import { firingGroups } from '#games/streets-of-stalingrad/opportunity-fire/firers';
import type { AttackBody } from '#games/streets-of-stalingrad/windows/attack/check-attack';
import { fireGroupProblems } from '#games/streets-of-stalingrad/windows/attack/defense-plan';
import { firerProblems } from '#games/streets-of-stalingrad/windows/attack/firer-problems';
import { isSpotRefusal, spotFor } from '#games/streets-of-stalingrad/windows/bombardment/spotting';
import { bombardCtx, env, fragment } from './bombardment-fixture';

/**
 * SoS 9.31, 9.40 ∆ (audit WS-14): line of sight is reciprocal. The tank company 1/24 Panzer in
 * Tartar Wall hex 2638 stands on one side of the Wall ("it can be fired at from only one side
 * of the Wall"): it fires out, and spots, to that side only. Beyond the Wall lies 2639, on the
 * hex's own side 2637 (wall-side.test.ts). Scenario #2, 13 September.
 */
const WALL = '2638';
const TANK = 'ger-24-pz-1';
const RIFLES = 'sov-42rb-1';
const facing = (hex: string): SosStanding => ({ wallSide: [{ unit: TANK, facing: hex }] });
const HELD = ['wall-side-firer', 'SoS 9.40, 9.31'];

describe('SoS 9.40 ∆, 9.31: a vehicle in a Wall hex fires out to its own side of the Wall only', () => {
  it('attack (9.6): the tank attacks the rifles in 2639 beyond the Wall only if it stands beyond it', () => {
    const attack = (german: SosStanding) => firerProblems(bombardCtx('german-attack', { german }), fragment({ [TANK]: WALL, [RIFLES]: '2639' }), '2639', TANK, WALL, ['fire']).map((i) => [i.code, i.rule]);
    expect(attack(facing('2639'))).not.toContainEqual(HELD);
    expect(attack(facing('2637'))).toContainEqual(HELD);
  });

  it('defensive fire (9.5): attacked by the rifles from 2639, the tank fires back only if it stands on their side', () => {
    const a = { target: WALL, fire: [{ units: [RIFLES], from: '2639' }] } as AttackBody;
    const df = (german: SosStanding) => fireGroupProblems(bombardCtx('soviet-attack', { german }), fragment({ [TANK]: WALL, [RIFLES]: '2639' }), a, { units: [TANK], at: '2639' }, new Set([WALL])).map((i) => [i.code, i.rule]);
    expect(df(facing('2639'))).not.toContainEqual(HELD);
    expect(df(facing('2637'))).toContainEqual(HELD);
  });

  it('opportunity fire (11.0): the tank holds its fire at rifles moving in 2639 when it stands within the Wall', () => {
    const rule = { units: [TANK] } as OpportunityFireRule;
    const of = (german: SosStanding) => firingGroups(env, fragment({ [TANK]: WALL, [RIFLES]: '2639' }), 'german', rule, '2639', new Set(), { standing: null, movers: [RIFLES], firerStanding: german });
    expect(of(facing('2639')).groups).toEqual([{ hex: WALL, units: [TANK] }]);
    expect(of(facing('2637'))).toMatchObject({ groups: [], held: [{ unit: TANK, rule: 'SoS 9.40, 9.31' }] });
  });

  it('spotting (14.2): the tank spots 2639 for the German IF only if it stands beyond the Wall; a foot unit in the Wall hex sees both ways', () => {
    const state = fragment({ [TANK]: WALL, [RIFLES]: '2639', 'ger-i-194': '2643', 'ger-5-276': WALL });
    const spot = (german: SosStanding, spotter = TANK) => spotFor(env, state, env.counter(spotter), env.counter('ger-i-194'), '2639', undefined, undefined, null, german);
    expect(isSpotRefusal(spot(facing('2639')))).toBe(false);
    expect(spot(facing('2637'))).toMatchObject({ code: 'wall-side-spotter', rule: 'SoS 9.40, 9.31' });
    expect(isSpotRefusal(spot(facing('2637'), 'ger-5-276'))).toBe(false);
  });
});
