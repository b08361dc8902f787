import { createGrid, type Grid } from '../../../src/kernel/hex/grid';
import { hexsideKey } from '../../../src/kernel/hex/hexside';
import type { HexId } from '../../../src/kernel/ids';
import { cityMapOf, type AppendixEntry, type CityHex, type CityHexside, type CityMap, type CityMapData, type CityMapSource, type Relief, type SosSection } from '../../../src/games/streets-of-stalingrad/data/city-map';
import type { SosLosMap } from '../../../src/games/streets-of-stalingrad/data/los-map';
import type { TecCrossing, TecHexside, TecTerrain } from '../../../src/games/streets-of-stalingrad/data/tec';

/** Why a city map source does not compile: a stable code, where in the file, and what is wrong. */
export type CityMapProblemCode =
  | 'off-grid' | 'grid-differs' | 'los-disagrees' | 'not-a-chain' | 'hexside-chain-broken' | 'landing-not-on-river'
  | 'arrow-not-adjacent' | 'arrow-box-section' | 'box-touches-land' | 'unknown-road' | 'unknown-box' | 'no-terrain';
export interface CityMapProblem { code: CityMapProblemCode; path: string; message: string }
export type CityMapResult = { ok: true; map: CityMap; data: CityMapData } | { ok: false; problems: CityMapProblem[] };

interface Draft {
  base?: string;
  baseFrom?: string;
  extra: Set<TecTerrain>;
  relief?: Relief;
  height?: number;
  name?: string;
  appendix: AppendixEntry[];
}

const APPENDIX_TERRAIN: Record<string, TecTerrain> = { T: 'tartar-wall', RR: 'railroad', E: 'railroad' };

/**
 * Compiles the city map source (city.yaml) with the line-of-sight examples' hexes
 * (los-examples.yaml) laid over it: every hex of the grid gets its terrain list, relief,
 * height, name, sections, VP and river status; every featured hexside its features and
 * what crosses them. Returns every problem, typed, or the map.
 */
