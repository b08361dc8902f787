import { describe, expect, it } from 'vitest';
import type { SosStanding } from '#games/streets-of-stalingrad/orders/standing';
import { sideView } from '#games/streets-of-stalingrad/view/side-view';
import type { SosLook } from '#games/streets-of-stalingrad/view/sight';
import { env, fragment } from './bombardment-fixture';

/**
 * SoS 9.40 play note (audit WS-13): "you must announce to the opposing player if your unit is
 * covered by the blocking terrain". The tank company 1/24 Panzer in Tartar Wall hex 2638 faces
 * 2637 (within the Wall, decision #22); the view tells its side to the Soviet only when he sees
 * the tank (7.0), and always to its owner. Scenario #2, 13 September.
 */
const WALL = '2638';
const TANK = 'ger-24-pz-1';
const RIFLES = 'sov-42rb-1';
const LOOK: SosLook = { inLos: () => true, badWeather: false };
const standing = (facing: string): Record<'german' | 'soviet', SosStanding | null> => ({ german: { wallSide: [{ unit: TANK, facing }] }, soviet: null });

describe('SoS 9.40 play note: the side of the Wall a vehicle stands on is announced to the opponent who sees it', () => {
  it('the Soviet rifles next to the Wall hex see the tank: the view names its side, as declared', () => {
    const s = fragment({ [TANK]: WALL, [RIFLES]: '2639' });
    const v = sideView(env, s, 'soviet', LOOK, standing('2637'));
    expect(v.pieces[TANK]).toBeDefined();
    expect(v.wallSides).toEqual({ [TANK]: { hex: WALL, side: 'within' } });
    expect(sideView(env, s, 'soviet', LOOK, standing('2639')).wallSides).toEqual({ [TANK]: { hex: WALL, side: 'beyond' } });
  });

  it('a tank the Soviet does not see is not named, nor its side (7.0); its owner reads it in his own view', () => {
    const s = fragment({ [TANK]: WALL, [RIFLES]: '0531' });
    const soviet = sideView(env, s, 'soviet', { inLos: () => false, badWeather: false }, standing('2637'));
    expect(soviet.pieces[TANK]).toBeUndefined();
    expect(soviet.wallSides).toBeUndefined();
    expect(sideView(env, s, 'german', LOOK, standing('2637')).wallSides).toEqual({ [TANK]: { hex: WALL, side: 'within' } });
  });

  it('a foot unit in the Wall hex has no side to announce', () => {
    const v = sideView(env, fragment({ 'ger-5-276': WALL, [RIFLES]: '2639' }), 'soviet', LOOK, standing('2637'));
    expect(v.wallSides).toBeUndefined();
  });
});
