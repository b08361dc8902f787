import { describe, expect, it } from 'vitest';
import { hexId } from '#kernel/ids';
import { createContext } from '#games/drive-on-stalingrad/data/context';
import { enterCost } from '#games/drive-on-stalingrad/rules/terrain-costs';
import type { MoveClass } from '#games/drive-on-stalingrad/state/units';
import { tinyBundle } from '../support/tiny-bundle';

// 2625 is the start; each neighbour has one terrain or hexside to price.
const ctx = createContext(
  tinyBundle({
    hexes: {
      '2625': 'clear',
      '2624': 'forest',
      '2725': 'hills',
      '2726': 'mountain',
      '2626': { terrain: 'clear', features: ['city', 'fort'] },
      '2526': 'marsh',
      '2525': 'desert-steppe',
      '2627': 'lake',
    },
    hexsides: { '2625|2626': ['river', 'o-ring'] },
    units: {},
    position: {},
  }),
);
const from = hexId('2625');
const cost = (cls: MoveClass, to: string, side: 'german' | 'soviet' = 'german') => {
  const v = enterCost(ctx, cls, side, from, hexId(to));
  return 'cost' in v ? v.cost : `${v.code} (${v.rule})`;
};

describe('terrain costs, DoS 9.10-9.21 (normal weather)', () => {
  it.each([
    ['forest 9.11', '2624', 2, 1, 1],
    ['hills 9.12', '2725', 4, 2, 1],
    ['mountain 9.13', '2726', 'mech-mountain (DoS 9.13)', 4, 2],
    ['marsh 9.14 (mech cost from the chart, E16)', '2526', 2, 2, 2],
    ['desert steppe 9.15', '2525', 1, 1, 1],
    ['city: clear base, a river +2/+1, O-Ring and fort cost nothing (9.10, 9.16, 9.20, 9.21)', '2626', 3, 2, 2],
  ])('%s: mech %s, non-mech %s, mountain infantry %s', (_n, to, mech, nonMech, mountainInf) => {
    expect([cost('mech', to), cost('nonMech', to), cost('mountain', to)]).toEqual([mech, nonMech, mountainInf]);
  });

  it('no ground movement into lake, reservoir or sea hexes (9.19)', () => {
    expect(cost('nonMech', '2627')).toBe('water (DoS 9.19)');
  });

  it.each([
    ['blocked', 'german', 'blocked-hexside (DoS 9.13)'],
    ['blocked', 'soviet', 'blocked-hexside (DoS 9.13)'],
    ['volga', 'german', 'volga (DoS 9.16)'],
    ['volga', 'soviet', 1],
    ['lake', 'soviet', 'water-hexside (DoS 9.19)'],
    ['sea', 'german', 'water-hexside (DoS 9.19)'],
  ] as const)('hexside %s for the %s side: %s', (feature, side, want) => {
    const c = createContext(tinyBundle({ hexes: { '2625': 'clear', '2624': 'clear' }, hexsides: { '2624|2625': [feature] }, units: {}, position: {} }));
    const v = enterCost(c, 'nonMech', side, hexId('2625'), hexId('2624'));
    expect('cost' in v ? v.cost : `${v.code} (${v.rule})`).toBe(want);
  });
});
