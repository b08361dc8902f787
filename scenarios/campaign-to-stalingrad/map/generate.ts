import { createGrid, type Grid } from '../../../src/kernel/hex/grid';
import { hexsideKey } from '../../../src/kernel/hex/hexside';
import type { HexId } from '../../../src/kernel/ids';
import { hexId } from '../../../src/kernel/ids';
import type { HexData, MapData } from '../../../src/kernel/map/types';
import { dist2, inside, segmentsCross } from './geometry';
import { fitProjection, type Point } from './projection';
import type { MapSource } from './source-schema';

/** River kinds as hexside features (tables.yaml terrain.hexside). */
const RIVER_FEATURE = { minor: 'minor-river', major: 'major-river', volga: 'volga' } as const;

/**
 * Draws the map from its geography (source.yaml): every hex of the grid, its natural
 * terrain by region, its place, the river hexsides the river lines separate, and the
 * rail and road hexsides along the lines through their waypoints, and the ferry sites
 * where two roads end on the banks of a major river (4.4.4). Pure.
 */
export function generateMap(src: MapSource): MapData {
  const grid = createGrid(src.grid);
  const project = fitProjection(grid, src.anchors);
  const seas = src.sea.map((s) => s.polygon.map(project));
  const ids = allHexes(grid).filter((h) => !seas.some((poly) => inside(grid.center(h), poly)));
  const centre = new Map(ids.map((h) => [h, grid.center(h)]));
  const hexes: Record<string, HexData> = {};
  for (const h of ids) hexes[h] = { terrain: 'clear' };
  const aliases: Record<string, HexId> = {};
  const labels: Record<string, string> = {};
  for (const sheet of src.sheets) {
    for (const h of ids) {
      const row = Number(h.slice(0, 2));
      if (row < sheet.fromRow) continue;
      hexes[h]!.section = sheet.section;
      aliases[printedLabel(sheet, h)] = h;
      labels[h] = printedLabel(sheet, h); // players see the printed label (35.6)
    }
  }

  for (const r of src.regions) {
    const poly = r.polygon.map(project);
    for (const h of ids) if (inside(centre.get(h)!, poly)) hexes[h]!.terrain = r.terrain;
  }

  const nearest = (p: Point, among: readonly HexId[] = ids): HexId =>
    among.reduce((best, h) => (dist2(centre.get(h)!, p) < dist2(centre.get(best)!, p) ? h : best), among[0]!);
  const placeHex = new Map<string, HexId>();
  for (const pl of src.places) {
    const label = (x: string): HexId => aliases[x] ?? hexId(x);
    const pinned = pl.hexes?.map(label) ?? (pl.hex ? [label(pl.hex)] : pl.at ? [nearest(project(pl.at))] : []);
    if (pinned.length === 0) throw new Error(`place ${pl.name} has no position`);
    for (const h of pinned) {
      if (!hexes[h]) throw new Error(`place ${pl.name}: ${h} is not on the map`);
      hexes[h] = { ...hexes[h]!, name: pl.name, features: [pl.kind] };
    }
    placeHex.set(pl.name, pinned[0]!);
    if (pl.parts && pl.at) {
      const p = project(pl.at);
      const around = grid.neighbours(pinned[0]!).filter((h) => !hexes[h]!.name);
      around.sort((a, b) => dist2(centre.get(a)!, p) - dist2(centre.get(b)!, p) || (a < b ? -1 : 1));
      for (const h of around.slice(0, pl.parts)) hexes[h] = { ...hexes[h]!, name: pl.name, features: ['town'] };
    }
  }

  const hexsides: Record<string, string[]> = {};
  const mark = (a: HexId, b: HexId, f: string): void => {
    const k = hexsideKey(a, b);
    const list = (hexsides[k] ??= []);
    if (!list.includes(f)) list.push(f);
  };

  for (const river of src.rivers) {
    const pts = river.points.map(project);
    for (const a of ids) {
      for (const b of grid.neighbours(a)) {
        if (b < a || !hexes[b]) continue;
        const ca = centre.get(a)!;
        const cb = centre.get(b)!;
        for (let i = 1; i < pts.length; i++) {
          if (segmentsCross(ca, cb, pts[i - 1]!, pts[i]!)) {
            mark(a, b, RIVER_FEATURE[river.kind]);
            break;
          }
        }
      }
    }
  }

  const waypoint = (w: string): HexId => {
    const h = placeHex.get(w) ?? aliases[w] ?? (/^\d{4}$/.test(w) ? hexId(w) : null);
    if (!h || !hexes[h]) throw new Error(`waypoint "${w}" is neither a place nor a hex of the map`);
    return h;
  };
  for (const line of src.railways) {
    for (const [a, b] of steps(grid, line.via.map(waypoint), (h) => !!hexes[h])) mark(a, b, `rail-${line.class}`);
  }
  for (const road of src.roads) {
    for (const [a, b] of steps(grid, road.via.map(waypoint), (h) => !!hexes[h])) mark(a, b, 'road');
  }

  // CtS 4.4.3, 4.4.4: the road crossings the source draws as ferries end on each bank instead of crossing
  const atHex = (x: string): HexId => aliases[x] ?? hexId(x);
  const drawn = new Set(src.ferries.map((f) => hexsideKey(atHex(f.between[0]), atHex(f.between[1]))));
  for (const k of drawn) {
    const list = hexsides[k] ?? [];
    if (!list.includes('road') || !list.includes('major-river')) throw new Error(`ferry ${k}: no road crosses a major river there`);
    list.splice(list.indexOf('road'), 1);
  }

  // CtS 4.4.4: a major river hexside where a road begins and ends but does not cross is a ferry crossing site
  const roadEnds = new Map<string, number>();
  for (const [k, f] of Object.entries(hexsides)) if (f.includes('road')) for (const h of k.split('|')) roadEnds.set(h, (roadEnds.get(h) ?? 0) + 1);
  for (const [k, f] of Object.entries(hexsides)) {
    if (f.includes('major-river') && !f.includes('road') && (drawn.has(k) || k.split('|').every((h) => roadEnds.get(h) === 1))) f.push('ferry');
  }

  for (const k of Object.keys(hexsides)) hexsides[k]!.sort();
  return { provenance: src.provenance, note: src.note, grid: src.grid, hexes, hexsides, aliases, labels };
}

