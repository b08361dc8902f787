/**
 * Prints what the map generator makes of source.yaml: the named hexes, the hexsides of
 * the hexes given on the command line, and a terrain count. For checking a data edit.
 *   npx tsx scenarios/campaign-to-stalingrad/map/inspect.ts 4209 4109
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { generateMap } from './generate';
import { MapSourceSchema } from './source-schema';
import { createMap } from '../../../src/kernel/map/game-map';
import { hexId } from '../../../src/kernel/ids';
const src = MapSourceSchema.parse(parse(readFileSync(new URL('./source.yaml', import.meta.url), 'utf8')));
const data = generateMap(src);
const m = createMap(data);
const named = Object.entries(data.hexes).filter(([, h]) => h.name).map(([k, h]) => `${k} ${h.name}`);
console.log(named.join('\n'));
for (const h of process.argv.slice(2)) console.log(h, m.neighbours(hexId(h)).map((n) => `${n}:${m.hexside(hexId(h), n).join(',')}`).join(' '));
const t: Record<string, number> = {};
for (const h of Object.values(data.hexes)) t[h.terrain] = (t[h.terrain] ?? 0) + 1;
console.log(t, Object.keys(data.hexsides).length);