export function compileCityMap(src: CityMapSource, los: SosLosMap): CityMapResult {
  const problems: CityMapProblem[] = [];
  const bad = (code: CityMapProblemCode, path: string, message: string) => problems.push({ code, path, message });
  const grid = createGrid(src.grid);
  if (JSON.stringify(src.grid) !== JSON.stringify(los.grid)) bad('grid-differs', 'grid', 'the city map and los-examples.yaml must use one grid (9.38 fitted its parity)');
  const on = (h: string, path: string): h is HexId => {
    if (grid.parse(h)) return true;
    bad('off-grid', path, `hex "${h}" is not on the grid`);
    return false;
  };
  const ids = allHexes(grid);
  const draft = new Map<HexId, Draft>(ids.map((h) => [h, { extra: new Set(), appendix: [] }]));
  const d = (h: HexId) => draft.get(h)!;
  const { first, second } = { first: src.grid.firstRange, second: src.grid.secondRange };

  // Full Volga hexes (8.62), then regions in order (a later region wins), then named hexes.
  const volga = new Set<HexId>();
  src.volga.forEach((band, i) => {
    for (let r = band.rows[0]; r <= band.rows[1]; r++) {
      for (let c = 1; c <= band.to; c++) {
        if (c < first[0] || c > first[1] || r < second[0] || r > second[1]) bad('off-grid', `volga.${i}`, `column ${c}, row ${r} is not on the grid`);
        else volga.add(grid.label(c, r));
      }
    }
  });
  src.regions.forEach((reg, i) => {
    for (const [lo, hi, [glo, ghi], what] of [[...reg.columns, first, 'column'], [...reg.rows, second, 'row']] as const) {
      if (lo < glo || hi > ghi) bad('off-grid', `regions.${i}`, `${what}s ${lo}-${hi} run off the grid (${glo}-${ghi})`);
    }
    for (const h of ids) {
      const { first: c, second: r } = grid.coords(h);
      if (c >= reg.columns[0] && c <= reg.columns[1] && r >= reg.rows[0] && r <= reg.rows[1]) Object.assign(d(h), { base: reg.terrain, baseFrom: `regions.${i}` });
    }
  });
  for (const h of volga) Object.assign(d(h), { base: 'volga', baseFrom: 'volga' });
  for (const [h, x] of Object.entries(src.hexes)) {
    if (!on(h, `hexes.${h}`)) continue;
    const t = d(h);
    const [base, ...rest] = x.terrain;
    Object.assign(t, { base, baseFrom: `hexes.${h}`, relief: x.relief, height: x.height, name: x.name });
    for (const e of rest) t.extra.add(e as TecTerrain);
  }
  for (const [h, x] of Object.entries(los.hexes)) {
    const t = d(h as HexId);
    if (t.baseFrom?.startsWith('hexes.') && t.base !== x.terrain) {
      bad('los-disagrees', `hexes.${h}`, `city.yaml gives ${h} ${t.base}, los-examples.yaml ${x.terrain}`);
    }
    Object.assign(t, { base: x.terrain, baseFrom: `los.${h}`, relief: x.relief ?? t.relief, height: x.height ?? t.height, name: x.name ?? t.name });
  }

  // Appendix A and B (vehicle blocking): the hex holds the feature the list names, a balka unless marked.
  for (const list of ['A', 'B'] as const) {
    for (const line of src.appendix[list]) {
      const h = line.slice(0, 4);
      const mark = /\((T|RR|E)\)/.exec(line)?.[1] as AppendixEntry['mark'];
      if (!on(h, `appendix.${list}`)) continue;
      d(h).appendix.push(mark ? { list, mark } : { list });
      d(h).extra.add(mark ? APPENDIX_TERRAIN[mark]! : 'balka');
    }
  }

  // Roads and railroads: chains of adjacent hexes; every hex on one lists it (8.14).
  const crossed = new Map<string, Set<TecCrossing>>();
  const routes = new Map<string, Set<'road' | 'railroad'>>();
  src.roads.forEach((road, i) => {
    road.hexes.forEach((h, j) => {
      if (!on(h, `roads.${i}.hexes.${j}`)) return;
      d(h).extra.add(road.kind);
      const prev = road.hexes[j - 1];
      if (prev && grid.parse(prev)) {
        if (grid.direction(prev as HexId, h) === null) bad('not-a-chain', `roads.${i}`, `${road.name}: ${prev} and ${h} are not adjacent`);
        else {
          add(crossed, hexsideKey(prev as HexId, h), road.kind);
          add(routes, hexsideKey(prev as HexId, h), road.kind);
        }
      }
    });
  });

  const hexsides = featuredHexsides(src, grid, on, bad, d, crossed);
  const landing = landings(src, grid, volga, bad);
  const inRows = (h: HexId, [lo, hi]: readonly [number, number]) => grid.coords(h).second >= lo && grid.coords(h).second <= hi;
  const eastBankBoxes = Object.fromEntries(Object.entries(src.eastBankBoxes).map(([key, box]) => {
    for (const h of Object.keys(box.rangeNumbers)) {
      if (on(h, `eastBankBoxes.${key}.rangeNumbers`) && !(volga.has(h) && inRows(h, box.rows))) {
        bad('box-touches-land', `eastBankBoxes.${key}.rangeNumbers`, `${h} is not a full Volga hex next to the ${key} box (2.16, 14.53)`);
      }
    }
    return [key, { name: box.name, touches: [...volga].filter((h) => inRows(h, box.rows)).sort(), adjacent: box.adjacent, rangeNumbers: box.rangeNumbers }];
  })) as unknown as CityMap['eastBankBoxes'];
  const roadNames = new Set(src.roads.map((r) => r.name));
  const offMapBoxes = Object.fromEntries(Object.entries(src.offMapBoxes).map(([key, box]) => {
    for (const r of box.roads) if (!roadNames.has(r)) bad('unknown-road', `offMapBoxes.${key}`, `no road named "${r}"`);
    for (const b of box.adjacent) if (!src.offMapBoxes[b]) bad('unknown-box', `offMapBoxes.${key}`, `no off-map box "${b}"`);
    const touches = ids.filter((h) => inRows(h, box.rows) && grid.coords(h).first >= box.columns[0] && grid.coords(h).first <= box.columns[1]);
    if (touches.length === 0) bad('off-grid', `offMapBoxes.${key}`, 'the box touches no hex of the grid');
    return [key, { name: box.name, touches, roads: box.roads, adjacent: box.adjacent }];
  }));

  const cliff = new Set<HexId>();
  const hexes: CityHex[] = ids.map((h) => {
    const t = d(h);
    if (!t.base) bad('no-terrain', `hexes.${h}`, `${h} has no terrain: no region, Volga band or named hex covers it`);
    if (t.base === 'cliff' || t.extra.has('cliff')) cliff.add(h);
    const terrain = new Set<TecTerrain>([(t.base ?? 'clear') as TecTerrain, ...t.extra]);
    if (t.relief === 'hill-top') terrain.add('hill-top');
    else if (t.relief) terrain.add('slope');
    const river = volga.has(h) ? 'volga' : grid.neighbours(h).some((n) => volga.has(n)) ? 'bank' : 'land';
    const { second: row } = grid.coords(h);
    return {
      id: h,
      terrain: [...terrain],
      ...(t.relief ? { relief: t.relief } : {}),
      ...(t.height !== undefined ? { height: t.height } : {}),
      ...(t.name ? { name: t.name } : {}),
      sections: (Object.entries(src.sections) as [SosSection, { rows: [number, number] }][]).filter(([, s]) => row >= s.rows[0] && row <= s.rows[1]).map(([k]) => k),
      vp: src.victory.hexes[h] ?? 0,
      river,
      cliff: cliff.has(h),
      ...(landing.has(h) ? { landingArrow: landing.get(h)! } : {}),
      appendix: t.appendix,
    } satisfies CityHex;
  });
  for (const [h] of Object.entries(src.victory.hexes)) on(h, 'victory.hexes');
  if (problems.length) return { ok: false, problems };

  const data: CityMapData = {
    provenance: src.provenance,
    note: src.note,
    grid: src.grid,
    hexes,
    hexsides,
    roads: src.roads.map((r) => ({ name: r.name, kind: r.kind, hexes: r.hexes as HexId[] })),
    routes: Object.fromEntries([...routes].map(([k, v]) => [k, [...v].sort()])),
    arrows: src.arrows.map((a) => ({ number: a.number, river: a.river as HexId, landing: a.landing as HexId, box: a.box })),
    eastBankBoxes,
    offMapBoxes,
  };
  const map = cityMapOf(data);
  return { ok: true, map, data };
}

