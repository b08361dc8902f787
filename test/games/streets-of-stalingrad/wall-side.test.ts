import { describe, expect, it } from 'vitest';
import type { HexId } from '#kernel/ids';
import { wallSideProblems } from '#games/streets-of-stalingrad/game/check-wall-side';
import { vehicleWallSide } from '#games/streets-of-stalingrad/los/vehicle-wall-side';
import { wallDirections, wallSideOf } from '#games/streets-of-stalingrad/los/wall-side';
import type { SosStanding } from '#games/streets-of-stalingrad/orders/standing';
import { firingGroups } from '#games/streets-of-stalingrad/opportunity-fire/firers';
import type { OpportunityFireRule } from '#games/streets-of-stalingrad/orders/standing';
import type { AttackBody } from '#games/streets-of-stalingrad/windows/attack/check-attack';
import { fireGroupProblems } from '#games/streets-of-stalingrad/windows/attack/defense-plan';
import { firerProblems } from '#games/streets-of-stalingrad/windows/attack/firer-problems';
import { isSpotRefusal, spotFor } from '#games/streets-of-stalingrad/windows/bombardment/spotting';
import { fragment as atAttack, ruleset, sub } from './attack-fixture';
import { bombardCtx, env, fragment } from './bombardment-fixture';

/**
 * SoS 9.40 ∆ example (digest E22): "A vehicle (mounted) unit in Tartar Wall hex 2638 must
 * decide which side of the Wall it is on since it can be fired at from only one side of the
 * Wall. This is a possible exception to rule 9.35 if the firing unit is adjacent. This does
 * not apply to foot or dismounted units."
 *
 * On the city map the Wall runs along four sides of 2638 (map/city.yaml: the chain turns
 * there from 2738 to 2637): beyond it lie 2538, 2539, 2639 and 2739; on the hex's own side
 * 2637 and 2738, and, two hexes south down the column, 2636. Scenario #2, 13 September: the
 * tank company 1/24 Panzer in 2638; the Soviet rifle battalions of the 42nd Rifle Brigade
 * attack it in the Soviet Attack Phase.
 */
const WALL = '2638';
const BEYOND = ['2538', '2539', '2639', '2739'];
const WITHIN = ['2637', '2738'];
const TANK = 'ger-24-pz-1';
const FOOT = 'ger-5-276';
const RIFLES = 'sov-42rb-1';
const tolerance = env.los.terrain.tolerance;
const facing = (hex: string): SosStanding => ({ wallSide: [{ unit: TANK, facing: hex }] });
/** The problems of the rifle battalion in `from` attacking the Wall hex, with the German standing orders. */
const attackFrom = (from: string, at: Record<string, string>, german?: SosStanding) =>
  firerProblems(bombardCtx('soviet-attack', german ? { german } : {}), fragment({ ...at, [RIFLES]: from }), WALL, RIFLES, from, ['fire']).map((i) => [i.code, i.rule]);

