import { describe, expect, it } from 'vitest';
import { createGrid } from '#kernel/hex/grid';
import { h, los, losMap, losTerrain } from './los-fixture';
import { sosTables } from './tables-fixture';

/**
 * SoS 14.25 exception, read case by case: "An OP unit on hex 1039 (Mamayev Kurgan) can also
 * see hill top hexes 1635, 1641, and 2238, and vice-versa." It opens those three lines for
 * an OP spotter, no other line and no other unit.
 */
const terrain = losTerrain();
const grid = createGrid(losMap().grid);
const TOPS = ['1635', '1641', '2238'] as const;

describe('SoS 14.25 exception: what it opens and what it leaves to the drawing', () => {
  it('it opens the hill-top hexes, not the lines beyond them: an OP on 1039 does not see 2338 behind hill top 2238 (9.33 #8), nor 1541 short of 1641 past the wood in 1140', () => {
    expect(los(terrain, '1039', '2238', 'spot', 'op').clear).toBe(true);
    expect(los(terrain, '1039', '2338', 'spot', 'op').reason).toMatchObject({ why: 'hill-top', hex: '2238', rule: 'SoS 9.33 #8' });
    expect(los(terrain, '1039', '1641', 'spot', 'op').clear).toBe(true);
    expect(los(terrain, '1039', '1541', 'spot', 'op').reason).toMatchObject({ why: 'feature', hex: '1140', kind: 'forest' });
  });

  it('it pairs each hill top with 1039 only: an OP on one of the three sees another exactly as any spotter there does', () => {
    for (const a of TOPS) for (const b of TOPS) {
      if (a === b) continue;
      const op = los(terrain, a, b, 'spot', 'op');
      expect(op.reason.why, `${a} -> ${b}`).not.toBe('override');
      expect(op.clear, `${a} -> ${b}`).toBe(los(terrain, a, b, 'spot', 'non-op').clear);
    }
  });

  it('"and vice-versa" read as an OP on the hill top seeing 1039: a non-OP spotter on 1641 does not see an OP standing on 1039, though that OP sees it (ambiguous beside the 9.31 play note "If unit A can see unit B, B can see A"; 9.40 gives the benefit to the target)', () => {
    expect(los(terrain, '1039', '1641', 'spot', 'op').clear).toBe(true);
    expect(los(terrain, '1641', '1039', 'spot', 'op').clear).toBe(true);
    expect(los(terrain, '1641', '1039', 'spot', 'non-op').reason).toMatchObject({ why: 'feature', hex: '1140', kind: 'forest' });
  });

  it('2238 is 12 hexes from 1039, beyond the 9 an OP on 1039 spots over West Bank land and the 9 from a hill top: the exception grants range as well as sight (for 1635 and 1641 sight alone); no spotting range is applied yet, and the line-of-sight override carries no range', () => {
    const { ranges } = sosTables().spottingLimits;
    expect(grid.distance(h('1039'), h('2238'))).toBe(12);
    expect(grid.distance(h('1039'), h('2238'))).toBeGreaterThan(Math.max(ranges.op1039OverLand, ranges.hillTop));
    for (const top of ['1635', '1641'] as const) expect(grid.distance(h('1039'), h(top)), top).toBeLessThanOrEqual(ranges.op1039OverLand);
  });
});
