import { describe, expect, it } from 'vitest';
import { SosLosMapSchema } from '#games/streets-of-stalingrad/data/los-map';
import { createGrid } from '#kernel/hex/grid';
import { h, los, losMap, losTerrain, rawLosMap } from './los-fixture';

/** SoS 9.37 on the reconstructed example map, and in its source. */
const terrain = losTerrain();
const grid = createGrid(losMap().grid);

describe('SoS 9.37 and the 9.40 Tartar Wall example', () => {
  it('every neighbour of Tartar Wall hex 2638 sees it, for fire and for spotting: the line is judged between hexes, and "a vehicle (mounted) unit in Tartar Wall hex 2638 ... can be fired at from only one side of the Wall" is a unit\'s declared side (decision #22 wallSide, read after the line: wall-side.test.ts), not the judge\'s', () => {
    const around = [0, 1, 2, 3, 4, 5].map((d) => grid.step(h('2638'), d)!);
    expect(around).toHaveLength(6);
    for (const n of around) {
      expect(los(terrain, n, '2638', 'fire').reason, n).toEqual({ why: 'adjacent', rule: 'SoS 9.37' });
      expect(los(terrain, '2638', n, 'spot').clear, n).toBe(true);
    }
  });

  it('the map source refuses an override between adjacent hexes even when scoped to an OP spotter', () => {
    const m = structuredClone(rawLosMap()) as { overrides: unknown[] };
    m.overrides.push({ between: ['1039', '1139'], los: 'clear', only: { purpose: 'spot', viewer: 'op' }, note: 'x' });
    const r = SosLosMapSchema.safeParse(m);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual(
      ['overrides.3.between', 'adjacent hexes 1039 and 1139 always see each other (SoS 9.37): an override between them is never read']);
  });
});
