import { createGrid } from '../hex/grid';
import { hexsideHexes } from '../hex/hexside';
import type { MapData } from './types';

export interface MapProblem {
  code: 'bad-hex-id' | 'bad-hexside-key' | 'hexside-not-adjacent' | 'hexside-off-map' | 'bad-alias';
  where: string;
  message: string;
}

/**
 * Consistency of a title's map data with its own grid: every hex id parses, every
 * hexside joins two adjacent hexes of the map under its canonical key, every alias
 * names a hex of the map. Returns every problem; [] = consistent.
 */
export function validateMap(data: MapData): MapProblem[] {
  const grid = createGrid(data.grid);
  const problems: MapProblem[] = [];
  for (const id of Object.keys(data.hexes).sort()) {
    if (!grid.parse(id)) problems.push({ code: 'bad-hex-id', where: id, message: `hex "${id}" is not a label of this grid` });
  }
  for (const key of Object.keys(data.hexsides).sort()) {
    const pair = hexsideHexes(key);
    if (!pair || pair[0] >= pair[1]) {
      problems.push({ code: 'bad-hexside-key', where: key, message: `hexside key "${key}" is not two sorted hex ids joined by "|"` });
      continue;
    }
    const [a, b] = pair;
    if (!grid.parse(a) || !grid.parse(b) || grid.direction(a, b) === null) {
      problems.push({ code: 'hexside-not-adjacent', where: key, message: `hexside "${key}" does not join two adjacent hexes` });
    } else if (!Object.hasOwn(data.hexes, a) && !Object.hasOwn(data.hexes, b)) {
      problems.push({ code: 'hexside-off-map', where: key, message: `hexside "${key}" touches no hex of the map` });
    }
  }
  for (const [alias, target] of Object.entries(data.aliases).sort(([x], [y]) => (x < y ? -1 : 1))) {
    if (!Object.hasOwn(data.hexes, target)) {
      problems.push({ code: 'bad-alias', where: alias, message: `alias "${alias}" names "${target}", which is not on the map` });
    }
  }
  return problems;
}
