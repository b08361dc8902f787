import { describe, expect, it } from 'vitest';
import { printedSources, thirdKharkovInPlay, thirdKharkovSources } from '#games/kharkov-battles/rules/supply/sources';
import type { HexId } from '#kernel/ids';
import { createMap } from '#kernel/map/game-map';
import type { MapData } from '#kernel/map/types';

/** A KB-numbered map, rows 27-50 and columns 01-25, with two printed sources. */
function kb(): ReturnType<typeof createMap> {
  const hexes: MapData['hexes'] = {};
  for (let r = 27; r <= 50; r++) for (let c = 1; c <= 25; c++) hexes[`${r}${String(c).padStart(2, '0')}`] = { terrain: 'clear' };
  hexes['3505'] = { terrain: 'clear', features: ['supply-axis'] };
  hexes['2805'] = { terrain: 'clear', features: ['supply-axis'] };
  hexes['4010'] = { terrain: 'clear', features: ['supply-soviet'] };
  return createMap({
    provenance: 'reconstructed', note: 'test map', hexes, hexsides: {}, aliases: {},
    grid: { first: 'row', staggered: 'first', shifted: 'odd', firstRange: [27, 50], secondRange: [1, 25], firstIncreases: 'north', secondIncreases: 'east' },
  });
}

describe('KB 8.2, 20.1-20.3: supply sources', () => {
  it('Operation Star and Second Kharkov: the sources printed on the map', () => {
    expect(printedSources(kb(), 'axis')).toEqual(['2805', '3505']);
    expect(printedSources(kb(), 'soviet')).toEqual(['4010']);
  });

  it('Third Kharkov: rows 30 to 48 are in play (20.3)', () => {
    expect(['2925', '3001', '4825', '4901'].map((h) => thirdKharkovInPlay(h as HexId))).toEqual([false, true, true, false]);
  });

  it('Third Kharkov, Axis: printed sources in play and the southern edge KB3001-KB3019 inclusive (20.3)', () => {
    const { axis } = thirdKharkovSources(kb());
    expect(axis).toContain('3505');
    expect(axis).not.toContain('2805'); // out of play
    expect(axis.filter((h) => h.startsWith('30'))).toEqual(Array.from({ length: 19 }, (_, i) => `30${String(i + 1).padStart(2, '0')}`));
  });

  it('Third Kharkov, Soviet: the northern edge from KB4820, the eastern edge, the southern edge to KB3022, inclusive (20.3)', () => {
    const { soviet } = thirdKharkovSources(kb());
    const has = (h: string) => soviet.includes(h as HexId);
    expect(['4820', '4825', '4025', '3025', '3022', '4010'].every(has)).toBe(true);
    expect(['4819', '3021', '4024', '3019'].some(has)).toBe(false);
    expect(soviet.length).toBe(6 + 19 + 4 - 2 + 1); // north 4820-4825, east 3025-4825, south 3022-3025, corners counted once, plus the printed 4010
  });
});
