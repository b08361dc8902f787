import bundle from '../../../scenarios/drive-on-stalingrad/dist/drive-on-stalingrad.json';
import { createGrid } from '#kernel/hex/grid';
import { hexId } from '#kernel/ids';
import type { GridSpec } from '#kernel/map/types';

/** A counter as the published data bundle prints it (the fields the fuzzer reads). */
export interface CounterData {
  id: string;
  nationality: string;
  type: string;
  mobility: string;
  steps: number;
  untried?: boolean;
  full: { attack: number | string; defense: number | string; movement: number };
  reduced?: { attack: number | string; defense: number | string; movement: number } | null;
}

interface HexData {
  terrain: string;
  features?: string[];
}

/**
 * Drive on Stalingrad's published data bundle as the fuzzer reads it: counters, map hexes
 * and their features, the grid's neighbours, the combat results table. Data only; no rule
 * of the title is taken from its code.
 */
const hexes = bundle.map.hexes as Record<string, HexData>;
const grid = createGrid(bundle.map.grid as GridSpec);

export const counters: ReadonlyMap<string, CounterData> = new Map((bundle.units as CounterData[]).map((u) => [u.id, u]));

export const counterOf = (id: string): CounterData => {
  const c = counters.get(id);
  if (!c) throw new Error(`no counter ${id} in the Drive on Stalingrad bundle`);
  return c;
};

export const isMapHex = (hex: string): boolean => hex in hexes;

/** Neighbours of a hex that are on the map. */
export const mapNeighbours = (hex: string): string[] => grid.neighbours(hexId(hex)).filter((h) => h in hexes);

/** Hexes with a feature, e.g. "town", "city", "port". */
export const hexesWith = (feature: string): string[] =>
  Object.keys(hexes)
    .filter((h) => hexes[h]!.features?.includes(feature))
    .sort();

export const towns: readonly string[] = [...hexesWith('town'), ...hexesWith('city')].sort();

/** Every result the combat results table can give, cells and beyond-the-table results alike. */
export const crtResults: readonly string[] = (() => {
  const crt = bundle.tables.crt as { results: Record<string, string[]>; aboveTop: string; belowBottom: string };
  return [...new Set([...Object.values(crt.results).flat(), crt.aboveTop, crt.belowBottom])].sort();
})();

/** Hex distance on the map's grid. */
export const hexDistance = (a: string, b: string): number => grid.distance(hexId(a), hexId(b));

interface ScenarioData {
  id: string;
  vpHexes?: string[];
  suddenDeath?: string[];
  victory?: { scorer: string; hexes: { hex: string }[] };
}

/**
 * The hexes each side plays to take in a scenario, from its victory data: the scorer's VP
 * hexes (Operation Blue: the German's `vpHexes`, 4.2; Operation Uranus: the Soviet's
 * `victory.hexes`, U-12) and the sudden-death hexes, which the Soviet takes in both (4.6, U-13).
 */
export function scenarioObjectives(scenario: string): Record<string, string[]> {
  const s = (bundle.scenarios as ScenarioData[]).find((x) => x.id === scenario);
  if (!s) throw new Error(`no scenario ${scenario} in the Drive on Stalingrad bundle`);
  const scorer = s.victory?.scorer ?? 'german';
  const vp = s.victory ? s.victory.hexes.map((h) => h.hex) : (s.vpHexes ?? []);
  const out: Record<string, string[]> = { german: [], soviet: [] };
  out[scorer] = [...vp];
  out.soviet = [...new Set([...out.soviet!, ...(s.suddenDeath ?? [])])].sort();
  return out;
}