/** A hex's printed label on its sheet: the south map's 6336 is "S4336". */
function printedLabel(sheet: MapSource['sheets'][number], h: string): string {
  const row = Number(h.slice(0, 2)) - sheet.rowOffset;
  return `${sheet.alias}${String(row).padStart(2, '0')}${h.slice(2)}`;
}

function allHexes(grid: Grid): HexId[] {
  const out: HexId[] = [];
  const [f0, f1] = grid.spec.firstRange;
  const [s0, s1] = grid.spec.secondRange;
  for (let f = f0; f <= f1; f++) for (let s = s0; s <= s1; s++) out.push(grid.label(f, s));
  return out.sort();
}

/** The hex steps of the straightest line through the waypoints: each step goes to the neighbour on the map nearest the next waypoint. */
function steps(grid: Grid, via: HexId[], onMap: (h: HexId) => boolean): [HexId, HexId][] {
  const out: [HexId, HexId][] = [];
  for (let i = 1; i < via.length; i++) {
    let at = via[i - 1]!;
    const to = via[i]!;
    const target = grid.center(to);
    let guard = 0;
    while (at !== to && guard++ < 200) {
      const next = grid
        .neighbours(at)
        .filter(onMap)
        .sort((a, b) => dist2(grid.center(a), target) - dist2(grid.center(b), target) || (a < b ? -1 : 1))[0]!;
      out.push([at, next]);
      at = next;
    }
  }
  return out;
}