function add<T>(m: Map<string, Set<T>>, k: string, v: T): void {
  const s = m.get(k) ?? new Set<T>();
  s.add(v);
  m.set(k, s);
}

/** Every hex of the grid, in label order (the dense numbering). */
function allHexes(grid: Grid): HexId[] {
  const [c0, c1] = grid.spec.firstRange;
  const [r0, r1] = grid.spec.secondRange;
  const out: HexId[] = [];
  for (let c = c0; c <= c1; c++) for (let r = r0; r <= r1; r++) out.push(grid.label(c, r));
  return out.sort();
}

type Bad = (code: CityMapProblemCode, path: string, message: string) => void;

/**
 * The hexsides of each chain: between every hex of `through` and its neighbours (not on the
 * chain) on the chain's side, turning round the hex from the way on back to the way in. The hexsides of one
 * chain must join corner to corner; a road or railroad along two hexes crosses their hexside.
 */
function featuredHexsides(src: CityMapSource, grid: Grid, on: (h: string, p: string) => h is HexId, bad: Bad, d: (h: HexId) => Draft, crossed: Map<string, Set<TecCrossing>>): Record<string, CityHexside> {
  const features = new Map<string, Set<TecHexside>>();
  src.hexsides.forEach((chain, i) => {
    const hs = chain.through.filter((h, j) => on(h, `hexsides.${i}.through.${j}`)) as HexId[];
    if (hs.length !== chain.through.length) return;
    const keys: string[] = [];
    hs.forEach((h, j) => {
      const prev = hs[j - 1];
      if (prev && grid.direction(prev, h) === null) bad('not-a-chain', `hexsides.${i}`, `${chain.feature}: ${prev} and ${h} are not adjacent`);
      const toNext = hs[j + 1] ? grid.direction(h, hs[j + 1]!) : null;
      const toPrev = prev ? grid.direction(h, prev) : null;
      if (toNext === null && toPrev === null) return;
      const dn = toNext ?? (toPrev! + 3) % 6;
      const dp = toPrev ?? (dn + 3) % 6;
      // Directions run clockwise (hex/grid.ts): the left side lies anticlockwise of the way on, back to the way in.
      const step = chain.side === 'left' ? 5 : 1;
      for (let k = (dn + step) % 6; k !== dp; k = (k + step) % 6) {
        const n = grid.step(h, k);
        if (n && !hs.includes(n)) keys.push(hexsideKey(h, n));
      }
    });
    if (!cornerConnected(grid, keys)) bad('hexside-chain-broken', `hexsides.${i}`, `${chain.feature}: its hexsides do not join corner to corner`);
    for (const k of keys) add(features, k, chain.feature);
    for (const h of hs) d(h).extra.add(chain.feature === 'tartar-wall' ? 'tartar-wall' : chain.feature === 'balka' ? 'balka' : 'railroad');
    for (const h of chain.breaks ?? []) {
      if (!hs.includes(h as HexId)) bad('not-a-chain', `hexsides.${i}.breaks`, `${h} is not on the chain`);
      for (const k of keys) if (k.split('|').includes(h)) add(crossed, k, 'break');
    }
  });
  const out: Record<string, CityHexside> = {};
  for (const [k, f] of [...features].sort(([a], [b]) => a.localeCompare(b))) out[k] = { features: [...f], crossedBy: [...(crossed.get(k) ?? [])].sort() };
  return out;
}

