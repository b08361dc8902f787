import { describe, expect, it } from 'vitest';
import { hexId } from '#kernel/ids';
import { judgeLos, type LosPurpose, type LosViewer } from '#kernel/los/judge';
import { createLosTerrain, pairKey } from '#kernel/los/model';
import { SPEC, TOLERANCE } from './world';

/**
 * SoS 9.37, read case by case: "Adjacent units always have an unblocked LOS between them
 * and may fire at each other, regardless of the terrain in those hexes." The answer comes
 * before any drawing and any override, for fire and for any spotter.
 */
const h = hexId;
const EVERY_LOOK: readonly [LosPurpose, LosViewer][] = [['fire', 'non-op'], ['spot', 'non-op'], ['spot', 'op']];
const ADJACENT = { why: 'adjacent', rule: 'SoS 9.37' };

describe('SoS 9.37: adjacent hexes', () => {
  it('both hexes city, a Tartar Wall and a cliff on the side they share: clear, for fire and for any spotter, either way round', () => {
    const t = createLosTerrain({
      grid: SPEC, tolerance: TOLERANCE,
      hexes: { '0504': { features: [{ kind: 'city', shape: 'area' }] }, '0505': { features: [{ kind: 'city', shape: 'area' }], relief: 'hill-top' } },
      hexsides: { '0504|0505': ['tartar-wall', 'cliff'] },
    });
    for (const [p, v] of EVERY_LOOK) {
      expect(judgeLos(t, h('0504'), h('0505'), p, v).reason, `${p} ${v}`).toEqual(ADJACENT);
      expect(judgeLos(t, h('0505'), h('0504'), p, v).reason, `${p} ${v} back`).toEqual(ADJACENT);
    }
  });

  it('an override scoped to an OP spotter that would block the pair is not read: the OP spotter sees its neighbour', () => {
    const t = createLosTerrain({
      grid: SPEC, tolerance: TOLERANCE, hexes: {},
      overrides: { [pairKey(h('0504'), h('0505'))]: { los: 'blocked', note: 'club ruling', only: { purpose: 'spot', viewer: 'op' } } },
    });
    for (const [p, v] of EVERY_LOOK) expect(judgeLos(t, h('0505'), h('0504'), p, v).reason, `${p} ${v}`).toEqual(ADJACENT);
  });

  it('two hexes apart is not adjacent: the same Wall, now on a side the line crosses, blocks (the 9.37 answer stops at one hex)', () => {
    const t = createLosTerrain({ grid: SPEC, tolerance: TOLERANCE, hexes: {}, hexsides: { '0504|0505': ['tartar-wall'] } });
    expect(judgeLos(t, h('0504'), h('0506')).reason).toMatchObject({ why: 'hexside-feature', hexside: '0504|0505', kind: 'tartar-wall' });
  });
});
