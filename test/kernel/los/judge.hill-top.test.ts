import { describe, expect, it } from 'vitest';
import type { DrawnFeature, Relief } from '#kernel/los/features';
import { hexId } from '#kernel/ids';
import { judgeLos, type LosPurpose, type LosViewer } from '#kernel/los/judge';
import { createLosTerrain, type LosTerrainData } from '#kernel/los/model';
import { traceLine } from '#kernel/los/trace';
import { GRID, SPEC, TOLERANCE } from './world';

/**
 * SoS 9.33 #8, read case by case: "LOS may pass through one hex side of a hill top hex, but
 * not through two sides of a hill top hex." Example 2: "The LOS between a unit on slope hex
 * 1550 to a unit on slope hex 1448 is blocked because the LOS passes through two sides of
 * hill top 107.5 (hex 1549)" (a line run along a side of 1549). Each case names the way the
 * line meets the hill top, so the geometry it rests on is checked too.
 */
const h = hexId;
const map = (hexes: Record<string, { relief?: Relief; features?: DrawnFeature[] }>): LosTerrainData =>
  ({ grid: SPEC, tolerance: TOLERANCE, hexes });
const contactOf = (from: string, to: string, hex: string) =>
  traceLine(GRID, h(from), h(to), TOLERANCE).hexes.find((c) => c.hex === hex)?.contact;
const EVERY_LOOK: readonly [LosPurpose, LosViewer][] = [['fire', 'non-op'], ['spot', 'non-op'], ['spot', 'op']];

describe('SoS 9.33 #8: how the line meets a hill top between the ends', () => {
  it('in by a corner and out by a side (0202 -> 0307 across 0204): the line is inside the hex, through more than one side: blocked, for fire and for any spotter', () => {
    expect(contactOf('0202', '0307', '0204')).toBe('through');
    const t = createLosTerrain(map({ '0204': { relief: 'hill-top' } }));
    for (const [p, v] of EVERY_LOOK) {
      expect(judgeLos(t, h('0202'), h('0307'), p, v).reason, `${p} ${v}`).toMatchObject({ why: 'hill-top', hex: '0204', contact: 'through', rule: 'SoS 9.33 #8' });
      expect(judgeLos(t, h('0307'), h('0202'), p, v).clear, `${p} ${v} back`).toBe(false);
    }
  });

  it('in by one corner and out by the opposite one, across its centre (0202 -> 0405 across 0304): blocked', () => {
    expect(contactOf('0202', '0405', '0304')).toBe('through');
    const t = createLosTerrain(map({ '0304': { relief: 'hill-top' } }));
    expect(judgeLos(t, h('0202'), h('0405'), 'spot', 'op').reason).toMatchObject({ why: 'hill-top', hex: '0304', contact: 'through' });
  });

  it('along a side (0202 -> 0405 along the 0203|0303 side, as example 2 runs along a side of 1549): blocked, whichever of the two hexes is the hill top', () => {
    expect(contactOf('0202', '0405', '0203')).toBe('along');
    expect(contactOf('0202', '0405', '0303')).toBe('along');
    for (const top of ['0203', '0303']) {
      const v = judgeLos(createLosTerrain(map({ [top]: { relief: 'hill-top' } })), h('0202'), h('0405'), 'spot', 'op');
      expect(v.reason, top).toMatchObject({ why: 'hill-top', hex: top, contact: 'along' });
    }
  });

  it('a corner touched only (0202 -> 0307 past the corner of 0304): clear, while a wood drawn to that corner blocks (9.34: the drawn feature, not the hex)', () => {
    expect(contactOf('0202', '0307', '0304')).toBe('corner');
    for (const [p, v] of EVERY_LOOK) expect(judgeLos(createLosTerrain(map({ '0304': { relief: 'hill-top' } })), h('0202'), h('0307'), p, v).clear, `${p} ${v}`).toBe(true);
    const wooded = createLosTerrain(map({ '0304': { relief: 'hill-top', features: [{ kind: 'forest', shape: 'area' }] } }));
    expect(judgeLos(wooded, h('0202'), h('0307')).reason).toMatchObject({ why: 'feature', hex: '0304', kind: 'forest', contact: 'corner' });
  });

  it('within 1/16 inch outside (0202 -> 0308 near 0304): clear, while a wood filling that hex blocks (9.34 "come within 1/16 inch")', () => {
    expect(contactOf('0202', '0308', '0304')).toBe('near');
    expect(judgeLos(createLosTerrain(map({ '0304': { relief: 'hill-top' } })), h('0202'), h('0308'), 'spot', 'op').clear).toBe(true);
    const wooded = createLosTerrain(map({ '0304': { relief: 'hill-top', features: [{ kind: 'forest', shape: 'area' }] } }));
    expect(judgeLos(wooded, h('0202'), h('0308')).reason).toMatchObject({ why: 'feature', hex: '0304', kind: 'forest', contact: 'near' });
  });
});

describe('SoS 9.33 #8 with the ends on hill tops', () => {
  it('two hill-top hexes side by side (0505, 0506): from 0506 the line leaves by one side (to 0508: clear); from 0505 it crosses 0506 through two (to 0507: blocked)', () => {
    const t = createLosTerrain(map({ '0505': { relief: 'hill-top' }, '0506': { relief: 'hill-top' } }));
    expect(judgeLos(t, h('0506'), h('0508'), 'spot', 'op').clear).toBe(true);
    expect(judgeLos(t, h('0505'), h('0507'), 'spot', 'op').reason).toMatchObject({ why: 'hill-top', hex: '0506', contact: 'through' });
  });

  it('the elevation rules see over blocking terrain in a slope hex, never over a hill top: a spotter on a slope top does not see across the hill top next to it', () => {
    const t = createLosTerrain(map({ '0505': { relief: 'slope-top' }, '0506': { relief: 'hill-top' }, '0507': { relief: 'slope' } }));
    expect(judgeLos(t, h('0505'), h('0508'), 'spot').reason).toMatchObject({ why: 'hill-top', hex: '0506' });
  });
});
