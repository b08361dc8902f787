import { describe, expect, it } from 'vitest';
import { mapStep } from '#games/streets-of-stalingrad/movement/map-step';
import type { MoverClass } from '#games/streets-of-stalingrad/movement/move-step';
import { stepCost } from '#games/streets-of-stalingrad/movement/step-cost';
import { hexId } from '#kernel/ids';
import { cityMap } from './city-map-fixture';
import { sosTables } from './tables-fixture';

/** SoS 8.04, 8.12, 8.14, Appendix B (T): steps of a move read from the reconstructed city map and costed by stepCost. */
const map = cityMap();
const tec = sosTables().tec;
const walk = (mover: MoverClass, path: string[]) =>
  path.slice(1).map((to, i) => {
    const s = mapStep(map, hexId(path[i]!), hexId(to));
    if (!s) throw new Error(`${path[i]} -> ${to} is not a step`);
    const v = stepCost(tec, { mover, side: 'german', phase: 3, availableMp: mover === 'foot' ? 8 : 18, ...s });
    return v.ok ? `${to}: ${v.mp}` : `${to}: ${v.code}`;
  });

describe('a move over the city map', () => {
  it('SoS 8.14: a vehicle along road 2 pays the road rate, and crosses the Tartar Wall where the road does (2135, Appendix B (T))', () => {
    expect(walk('vehicle', ['2238', '2237', '2137', '2136', '2135', '2134'])).toEqual(['2237: 0.5', '2137: 0.5', '2136: 0.5', '2135: 0.5', '2134: 0.5']);
  });
  it('SoS 8.12, Appendix A (T): a vehicle may not cross the Wall off the road at 2336; a foot unit may, paying the hexside', () => {
    expect(walk('vehicle', ['2337', '2336'])).toEqual(['2336: vehicle-may-not-cross']);
    expect(walk('foot', ['2337', '2336'])).toEqual(['2336: 2']);
  });
  it('the step reads the hexside the same whichever way it is crossed, and the road only between two of its hexes', () => {
    const there = mapStep(map, hexId('2136'), hexId('2135'))!;
    const back = mapStep(map, hexId('2135'), hexId('2136'))!;
    expect(there.hexside).toEqual({ features: ['tartar-wall'], crossedBy: ['break', 'road'] });
    expect(back.hexside).toEqual(there.hexside);
    expect(there.along).toBe('road');
    expect(mapStep(map, hexId('2135'), hexId('2035'))!.along).toBeUndefined();
    expect(mapStep(map, hexId('2135'), hexId('2137'))).toBeNull();
  });
  it('SoS 8.62: "a German unit may not move from hex 0105 into hex 0106" (0106 is a Volga River hex)', () => {
    expect(walk('foot', ['0105', '0106'])).toEqual(['0106: german-volga']);
  });
  it('SoS 8.67: a step onto a landing hex reads its arrow', () => {
    expect(mapStep(map, hexId('0331'), hexId('0430'))!.to.landingArrow).toBe(true);
  });
});
