/**
 * Prints what the map compiler makes of the sources for one sheet: a row-by-row sketch
 * (north at the top; C city, t town, w woods, m marsh, . clear; S Soviet-owned at the
 * start of the scenario given), its named hexes, and the hexsides of the hexes given.
 * With --svg FILE it also writes the sheet as an SVG sketch (map/sketch-svg.ts).
 *   npx tsx scenarios/kharkov-battles/map/inspect.ts KB [operation-star] [3617 3618] [--svg kb.svg]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMap } from '../compile/map';
import { MAP_FILES, SCENARIO_DIR } from '../compile/map-paths';
import { createMap } from '../../../src/kernel/map/game-map';
import { hexId } from '../../../src/kernel/ids';
import type { KbScenarioId } from '../../../src/games/kharkov-battles/data/ids';
import { sketchSvg } from './sketch-svg';

const args = process.argv.slice(2);
const svgAt = args.indexOf('--svg');
const svgFile = svgAt >= 0 ? args.splice(svgAt, 2)[1] : undefined;
const [sheetId = 'KB', ...rest] = args;
const read = (f: string): string => readFileSync(join(SCENARIO_DIR, f), 'utf8');
const kb = compileMap(read(MAP_FILES.geography), read(sheetId === 'KH' ? MAP_FILES.KH : MAP_FILES.KB));
const scenario = rest[0] && !/^\d{4}$/.test(rest[0]) ? rest.shift() : undefined;
const soviet = new Set<string>(kb.startLines.find((s) => s.scenario === scenario)?.soviet ?? []);
const m = createMap(kb.map);
const [r0, r1] = kb.map.grid.firstRange;
const [c0, c1] = kb.map.grid.secondRange;
for (let r = r1; r >= r0; r--) {
  let line = `${String(r).padStart(2, '0')} ${r % 2 === 0 ? ' ' : ''}`;
  for (let c = c0; c <= c1; c++) {
    const h = `${String(r).padStart(2, '0')}${String(c).padStart(2, '0')}`;
    const d = kb.map.hexes[h]!;
    const ch = d.features?.includes('city') ? 'C' : d.features?.includes('town') ? 't' : d.terrain === 'woods' ? 'w' : d.terrain === 'marsh' ? 'm' : '.';
    line += `${soviet.has(h) && ch === '.' ? 'S' : ch} `;
  }
  console.log(line);
}
console.log(Object.entries(kb.map.hexes).filter(([, h]) => h.name).map(([k, h]) => `${kb.id}${k} ${h.name}`).join(', '));
for (const h of rest) console.log(h, m.neighbours(hexId(h)).map((n) => `${n}:${m.hexside(hexId(h), n).join(',')}`).join(' '));
if (svgFile) {
  writeFileSync(svgFile, sketchSvg(kb, scenario as KbScenarioId | undefined));
  console.log(`wrote ${svgFile}`);
}
