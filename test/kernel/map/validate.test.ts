import { describe, expect, it } from 'vitest';
import { hexId } from '#kernel/ids';
import type { MapData } from '#kernel/map/types';
import { validateMap } from '#kernel/map/validate';

const base = (): MapData => ({
  provenance: 'reconstructed',
  note: 'test fixture',
  grid: {
    first: 'row', staggered: 'first', shifted: 'even',
    firstRange: [1, 3], secondRange: [1, 4], firstIncreases: 'south', secondIncreases: 'west',
  },
  hexes: { '0101': { terrain: 'clear' }, '0102': { terrain: 'clear' }, '0201': { terrain: 'clear' } },
  hexsides: { '0101|0102': ['river'], '0101|0201': ['river'] },
  aliases: { N1011: hexId('0101') },
});

describe('map data consistency', () => {
  it('a consistent map has no problems', () => {
    expect(validateMap(base())).toEqual([]);
  });

  it.each<[string, (m: MapData) => void, string, string]>([
    ['a hex id outside the grid', (m) => { m.hexes['0501'] = { terrain: 'clear' }; }, 'bad-hex-id', '0501'],
    ['an unsorted hexside key', (m) => { m.hexsides['0102|0101'] = ['river']; }, 'bad-hexside-key', '0102|0101'],
    ['a hexside between distant hexes', (m) => { m.hexsides['0101|0104'] = ['river']; }, 'hexside-not-adjacent', '0101|0104'],
    ['a hexside touching no map hex', (m) => { m.hexsides['0303|0304'] = ['river']; }, 'hexside-off-map', '0303|0304'],
    ['an alias to a missing hex', (m) => { m.aliases['N9'] = hexId('0303'); }, 'bad-alias', 'N9'],
  ])('reports %s', (_why, spoil, code, where) => {
    const m = base();
    spoil(m);
    expect(validateMap(m)).toEqual([expect.objectContaining({ code, where })]);
  });
});
