import fc from 'fast-check';
import type { KbSide } from '#games/kharkov-battles/data/ids';
import type { HexId } from '#kernel/ids';
import { kbMap, type World } from './supply-fixture';

export const ROWS = 4;
export const COLS = 6;
const BASE = kbMap(ROWS, COLS);
export const ALL: readonly string[] = BASE.hexIds();
const SIDE_FEATURES = [[], [], [], ['road'], ['road'], ['major-river'], ['major-river', 'road', 'road-bridge'], ['dnepr-river'], ['impassable']] as const;

/**
 * A random 4x6 map: river, road and impassable sides, prohibited hexes, units of both sides,
 * Axis sources; `base` sides and `sources` are always there (random sides may overwrite them).
 */
export const worldsWith = (base: Record<string, string[]> = {}, always: string[] = []) => fc
  .record({
    sides: fc.array(fc.tuple(fc.nat(ROWS * COLS - 1), fc.nat(5), fc.nat(SIDE_FEATURES.length - 1)), { maxLength: 14 }),
    prohibited: fc.uniqueArray(fc.nat(ROWS * COLS - 1), { maxLength: 3 }),
    units: fc.array(fc.tuple(fc.nat(ROWS * COLS - 1), fc.constantFrom<KbSide>('axis', 'soviet')), { maxLength: 6 }),
    sources: fc.uniqueArray(fc.nat(ROWS * COLS - 1), { minLength: 1, maxLength: 2 }),
  })
  .map(({ sides, prohibited, units, sources }): World => {
    const all = ALL;
    const hexsides: Record<string, string[]> = { ...base };
    for (const [h, dir, f] of sides) {
      const a = all[h]!;
      const around = BASE.adjacent(a as HexId);
      const b = around[dir % around.length];
      if (b) hexsides[`${a}|${b}`] = [...SIDE_FEATURES[f]!];
    }
    const terrain = Object.fromEntries(prohibited.map((i) => [all[i]!, 'prohibited']));
    const occupants: World['units'] = {};
    for (const [i, side] of units) if (!terrain[all[i]!]) occupants[all[i]!] = side;
    return { map: kbMap(ROWS, COLS, { hexsides, terrain }), units: occupants, sources: { axis: [...new Set([...always, ...sources.map((i) => all[i]!)])] } };
  });

export const worlds = worldsWith();

/** Row 01 a road from 0101, an Axis source, to 0106. */
export const roadedWorlds = worldsWith(Object.fromEntries([1, 2, 3, 4, 5].map((c) => [`010${c}|010${c + 1}`, ['road']])), ['0101']);

