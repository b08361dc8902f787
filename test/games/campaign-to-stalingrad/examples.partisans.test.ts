import { describe, expect, it } from 'vitest';
import { occupancy } from '#games/campaign-to-stalingrad/rules/occupancy';
import { connectingRailHexes } from '#games/campaign-to-stalingrad/rules/supply/connecting-rail';
import { bondsOf } from '#games/campaign-to-stalingrad/rules/zones-of-control';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import { tinyWorld, type TinyUnit } from './support/tiny-world';

/** A railway along row 15 from the Axis edge (1520) east to 1510, Major City at 1515, all controlled by `owner`. */
function cityLine(units: TinyUnit[], owner: CtsSide = 'axis') {
  const hexsides: Record<string, string[]> = {};
  const control: Record<string, CtsSide> = {};
  for (let c = 20; c >= 10; c--) {
    control[`15${c}`] = owner;
    if (c > 10) hexsides[`15${c - 1}|15${c}`] = ['rail-primary'];
  }
  const edges = owner === 'axis' ? undefined : { soviet: ['1520'], axis: ['1001'] };
  return tinyWorld({ hexsides, control, units, features: { '1515': ['major-city'] }, ...(edges ? { edges } : {}) });
}
const inf = (id: string, hex: string, steps = 2): TinyUnit => ({ id, side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex, steps });
function connecting(w: ReturnType<typeof cityLine>, side: CtsSide = 'axis'): string[] {
  const occ = occupancy(w.ctx, w.state);
  const enemy = side === 'axis' ? 'soviet' : 'axis';
  return [...connectingRailHexes(w.ctx, w.state, occ, side, bondsOf(w.ctx, w.state, enemy, occ))].sort();
}

describe('Axis partisan security (CtS 15.7)', () => {
  it('a Major City held by two Axis steps stays a Connecting Rail Hex, and the line beyond it too', () => {
    const hexes = connecting(cityLine([inf('a', '1515', 2)]));
    expect(hexes).toContain('1515');
    expect(hexes).toContain('1510');
  });
  it('two steps of different units count together (any type or nationality)', () => {
    const hexes = connecting(cityLine([inf('a', '1515', 1), { ...inf('b', '1515', 1), nationality: 'rumanian' }]));
    expect(hexes).toContain('1515');
  });
  it('with one Axis step the city and the rail beyond it to the railhead are not Connecting Rail Hexes', () => {
    const hexes = connecting(cityLine([inf('a', '1515', 1)]));
    expect(hexes).toEqual(['1516', '1517', '1518', '1519', '1520']);
  });
  it('an empty Major City cuts the Axis line as well', () => {
    expect(connecting(cityLine([]))).not.toContain('1514');
  });
  it('the Soviet player needs no garrison', () => {
    expect(connecting(cityLine([], 'soviet'), 'soviet')).toContain('1510');
  });
});
