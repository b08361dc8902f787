import { describe, expect, it } from 'vitest';
import { supplyBoard, towardSupplyProblem } from '#games/campaign-to-stalingrad/rules/movement/toward-supply';
import { enemyOf, occupancy } from '#games/campaign-to-stalingrad/rules/occupancy';
import { bondsOf } from '#games/campaign-to-stalingrad/rules/zones-of-control';
import { hexsideKey } from '#kernel/hex/hexside';
import { hexId } from '#kernel/ids';
import { tinyWorld } from './support/tiny-world';

/**
 * CtS 16.4: options() asks where an Out Of Supply unit may end for every end of every such
 * unit's moves, and reads General Supply from the whole area found at once (supplyArea);
 * check() traces a line from the one end ordered. Both give the same answer for every hex.
 */
describe('an Out Of Supply move read from the General Supply area (CtS 16.4, 16.5)', () => {
  it('is refused or allowed as with a Line of Supply traced from its end, for every end and both readings', () => {
    const { ctx: plain } = tinyWorld({ units: [] });
    const hexsides: Record<string, string[]> = {};
    for (const h of ['1512', '1612', '1712', '1812', '1412']) hexsides[hexsideKey(hexId(h), plain.map.neighbours(hexId(h))[0]!)] = ['major-river'];
    const { ctx, state } = tinyWorld({
      depots: [{ side: 'axis', hex: '1514' }, { side: 'axis', hex: '2004' }],
      hexsides,
      terrain: { 1613: 'marsh', 1713: 'marsh', 1311: 'forest' },
      units: [
        { id: 'inf', side: 'axis', type: 'infantry', faces: ['6-7-4', '3-4-4'], hex: '1510', outOfSupply: true },
        { id: 'r1', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1612' },
        { id: 'r2', side: 'soviet', type: 'rifle', faces: ['3-4-4', '2-3-4', '1-1-4'], hex: '1416' },
      ],
    });
    const occ = occupancy(ctx, state);
    const bonds = bondsOf(ctx, state, enemyOf('axis'), occ);
    const traced = supplyBoard(ctx, state, occ, 'axis', bonds);
    const area = supplyBoard(ctx, state, occ, 'axis', bonds, { everyHex: true });
    expect(area.area).toBeDefined();
    let allowed = 0;
    let refused = 0;
    for (const reading of ['closer', 'no-farther'] as const) {
      for (const end of ctx.map.hexIds()) {
        const want = towardSupplyProblem(ctx, occ, 'axis', bonds, traced, hexId('1510'), end, reading);
        expect([end, towardSupplyProblem(ctx, occ, 'axis', bonds, area, hexId('1510'), end, reading)]).toEqual([end, want]);
        if (want === null) allowed++;
        else refused++;
      }
    }
    expect(allowed).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });
});
