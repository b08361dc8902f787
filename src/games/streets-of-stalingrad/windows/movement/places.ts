import { hexId, type HexId } from '#kernel/ids';
import type { CityMap, EastBankBox } from '../../data/city-map';
import { isBox } from '../../orders/places';
import type { Place } from '../../movement/move-step';
import { hexFragment } from '../../movement/map-step';
import type { SosPlace, SosState } from '../../state/types';

/** The East Bank boxes of a turn file (2.14) as the city map names them. */
const EAST_BANK: Readonly<Record<string, EastBankBox>> = { 'EB-N': 'north', 'EB-C': 'central', 'EB-S': 'south' };
/** The German off-map boxes of a turn file (2.15, GB-1 to GB-4) as the city map names them. */
const OFF_MAP: Readonly<Record<string, string>> = { 'GB-1': 'box-1', 'GB-2': 'box-2', 'GB-3': 'box-3', 'GB-4': 'box-4' };
const FILE_NAME = (key: string, table: Readonly<Record<string, string>>): string | undefined => Object.keys(table).find((k) => table[k] === key);

/** A place of a turn file that the city map knows: a hex of the map or one of the seven boxes. */
export const knownPlace = (map: CityMap, p: SosPlace): boolean => (isBox(p) ? true : map.hex(hexId(p)) !== undefined);

/** The hexes a box borders (8.43: an East Bank box its full Volga hexes; 21.2: an off-map box its edge hexes). */
export function boxTouches(map: CityMap, box: SosPlace): readonly HexId[] {
  const eb = EAST_BANK[box];
  if (eb) return map.eastBankBoxes[eb].touches;
  const gb = OFF_MAP[box];
  return gb ? (map.offMapBoxes[gb]?.touches ?? []) : [];
}

/** The boxes next to a box (8.42, 8.47), as turn-file names. */
export function adjacentBoxes(map: CityMap, box: SosPlace): string[] {
  const eb = EAST_BANK[box];
  if (eb) return map.eastBankBoxes[eb].adjacent.map((k) => FILE_NAME(k, EAST_BANK)!).filter(Boolean);
  const gb = OFF_MAP[box];
  return gb ? (map.offMapBoxes[gb]?.adjacent ?? []).map((k) => FILE_NAME(k, OFF_MAP)).filter((k): k is string => k !== undefined) : [];
}

/** SoS 8.01, 8.43, 21.2: two places touch (adjacent hexes, a box and a hex it borders, two adjacent boxes of one kind). */
export function touches(map: CityMap, from: SosPlace, to: SosPlace): boolean {
  if (isBox(from) && isBox(to)) return adjacentBoxes(map, from).includes(to);
  if (isBox(from)) return boxTouches(map, from).includes(hexId(to));
  if (isBox(to)) return boxTouches(map, to).includes(hexId(from));
  return map.hex(hexId(from)) !== undefined && map.hex(hexId(to)) !== undefined && map.grid.direction(hexId(from), hexId(to)) !== null;
}

/** Every place a step may enter from `p`: its neighbouring hexes, the boxes it borders, or a box's hexes and adjacent boxes. */
export function placesNext(map: CityMap, p: SosPlace, boxesByHex: ReadonlyMap<string, readonly string[]>): SosPlace[] {
  if (isBox(p)) return [...boxTouches(map, p), ...adjacentBoxes(map, p)];
  return [...map.grid.neighbours(hexId(p)).filter((n) => map.hex(n) !== undefined), ...(boxesByHex.get(p) ?? [])];
}

const BOXES_BY_HEX = new WeakMap<CityMap, Map<string, string[]>>();

/** The boxes each border hex touches, for placesNext (worked out once a map). */
export function boxesByHex(map: CityMap): ReadonlyMap<string, readonly string[]> {
  const known = BOXES_BY_HEX.get(map);
  if (known) return known;
  const out = new Map<string, string[]>();
  BOXES_BY_HEX.set(map, out);
  for (const box of [...Object.keys(EAST_BANK), ...Object.keys(OFF_MAP)]) {
    for (const h of boxTouches(map, box)) out.set(h, [...(out.get(h) ?? []), box]);
  }
  return out;
}

/** A place as a step reads it (movement/move-step.ts): a box, or the hex with its "breakthru" marker (10.7). */
export function stepPlace(map: CityMap, state: SosState, p: SosPlace): Place | null {
  if (isBox(p)) return { box: EAST_BANK[p] ? 'east-bank' : 'off-map' };
  const f = hexFragment(map, hexId(p));
  if (!f) return null;
  return state.markers.breakthru.includes(p) ? { ...f, breakthru: true } : f;
}

/** 21.2: the route from an off-map box onto the map: a road (or the railroad) leading to the box that runs through the hex. */
export function boxRoute(map: CityMap, box: SosPlace, hex: SosPlace): 'road' | 'railroad' | undefined {
  const gb = OFF_MAP[box];
  if (!gb) return undefined;
  const names = map.offMapBoxes[gb]?.roads ?? [];
  const r = map.roads.find((x) => names.includes(x.name) && x.hexes.includes(hexId(hex)));
  return r?.kind;
}

/** SoS 8.61, 8.62: a full Volga River hex, between the West Bank hexes and the East Bank boxes. */
export const isVolgaHex = (map: CityMap, p: SosPlace): boolean => !isBox(p) && map.hex(hexId(p))?.river === 'volga';
