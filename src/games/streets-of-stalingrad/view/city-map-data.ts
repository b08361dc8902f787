import type { HexData, MapData } from '#kernel/map/types';
import type { CityHex, CityMap } from '../data/city-map';
import type { TecTerrain } from '../data/tec';

/**
 * The terrain a hex is coloured by on the map reports, the first of its terrains in this
 * order: the river, then the built-up and wooded terrain that hides units (7.2), then the
 * balkas, cliffs and walls, then the relief; roads and railroads are drawn as lines.
 */
const COLOUR_ORDER: readonly TecTerrain[] = ['volga', 'industrial', 'city', 'strong-point', 'suburb', 'forest', 'cemetery', 'balka', 'cliff', 'tartar-wall', 'hill-top', 'slope', 'clear'];

const colourOf = (h: CityHex): string => COLOUR_ORDER.find((t) => h.terrain.includes(t)) ?? 'clear';

/**
 * The city map as the reports and the game page draw it (Ruleset.map): every hex coloured by
 * its terrain, its name and a VP star on the victory hexes (3.4); the hexside features of the
 * compiled map (the Volga bank, balkas, the Tartar Wall, the railroad cut, the embankment) and
 * the roads and railroads from hex to hex (8.14). The hex ids are the four printed digits, so
 * they are the labels. Reconstructed, as the city map is (docs/streets-of-stalingrad.md).
 */
export function cityMapData(map: CityMap): MapData {
  const hexes: Record<string, HexData> = {};
  for (const h of map.hexes) {
    hexes[h.id] = { terrain: colourOf(h), ...(h.name ? { name: h.name } : {}), ...(h.vp > 0 ? { features: ['vp'] } : {}) };
  }
  const hexsides: Record<string, string[]> = {};
  for (const [k, side] of Object.entries(map.hexsides)) hexsides[k] = [...side.features];
  for (const [k, kinds] of Object.entries(map.routes)) hexsides[k] = [...(hexsides[k] ?? []), ...kinds];
  return {
    provenance: 'reconstructed',
    note: 'Streets of Stalingrad city map, reconstructed: scenarios/streets-of-stalingrad/map/city.yaml (the printed map is not in the rulebook text)',
    grid: map.grid.spec,
    hexes,
    hexsides,
    aliases: {},
  };
}
