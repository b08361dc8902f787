import { describe, expect, it } from 'vitest';
import { geographyOf } from '#games/kharkov-battles/rules/supply/geography';
import { linesTo, linesToSources, supplyLines } from '#games/kharkov-battles/rules/supply/line';
import type { HexId } from '#kernel/ids';
import type { KbSide } from '#games/kharkov-battles/data/ids';
import { geography, kbMap, queriesOf, type World } from './supply-fixture';

/** The length of `side`'s shortest supply line from `from` to a source, or null (KB 8.1). */
function traceFrom(w: World, from: string, side: KbSide = 'axis'): number | null {
  const q = queriesOf(w);
  return linesToSources(supplyLines(geography(w), q, side), q).lengthFrom(from as HexId);
}

const line = (cols: number, hexsides: Record<string, string[]> = {}, terrain: Record<string, string> = {}) => kbMap(1, cols, { hexsides, terrain });

describe('KB 8.1, 8.11: a supply line', () => {
  it('is a path of any length to a friendly source (8.31): nine hexes along a line of ten', () => {
    expect(traceFrom({ map: line(10), units: { '0110': 'axis' }, sources: { axis: ['0101'] } }, '0110')).toBe(9);
  });

  it('reaches only the side\'s own sources (8.2)', () => {
    expect(traceFrom({ map: line(5), units: { '0105': 'axis' }, sources: { soviet: ['0101'] } }, '0105')).toBeNull();
  });

  it.each([
    ['an enemy-occupied hex (7.41)', { '0103': 'soviet' }, null],
    ['an enemy-controlled empty hex (7.41)', { '0102': 'soviet' }, null],
    ['an enemy-controlled source with no friendly unit in it (7.41)', { '0201': 'soviet' }, null],
    ['an enemy-controlled source a friendly unit occupies (7.42)', { '0201': 'soviet', '0101': 'axis' }, 4],
  ] as const)('may not pass %s', (_what, extra, expected) => {
    // a line of five hexes; row 02 is closed but for 0201, next to the source 0101 only
    const map = kbMap(2, 5, { terrain: { '0202': 'prohibited', '0203': 'prohibited', '0204': 'prohibited', '0205': 'prohibited' } });
    expect(map.adjacent('0201' as HexId).filter((h) => h.startsWith('01'))).toEqual(['0101']);
    expect(traceFrom({ map, units: { '0105': 'axis', ...extra }, sources: { axis: ['0101'] } }, '0105')).toBe(expected);
  });

  it('ends in a source only if it may enter it: a source in an enemy ZOC with no friendly unit is no destination (7.41)', () => {
    expect(traceFrom({ map: line(5), units: { '0105': 'axis', '0102': 'soviet' }, sources: { axis: ['0101'] } }, '0105')).toBeNull();
    expect(traceFrom({ map: line(5), units: { '0104': 'axis', '0102': 'soviet', '0101': 'axis' }, sources: { axis: ['0101'] } }, '0104')).toBeNull(); // 0102 itself blocks
  });

  it('starts from the unit\'s own hex even when that hex is in an enemy ZOC (the unit negates it, 7.42)', () => {
    expect(traceFrom({ map: line(5), units: { '0103': 'axis', '0104': 'soviet' }, sources: { axis: ['0101'] } }, '0103')).toBe(2);
  });

  it.each([
    // [hexside features, traced from 0102 (adjacent to the river), traced from 0103 (one hex away)]
    ['an unbridged Major River: only as the first hexside crossed', ['major-river'], 1, null],
    ['a Major River with a road bridge', ['major-river', 'road', 'road-bridge'], 1, 2],
    ['a Major River with a rail bridge', ['major-river', 'railroad', 'rail-bridge'], 1, 2],
    ['an unbridged Dnepr: never, not even first', ['dnepr-river'], null, null],
    ['a Dnepr with a road bridge', ['dnepr-river', 'road', 'road-bridge'], 1, 2],
    ['an impassable hexside: never', ['impassable'], null, null],
    ['a Minor River: freely', ['minor-river'], 1, 2],
  ])('crosses %s (8.11)', (_what, features, fromAdjacent, fromBeyond) => {
    const map = line(3, { '0101|0102': features });
    expect(traceFrom({ map, units: { '0102': 'axis' }, sources: { axis: ['0101'] } }, '0102')).toBe(fromAdjacent);
    expect(traceFrom({ map, units: { '0103': 'axis' }, sources: { axis: ['0101'] } }, '0103')).toBe(fromBeyond);
  });

  it('crosses an unbridged Dnepr or Major River by a Pontoon bridge (8.11, 18.21)', () => {
    for (const river of ['dnepr-river', 'major-river']) {
      const map = line(3, { '0101|0102': [river] });
      expect(traceFrom({ map, units: { '0103': 'soviet' }, sources: { soviet: ['0101'] }, pontoons: ['0101|0102'] }, '0103', 'soviet')).toBe(2);
    }
  });

  it('after a first-hexside Major River crossing, crosses no other unbridged one (8.11)', () => {
    const map = line(4, { '0103|0104': ['major-river'], '0101|0102': ['major-river'] });
    expect(traceFrom({ map, units: { '0104': 'axis' }, sources: { axis: ['0101'] } }, '0104')).toBeNull();
    expect(traceFrom({ map, units: { '0104': 'axis' }, sources: { axis: ['0102'] } }, '0104')).toBe(2);
  });

  it('never enters a prohibited hex (8.11) nor one out of play (20.3)', () => {
    expect(traceFrom({ map: line(3, {}, { '0102': 'prohibited' }), units: { '0103': 'axis' }, sources: { axis: ['0101'] } }, '0103')).toBeNull();
    const w: World = { map: line(3), units: { '0103': 'axis' }, sources: { axis: ['0101'] } };
    const q = queriesOf(w);
    const geo = geographyOf(w.map, { inPlay: (h) => h !== '0102' });
    expect(linesToSources(supplyLines(geo, q, 'axis'), q).lengthFrom('0103' as HexId)).toBeNull();
  });

  it('takes the shortest way round: a blocked straight line leaves the longer one (8.1)', () => {
    // two rows: 0101..0105 and 0201..0205; the enemy sits in 0103, the line goes round by row 02
    const w: World = { map: kbMap(3, 5), units: { '0105': 'axis', '0103': 'soviet' }, sources: { axis: ['0101'] } };
    const open = traceFrom({ ...w, units: { '0105': 'axis' } }, '0105');
    expect(open).toBe(4);
    const round = traceFrom(w, '0105');
    expect(round).not.toBeNull();
    expect(round!).toBeGreaterThan(4);
  });

  it('counts a limited line as the rules count hexes (9.31): the destination counts, the start does not', () => {
    const w: World = { map: line(6, { '0105|0106': ['major-river'] }), units: {}, sources: {} };
    const lines = supplyLines(geography(w), queriesOf(w), 'axis');
    const three = linesTo(lines, ['0102' as HexId], 3);
    expect(['0102', '0103', '0104', '0105', '0106'].map((h) => three.lengthFrom(h as HexId))).toEqual([0, 1, 2, 3, null]);
    const four = linesTo(lines, ['0102' as HexId], 4);
    expect(four.lengthFrom('0106' as HexId)).toBe(4); // the river is 0106's first hexside
  });
});
