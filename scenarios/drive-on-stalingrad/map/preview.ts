import type { MapData } from '../../../src/kernel/map/types';

const TERRAIN_CHAR: Record<string, string> = {
  clear: '.', forest: 'f', hills: 'h', mountain: 'M', marsh: 'm', 'desert-steppe': ':', lake: 'o', reservoir: 'o', sea: '~',
};

/**
 * A text picture of the map, one line per row, east edge on the right: terrain
 * letters, C/T for cities and towns, S for start-line hexes, F for forts.
 */
export function preview(map: MapData, marks: ReadonlySet<string> = new Set()): string {
  const [r0, r1] = map.grid.firstRange;
  const [c0, c1] = map.grid.secondRange;
  const lines: string[] = [];
  for (let r = r0; r <= r1; r++) {
    let s = `${String(r).padStart(2, '0')} ${r % 2 === 0 ? '' : ' '}`;
    for (let c = c1; c >= c0; c--) {
      const id = `${String(r).padStart(2, '0')}${String(c).padStart(2, '0')}`;
      const h = map.hexes[id];
      let ch = h ? (TERRAIN_CHAR[h.terrain] ?? '?') : ' ';
      const f = h?.features ?? [];
      if (f.includes('fort')) ch = 'F';
      if (marks.has(id)) ch = 'S';
      if (f.includes('city')) ch = 'C';
      else if (f.includes('town') || h?.name) ch = 'T';
      s += `${ch} `;
    }
    lines.push(s);
  }
  return lines.join('\n');
}
