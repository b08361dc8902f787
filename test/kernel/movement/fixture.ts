import type { MapData } from '#kernel/map/types';

/**
 * Three rows of a DoS-numbered map (rows grow south, the second pair grows west):
 *
 *   row 01:  0105 clear  0104 clear     0103 forest  0102 clear  0101 clear
 *   row 02:     0205 marsh  0204 mountain  0203 clear  0202 hills  0201 clear
 *   row 03:  0305 clear  0304 hills     0303 clear   0302 clear  0301 clear
 *
 * A river runs between 0102 and 0202; the side 0203|0303 is a blocked mountain hexside.
 */
export const SMALL_MAP: MapData = {
  provenance: 'reconstructed',
  note: 'test fixture',
  grid: {
    first: 'row', staggered: 'first', shifted: 'even',
    firstRange: [1, 3], secondRange: [1, 5], firstIncreases: 'south', secondIncreases: 'west',
  },
  hexes: {
    '0101': { terrain: 'clear' }, '0102': { terrain: 'clear' }, '0103': { terrain: 'forest' },
    '0104': { terrain: 'clear' }, '0105': { terrain: 'clear' },
    '0201': { terrain: 'clear' }, '0202': { terrain: 'hills' }, '0203': { terrain: 'clear' },
    '0204': { terrain: 'mountain' }, '0205': { terrain: 'marsh' },
    '0301': { terrain: 'clear' }, '0302': { terrain: 'clear' }, '0303': { terrain: 'clear' },
    '0304': { terrain: 'hills' }, '0305': { terrain: 'clear' },
  },
  hexsides: { '0102|0202': ['river'], '0203|0303': ['blocked'] },
  aliases: {},
};