describe('SoS 9.40: the two sides of the Tartar Wall in hex 2638', () => {
  it('the Wall runs along its north-west, north, north-east and south-east sides; each neighbour lies on one side of it', () => {
    expect(wallDirections(env.map, WALL as HexId).map((d) => env.map.grid.step(WALL as HexId, d)).sort()).toEqual(BEYOND);
    for (const n of BEYOND) expect(wallSideOf(env.map, tolerance, WALL as HexId, n as HexId), n).toBe('beyond');
    for (const n of [...WITHIN, '2636']) expect(wallSideOf(env.map, tolerance, WALL as HexId, n as HexId), n).toBe('within');
  });

  it('a vehicle declares its side by a neighbour it faces; a foot unit has no side', () => {
    const s = fragment({ [TANK]: WALL, [FOOT]: WALL });
    expect(vehicleWallSide(env, s, facing('2639'), TANK)).toEqual({ side: 'beyond', from: 'declared', toward: '2639' });
    expect(vehicleWallSide(env, s, facing('2637'), TANK)).toEqual({ side: 'within', from: 'declared', toward: '2637' });
    expect(vehicleWallSide(env, s, null, FOOT)).toBeNull();
    expect(vehicleWallSide(env, { ...s, pieces: { ...s.pieces, [TANK]: { ...s.pieces[TANK]!, at: '2636' } } }, facing('2639'), TANK)).toBeNull();
  });

  it('without a declaration it faces the nearest enemy (decision #22), ties to the lowest hex number; with no enemy on the map, its own side', () => {
    expect(vehicleWallSide(env, fragment({ [TANK]: WALL, [RIFLES]: '2639', 'sov-42rb-2': '2636' }), null, TANK)).toMatchObject({ side: 'beyond', from: 'nearest-enemy', toward: '2639' });
    expect(vehicleWallSide(env, fragment({ [TANK]: WALL, [RIFLES]: '2640', 'sov-42rb-2': '2636' }), null, TANK)).toMatchObject({ side: 'within', from: 'nearest-enemy', toward: '2636' });
    expect(vehicleWallSide(env, fragment({ [TANK]: WALL }), null, TANK)).toEqual({ side: 'within', from: 'no-enemy' });
  });
});

describe('SoS 9.40: "it can be fired at from only one side of the Wall"', () => {
  it('E22: declared beyond the Wall (facing 2639): fired at from 2639, not from 2637 next to it on the other side', () => {
    expect(attackFrom('2639', { [TANK]: WALL }, facing('2639'))).toEqual([]);
    expect(attackFrom('2637', { [TANK]: WALL }, facing('2639'))).toEqual([['wall-side', 'SoS 9.40']]);
  });

  it('E22: declared on the hex\'s own side (facing 2637): fired at from 2637 and from 2636 two hexes away, not from 2639', () => {
    expect(attackFrom('2637', { [TANK]: WALL }, facing('2637'))).toEqual([]);
    expect(attackFrom('2636', { [TANK]: WALL }, facing('2637'))).toEqual([]);
    expect(attackFrom('2639', { [TANK]: WALL }, facing('2637'))).toEqual([['wall-side', 'SoS 9.40']]);
  });

  it('E22: "a possible exception to rule 9.35 if the firing unit is adjacent": an adjacent firer on the other side is refused though adjacent units always see each other (9.37)', () => {
    for (const n of BEYOND) expect(attackFrom(n, { [TANK]: WALL }, facing('2637')), n).toEqual([['wall-side', 'SoS 9.40']]);
    for (const n of WITHIN) expect(attackFrom(n, { [TANK]: WALL }, facing('2639')), n).toEqual([['wall-side', 'SoS 9.40']]);
  });

  it('E22: "This does not apply to foot or dismounted units": the infantry company in 2638 is fired at from either side', () => {
    for (const n of [...BEYOND, ...WITHIN]) expect(attackFrom(n, { [FOOT]: WALL }), n).toEqual([]);
  });

  it('a stack of both is fired at as one hex (9.60): the foot unit the firer sees makes the hex a target', () => {
    expect(attackFrom('2639', { [TANK]: WALL, [FOOT]: WALL }, facing('2637'))).toEqual([]);
  });
});