/** Whether hexsides join into one line: two join when their hexes are three around one corner. */
function cornerConnected(grid: Grid, keys: readonly string[]): boolean {
  if (keys.length === 0) return false;
  const hexesOf = (k: string) => k.split('|') as [HexId, HexId];
  const joins = (x: string, y: string) => {
    const all = new Set([...hexesOf(x), ...hexesOf(y)]);
    if (all.size !== 3) return false;
    const [p, q, r] = [...all] as [HexId, HexId, HexId];
    return grid.distance(p, q) === 1 && grid.distance(q, r) === 1 && grid.distance(p, r) === 1;
  };
  const seen = new Set([keys[0]!]);
  const todo = [keys[0]!];
  while (todo.length) {
    const k = todo.pop()!;
    for (const o of keys) if (!seen.has(o) && joins(k, o)) { seen.add(o); todo.push(o); }
  }
  return seen.size === new Set(keys).size;
}

/** The landing hex of each arrow (3.4, 8.65): land beside the arrow's full Volga hex, on its box's section (8.70∆). */
function landings(src: CityMapSource, grid: Grid, volga: ReadonlySet<HexId>, bad: Bad): Map<HexId, number> {
  const out = new Map<HexId, number>();
  src.arrows.forEach((a, i) => {
    const path = `arrows.${i}`;
    const river = grid.parse(a.river);
    const landing = grid.parse(a.landing);
    if (!river || !landing) return bad('off-grid', path, `arrow ${a.number}: ${a.river} or ${a.landing} is not on the grid`);
    if (!volga.has(river)) bad('landing-not-on-river', path, `arrow ${a.number}: ${a.river} is not a full Volga hex`);
    if (volga.has(landing)) bad('landing-not-on-river', path, `arrow ${a.number}: landing hex ${a.landing} is in the Volga, not on the West Bank`);
    if (grid.direction(river, landing) === null) bad('arrow-not-adjacent', path, `arrow ${a.number}: ${a.river} does not touch ${a.landing}`);
    const rows = src.sections[a.box]?.rows;
    const row = grid.coords(landing).second;
    if (!rows || row < rows[0] || row > rows[1]) bad('arrow-box-section', path, `arrow ${a.number}: ${a.landing} is not on the ${a.box} map section its box serves (8.70∆)`);
    out.set(landing, a.number);
  });
  return out;
}
