import { describe, expect, it } from 'vitest';
import { createMap } from '#kernel/map/game-map';
import { grid, h, hex, isWater, map } from './bundle-fixture';

/**
 * Every hex number the rulebook text cites (digest 7.3), in one table: the hex exists, is
 * land, lies on the sheet 1.4 gives its row, and holds the place the text names there.
 */
const CITED: [id: string, place: string | null, rules: string][] = [
  ['0233', 'Kursk', '4.6, 7.3'],
  ['1134', 'Kharkhov', '4.6, 7.3'],
  ['2134', 'Lozovaya', '4.6, 7.3'],
  ['2230', 'Stalino', '4.6'],
  ['2725', 'Rostov', '7.4, 7.12, 8.5'],
  ['2618', 'Tsimlyanskiy', '7.12'],
  ['3301', 'Astrakhan', '7.9, 7.10, 7.11, 8.3'],
  ['3201', null, '7.9 (the Volga ends at 3201/3301/3302)'],
  ['3302', null, '7.9'],
  ['3401', null, '7.8 (Astrakhan "in 3401": a real south-map hex)'],
  ['5112', 'Ordzhonikidze', '7.10'],
  ['5102', 'Makhach-Kala', '7.10'],
  ['3933', 'Novorossisk', '7.10'],
  ['4329', 'Tuapse', '7.10'],
  ['4626', 'Sochi', '7.10'],
  ['1215', null, '8.4 (5th Reserve Army)'],
  ['0917', null, '8.4 (6th Reserve Army)'],
  ['2112', null, '8.4 (7th Reserve Army)'],
  ['0606', null, '8.4 (8th Reserve Army)'],
  ['2319', null, '8.4 (the example enemy unit)'],
  ['3217', null, '9.32 (Manych flood control)'],
  ['3317', null, '9.32'],
  ['2821', null, '9.32 (end of the flooded course)'],
  ['2822', null, '9.32'],
  ['1233', null, '7.3, 7.4 (printed for Taman; a north-map hex, see the map note)'],
];

describe('every hex number the rulebook cites', () => {
  it.each(CITED)('%s (%s; %s) is a land hex on the sheet its row gives (1.4)', (id, place) => {
    expect(isWater(id)).toBe(false);
    expect(hex(id).section).toBe(Number(id.slice(0, 2)) <= 33 ? 'north' : 'south');
    if (place) expect(hex(id).name).toBe(place);
  });

  it('resolves the N/S-prefixed numbers to the same places (7.13, 8.2, 12.1)', () => {
    const m = createMap(map);
    expect(['N3635', 'N3140', 'N2044', 'S1343'].map((a) => m.resolve(a))).toEqual(['2725', '2230', '1134', '3634']);
    expect(hex('3634').name).toBe('Taman');
  });

  it('keeps the distances the text counts (7.12, 8.4) and the corner where the Volga ends (7.9)', () => {
    expect(grid.distance(h('2725'), h('2618'))).toBe(7);
    expect(grid.distance(h('2319'), h('2112'))).toBe(8);
    for (const [a, b] of [['3201', '3301'], ['3201', '3302'], ['3301', '3302']] as const) expect(grid.distance(h(a), h(b))).toBe(1);
  });
});