describe('SoS 9.40 for every kind of fire at the vehicle, and for spotting it', () => {
  it('defensive fire (9.5): the rifles in 2639, attacked by the tank from the Wall hex, fire back only if it stands on their side', () => {
    const a = { target: '2639', fire: [{ units: [TANK], from: WALL }] } as AttackBody;
    const df = (german: SosStanding) => fireGroupProblems(bombardCtx('german-attack', { german }), fragment({ [TANK]: WALL, [RIFLES]: '2639' }), a, { units: [RIFLES], at: WALL }, new Set(['2639'])).map((i) => [i.code, i.rule]);
    expect(df(facing('2639'))).toEqual([]);
    expect(df(facing('2637'))).toEqual([['wall-side', 'SoS 9.40']]);
  });

  it('opportunity fire (11.0): the rifles in 2639 hold their fire at the tank moving into the Wall hex on the other side', () => {
    const rule = { units: [RIFLES] } as OpportunityFireRule;
    const of = (german: SosStanding) => firingGroups(env, fragment({ [TANK]: WALL, [RIFLES]: '2639' }), 'soviet', rule, WALL, new Set(), { standing: german, movers: [TANK] });
    expect(of(facing('2639'))).toEqual({ groups: [{ hex: '2639', units: [RIFLES] }], held: [] });
    expect(of(facing('2637')).held).toEqual([{ unit: RIFLES, why: `the movers in ${WALL} are vehicles on the other side of the Tartar Wall from 2639`, rule: 'SoS 9.40' }]);
  });

  it('spotting for IF (14.2): the 62 Army OP in 2639 spots the tank only on its side of the Wall', () => {
    const state = fragment({ [TANK]: WALL, 'sov-62-op': '2639', 'sov-416-mortar': '2642' });
    const spot = (german: SosStanding) => spotFor(env, state, env.counter('sov-62-op'), env.counter('sov-416-mortar'), WALL, undefined, undefined, german);
    expect(isSpotRefusal(spot(facing('2639')))).toBe(false);
    expect(spot(facing('2637'))).toMatchObject({ code: 'wall-side', rule: 'SoS 9.40' });
  });
});

describe('SoS 9.40, decision #22: the standing wallSide declaration is checked against the position', () => {
  const problems = (standing: SosStanding, at: Record<string, string> = { [TANK]: WALL }) =>
    wallSideProblems(env, fragment(at), 'german', standing).map((i) => [i.path.join('.'), i.code, i.rule]);

  it('takes a neighbour of the vehicle\'s Wall hex, and a declaration for a vehicle not in a Wall hex yet', () => {
    expect(problems(facing('2639'))).toEqual([]);
    expect(problems(facing('3000'), { [TANK]: '2636' })).toEqual([]);
  });

  it('refuses a facing hex not next to it, a foot unit, an enemy unit and an unknown one', () => {
    expect(problems(facing('2640'))).toEqual([['standing.wallSide.0.facing', 'wall-side-not-adjacent', 'SoS 9.40']]);
    expect(problems({ wallSide: [{ unit: FOOT, facing: '2639' }, { unit: RIFLES, facing: '2639' }, { unit: 'ger-nobody', facing: '2639' }] })).toEqual([
      ['standing.wallSide.0.unit', 'not-a-vehicle', 'SoS 9.40'],
      ['standing.wallSide.1.unit', 'not-your-unit', 'SoS 9.40'],
      ['standing.wallSide.2.unit', 'unknown-unit', 'SoS 9.40'],
    ]);
  });
});

describe('SoS 9.40 in the turn file: the check of a submission and the template', () => {
  const STUG = 'ger-stug-244';
  const g = atAttack({ [STUG]: WALL, 'sov-1-42g': '2639' }, []);

  it('a standing-only German file naming a facing hex two hexes away is refused at its path', () => {
    const issues = ruleset.check(g, sub('german', [], { wallSide: [{ unit: STUG, facing: '2640' }] }));
    expect(issues.map((i) => [i.path.join('.'), i.code, i.rule])).toEqual([['standing.wallSide.0.facing', 'wall-side-not-adjacent', 'SoS 9.40']]);
  });

  it('the German template says which side the StuG stands on and why', () => {
    expect(ruleset.template(g, sub('german').side).notes).toContain(`${STUG} in Tartar Wall hex ${WALL} stands beyond the Wall (across the Wall sides of its hex), facing the nearest enemy (2639): it is fired at and spotted from that side only (SoS 9.40).`);
    const declared = { ...g, standing: { ...g.standing, german: { wallSide: [{ unit: STUG, facing: '2637' }] } } };
    expect(ruleset.template(declared, sub('german').side).notes).toContain(`${STUG} in Tartar Wall hex ${WALL} stands on its hex's own side of the Wall, as declared (2637): it is fired at and spotted from that side only (SoS 9.40).`);
  });
});
