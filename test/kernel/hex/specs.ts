import type { GridSpec } from '#kernel/map/types';

/** Drive on Stalingrad (digest §7.2): rows 01-51 north to south, second pair from the east edge. */
export const DOS: GridSpec = {
  first: 'row',
  staggered: 'first',
  shifted: 'even',
  firstRange: [1, 51],
  secondRange: [1, 34],
  firstIncreases: 'south',
  secondIncreases: 'west',
};

/** A flat-topped CCRR map, columns left to right, rows top to bottom, odd columns drawn lower. */
export const CCRR_ODD_Q: GridSpec = {
  first: 'column',
  staggered: 'first',
  shifted: 'odd',
  firstRange: [1, 20],
  secondRange: [1, 15],
  firstIncreases: 'east',
  secondIncreases: 'south',
};

/** The same numbering with even columns drawn lower. */
export const CCRR_EVEN_Q: GridSpec = { ...CCRR_ODD_Q, shifted: 'even' };

/** CCRR labels on pointy-topped rows: rows (second pair) are the staggered lines, even rows shifted east. */
export const CCRR_EVEN_R: GridSpec = { ...CCRR_ODD_Q, staggered: 'second', shifted: 'even' };
