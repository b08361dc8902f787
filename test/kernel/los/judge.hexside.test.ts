import { describe, expect, it } from 'vitest';
import { hexId } from '#kernel/ids';
import { judgeLos } from '#kernel/los/judge';
import { createLosTerrain } from '#kernel/los/model';
import { SPEC, TOLERANCE } from './world';

const h = hexId;
const withSides = (hexsides: Record<string, ('tartar-wall' | 'cliff' | 'balka')[]>) =>
  createLosTerrain({ grid: SPEC, tolerance: TOLERANCE, hexes: {}, hexsides });

describe('features drawn along a hexside', () => {
  it('a Tartar Wall on a side the line crosses blocks it (9.33 #7)', () => {
    const v = judgeLos(withSides({ '0503|0504': ['tartar-wall'] }), h('0502'), h('0506'));
    expect(v.reason).toEqual({ why: 'hexside-feature', rule: 'SoS 9.33 #7', hexside: '0503|0504', kind: 'tartar-wall' });
  });

  it('a cliff on the side the line runs exactly along blocks it (9.36)', () => {
    const v = judgeLos(withSides({ '0403|0404': ['cliff'] }), h('0504'), h('0304'));
    expect(v.reason).toMatchObject({ why: 'hexside-feature', rule: 'SoS 9.36; SoS 9.33 #6', hexside: '0403|0404' });
  });

  it('a side the line leaves the firer\'s hex by is not in that hex (9.35): a Wall drawn on it blocks', () => {
    expect(judgeLos(withSides({ '0502|0503': ['tartar-wall'] }), h('0502'), h('0506')).clear).toBe(false);
  });

  it('a balka on the side does not block, nor a Wall on a side the line does not come near', () => {
    expect(judgeLos(withSides({ '0503|0504': ['balka'] }), h('0502'), h('0506')).clear).toBe(true);
    expect(judgeLos(withSides({ '0603|0604': ['tartar-wall'] }), h('0502'), h('0506')).clear).toBe(true);
  });

  it('between adjacent hexes the line is clear whatever their shared side holds (9.37)', () => {
    expect(judgeLos(withSides({ '0503|0504': ['tartar-wall'] }), h('0503'), h('0504')).clear).toBe(true);
  });
});
