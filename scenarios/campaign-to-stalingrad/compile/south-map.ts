import { z } from 'zod';
import { createGrid } from '../../../src/kernel/hex/grid';
import { hexsideKey } from '../../../src/kernel/hex/hexside';
import { hexId } from '../../../src/kernel/ids';
import type { UnitSpec } from '../../../src/games/campaign-to-stalingrad/data/schema';
import type { MapData } from '../../../src/kernel/map/types';

/** fall-blau.yaml `kubanGarrison` (35.6): the hex the garrison stands around, as printed ("S4336"), and how far. */
export const KubanSourceSchema = z.object({ provenance: z.string(), note: z.string(), around: z.string(), radius: z.number().int(), count: z.number().int() });

const SOUTH = 'south';
const onSouthMap = (map: MapData, h: string): boolean => map.hexes[h]?.section === SOUTH;

/**
 * CtS 35.6 Kuban Garrison: the Soviet units set up within `radius` hexes of the printed
 * hex (exactly `count` of them, or the data is wrong), and the south-map hexes whose
 * entry releases them: those adjacent to Rostov or to a Don River/Marsh hex (a hex on a
 * Don hexside, or a Marsh hex, of the south map).
 */
export function compileKuban(
  src: z.infer<typeof KubanSourceSchema>,
  setup: readonly { unit: string; hex: string }[],
  units: readonly UnitSpec[],
  map: MapData,
  donHexes: readonly string[],
): { units: string[]; releaseHexes: string[] } {
  const grid = createGrid(map.grid);
  const centre = map.aliases[src.around] ?? src.around;
  if (!map.hexes[centre]) throw new Error(`kubanGarrison: ${src.around} is not on the map`);
  const soviet = new Set(units.filter((u) => u.side === 'soviet').map((u) => u.id));
  const garrison = setup.filter((p) => soviet.has(p.unit) && grid.distance(hexId(centre), hexId(p.hex)) <= src.radius).map((p) => p.unit);
  if (garrison.length !== src.count) throw new Error(`kubanGarrison: ${garrison.length} Soviet units within ${src.radius} hexes of ${src.around}, not ${src.count}`);
  const don = new Set(donHexes.filter((h) => onSouthMap(map, h)));
  const trigger = (h: string): boolean => onSouthMap(map, h) && (map.hexes[h]!.name === 'Rostov' || don.has(h) || map.hexes[h]!.terrain === 'marsh');
  const releaseHexes = Object.keys(map.hexes)
    .filter((h) => onSouthMap(map, h) && grid.neighbours(hexId(h)).some((n) => map.hexes[n] && trigger(n)))
    .sort();
  return { units: garrison.sort(), releaseHexes };
}

/** CtS 35.8 D: the south map's south-edge hexes on a road (the last row of the grid). */
export function southExitHexes(map: MapData): string[] {
  const grid = createGrid(map.grid);
  const lastRow = map.grid.firstRange[1];
  return Object.keys(map.hexes)
    .filter((h) => onSouthMap(map, h) && Number(h.slice(0, 2)) === lastRow)
    .filter((h) => grid.neighbours(hexId(h)).some((n) => (map.hexsides[hexsideKey(hexId(h), n)] ?? []).includes('road')))
    .sort();
}
