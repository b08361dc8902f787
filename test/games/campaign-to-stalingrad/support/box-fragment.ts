import type { CaucasusDisplay } from '#games/campaign-to-stalingrad/data/caucasus-display';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { TinySpec, TinyUnit } from './tiny-world';

/**
 * CtS 33.0 the Off Map Boxes on a fragment whose scenario plays Sections II and III. Its grid
 * (rows 10-20, columns 01-20) stands for both maps: column 20 is the west edge (the Axis box),
 * row 10 columns 02-10 the north edge east of 1045 (the Soviet box), column 01 the east edge
 * (rows 10-15 the north map: Trans-Volga; 16-20 the south map: Astrakhan), row 20 the south
 * edge (the Caucasus: every hex for the Soviet, 2008-2012 for the Axis, as 4737-4728 on the
 * printed south map).
 */
export const SECTION_III = { sections: [2, 3] } as TinySpec['scenario'];
/** The hexes of `row` from column `from` to `to`. */
export const range = (row: number, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${row}${String(from + i).padStart(2, '0')}`);
/** The hexes of column `col` from row `from` to `to`. */
export const column = (col: number, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${from + i}${String(col).padStart(2, '0')}`);
export const boxes = [
  { box: 'axis', side: 'axis' as const, hexes: column(20, 10, 20) },
  { box: 'soviet', side: 'soviet' as const, hexes: range(10, 2, 10) },
  { box: 'trans-volga', side: 'soviet' as const, hexes: column(1, 10, 15) },
  { box: 'astrakhan', side: 'soviet' as const, hexes: column(1, 16, 20) },
  { box: 'caucasus', side: 'soviet' as const, hexes: range(20, 2, 19) },
  { box: 'caucasus', side: 'axis' as const, hexes: range(20, 8, 12) },
];
export const edges = { axis: [...column(20, 10, 20), ...range(10, 11, 19)], soviet: [...column(1, 10, 20), ...range(10, 2, 10), ...range(20, 2, 19)] };
/** A two-step infantry division of `side`. */
export const inf = (id: string, side: CtsSide, hex: string, extra: Partial<TinyUnit> = {}): TinyUnit => ({ id, side, type: side === 'axis' ? 'infantry' : 'rifle', faces: ['6-7-4', '3-4-4'], hex, ...extra });

/**
 * CtS 34.3 a Caucasus Campaign Display on the fragment's south edge (row 20, every hex
 * 2002-2019 as 4741-4701), a stand-in for the printed one with the same shape: Kuban Steppes
 * 2008-2012 (as 4737-4728), Krasnodar 2007-2013, Maykop 2006-2014 (as 4741-4725), Pyatigorsk
 * and Mozdok on to the west edge.
 */
export const display: CaucasusDisplay = {
  provenance: 'reconstructed',
  note: 'test fragment',
  terrain: { '*': -1, '**': -2 },
  southEdge: range(20, 2, 19),
  caucasus: [
    { id: 'kuban-steppes', name: 'Kuban Steppes', vp: 0, axisHexes: range(20, 8, 12) },
    { id: 'krasnodar', name: 'Krasnodar', vp: 1, axisHexes: range(20, 7, 13) },
    { id: 'maykop', name: 'Maykop', vp: 1, terrain: '*', axisHexes: range(20, 6, 14) },
    { id: 'pyatigorsk', name: 'Pyatigorsk', vp: 0, terrain: '*', axisHexes: range(20, 5, 19) },
    { id: 'mozdok', name: 'Mozdok', vp: 1, axisHexes: range(20, 4, 19) },
  ],
  blackSeaCoast: [
    { id: 'taman-peninsula', name: 'Taman Peninsula', vp: 0 },
    { id: 'krymskaya', name: 'Krymskaya', vp: 0, terrain: '*' },
  ],
};
