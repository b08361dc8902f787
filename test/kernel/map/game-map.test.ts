import { describe, expect, it } from 'vitest';
import { hexId, type HexId } from '#kernel/ids';
import { createMap } from '#kernel/map/game-map';
import { MapDataSchema } from '#kernel/map/schema';
import type { MapData } from '#kernel/map/types';

const h = (s: string): HexId => hexId(s);

/** A corner of a DoS-numbered map: rows 01-03, second pair 01-04 from the east; 0304 lies in the grid but not on the map. */
const raw: unknown = {
  provenance: 'reconstructed',
  note: 'test fixture',
  grid: {
    first: 'row', staggered: 'first', shifted: 'even',
    firstRange: [1, 3], secondRange: [1, 4], firstIncreases: 'south', secondIncreases: 'west',
  },
  hexes: {
    '0101': { terrain: 'clear' },
    '0102': { terrain: 'clear', name: 'Rostov', features: ['city', 'vp'] },
    '0103': { terrain: 'hills' },
    '0104': { terrain: 'forest' },
    '0201': { terrain: 'clear', features: ['town'] },
    '0202': { terrain: 'marsh' },
    '0203': { terrain: 'clear' },
    '0204': { terrain: 'clear' },
    '0301': { terrain: 'clear' },
    '0302': { terrain: 'clear' },
    '0303': { terrain: 'mountain' },
  },
  hexsides: { '0102|0103': ['river'], '0202|0203': ['river', 'o-ring'] },
  aliases: { N1012: '0102', S9999: '0404' },
};

const data: MapData = MapDataSchema.parse(raw);
const map = createMap(data);

describe('a game map over its grid', () => {
  it('knows which hexes exist, and lists them sorted', () => {
    expect(map.has(h('0102'))).toBe(true);
    expect(map.has(h('0304'))).toBe(false); // inside the grid's ranges, but not on the map
    expect(map.has(h('9999'))).toBe(false);
    expect(map.hexIds()).toEqual(['0101', '0102', '0103', '0104', '0201', '0202', '0203', '0204', '0301', '0302', '0303']);
    expect(map.hex(h('0102'))?.name).toBe('Rostov');
    expect(map.hex(h('0304'))).toBeUndefined();
  });

  it.each<[string, string | null, string]>([
    ['0102', '0102', 'a canonical id'],
    [' 0102 ', '0102', 'surrounding blanks ignored'],
    ['N1012', '0102', 'a printed alias'],
    ['n1012', '0102', 'an alias in lower case'],
    ['S9999', null, 'an alias whose hex is not on the map'],
    ['0304', null, 'a grid label with no hex'],
    ['Rostov', null, 'a name is not an id'],
  ])('resolve(%j) = %j (%s)', (label, expected) => {
    expect(map.resolve(label)).toBe(expected);
  });

  it('neighbours are the on-map ones, in direction order', () => {
    // 0203 (even row): E 0202, SE 0303, SW 0304 (missing), W 0204, NW 0104, NE 0103.
    expect(map.neighbours(h('0203'))).toEqual(['0202', '0303', '0204', '0104', '0103']);
    expect(map.grid.neighbours(h('0203'))).toContain('0304');
    expect(map.neighbours(h('0304'))).toEqual(['0303', '0204', '0203']);
    expect(map.neighbours(h('junk'))).toEqual([]);
  });

  it('reads hexside features from either side, [] when plain', () => {
    expect(map.hexside(h('0103'), h('0102'))).toEqual(['river']);
    expect(map.hexside(h('0202'), h('0203'))).toEqual(['river', 'o-ring']);
    expect(map.hexside(h('0101'), h('0102'))).toEqual([]);
  });

  it('answers feature questions per hex', () => {
    expect(map.hasFeature(h('0102'), 'city')).toBe(true);
    expect(map.hasFeature(h('0102'), 'town')).toBe(false);
    expect(map.hasFeature(h('0201'), 'town')).toBe(true);
    expect(map.hasFeature(h('0101'), 'town')).toBe(false);
  });

  it('hands out copies: callers cannot corrupt it', () => {
    map.neighbours(h('0203')).pop();
    map.hexside(h('0103'), h('0102')).pop();
    map.hexIds().pop();
    expect(map.neighbours(h('0203'))).toHaveLength(5);
    expect(map.hexside(h('0103'), h('0102'))).toEqual(['river']);
    expect(map.hexIds()).toHaveLength(11);
  });
});
