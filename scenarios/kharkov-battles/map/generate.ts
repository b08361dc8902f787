import { createGrid, type Grid } from '../../../src/kernel/hex/grid';
import { hexsideKey } from '../../../src/kernel/hex/hexside';
import { hexId, type HexId } from '../../../src/kernel/ids';
import { rowOf } from '../../../src/games/kharkov-battles/data/ids';
import type { HexData, MapData } from '../../../src/kernel/map/types';
import { dist2, inside, segmentsCross } from '../../campaign-to-stalingrad/map/geometry';
import type { Point } from '../../campaign-to-stalingrad/map/projection';
import { anchoredProjection } from './projection';
import type { Geography, Sheet } from './source-schema';

/** River kinds as hexside features (TEC: Minor, Major and Dnepr River hexsides). */
const RIVER_FEATURE = { minor: 'minor-river', major: 'major-river', dnepr: 'dnepr-river' } as const;

/** A drawn sheet: the kernel map and where each place fell. */
export interface DrawnSheet {
  map: MapData;
  grid: Grid;
  /** Every place on the sheet and its hexes (a two-hex city has two). */
  places: Map<string, HexId[]>;
  project: (latLon: readonly [number, number]) => Point;
}

/** A KB-numbered label in a sheet's own numbering (KH rows are KB rows - 6). */
export function sheetLabel(sheet: Sheet, kbLabel: string): HexId {
  const row = rowOf(kbLabel) - sheet.rowOffset;
  if (row < 0 || row > 99) throw new Error(`${kbLabel} has no row on the ${sheet.id} map`);
  return hexId(`${String(row).padStart(2, '0')}${kbLabel.slice(2)}`);
}

/**
 * Draws one printed sheet from the shared geography: every hex of its grid, its natural
 * terrain, its towns and cities (those the text pins on the text's hexes), the river
 * hexsides the river lines separate, the road, railroad and Supply Road hexsides along
 * the lines through their waypoints, and a bridge wherever a line crosses a river
 * (10.43: any bridge cancels the river's cost; 8.11: supply crosses the Dnepr only there). Pure.
 */
export function drawSheet(geo: Geography, sheet: Sheet): DrawnSheet {
  if (sheet.rowOffset % 2 !== 0) throw new Error(`${sheet.id}: rowOffset ${sheet.rowOffset} is odd; the stagger would change`);
  const grid = createGrid(sheet.grid);
  const anchors = Object.fromEntries(Object.entries(geo.anchors).map(([h, ll]) => [sheetLabel(sheet, h), ll]));
  const project = anchoredProjection(grid, anchors);
  const ids = allHexes(grid);
  const centre = new Map(ids.map((h) => [h, grid.center(h)]));
  const hexes: Record<string, HexData> = {};
  for (const h of ids) hexes[h] = { terrain: 'clear' };

  for (const r of geo.regions) {
    const poly = r.polygon.map(project);
    for (const h of ids) if (inside(centre.get(h)!, poly)) hexes[h]!.terrain = r.terrain;
  }

  const nearest = (p: Point, among: readonly HexId[]): HexId | null =>
    among.reduce<HexId | null>((best, h) => (best === null || dist2(centre.get(h)!, p) < dist2(centre.get(best)!, p) ? h : best), null);
  const onSheet = (h: HexId): boolean => Object.hasOwn(hexes, h);
  const places = new Map<string, HexId[]>();
  // pinned places first, so that a projected place never takes a hex the text gives another
  const ordered = [...geo.places].sort((a, b) => Number(!a.hexes) - Number(!b.hexes));
  for (const pl of ordered) {
    let at: HexId[];
    if (pl.hexes) {
      at = pl.hexes.map((h) => sheetLabel(sheet, h)).filter(onSheet);
    } else {
      const p = project(pl.at);
      const free = ids.filter((h) => !hexes[h]!.name);
      const h = nearest(p, free);
      at = h && dist2(centre.get(h)!, p) <= 1 && insideGrid(grid, p) ? [h] : [];
    }
    if (at.length === 0) continue; // off this sheet: a waypoint only
    for (const h of at) hexes[h] = { ...hexes[h]!, name: pl.name, features: [pl.kind] };
    places.set(pl.name, at);
  }
  for (const [h, name] of Object.entries(sheet.textHexes)) {
    if (hexes[h]?.name !== name) throw new Error(`${sheet.id}${h} must be ${name} (the rulebook names it) but holds ${hexes[h]?.name ?? 'no place'}`);
  }

  const hexsides: Record<string, string[]> = {};
  const mark = (a: HexId, b: HexId, f: string): void => {
    const list = (hexsides[hexsideKey(a, b)] ??= []);
    if (!list.includes(f)) list.push(f);
  };
  for (const river of geo.rivers) {
    const pts = river.points.map(project);
    for (const a of ids) {
      for (const b of grid.neighbours(a)) {
        if (b < a) continue;
        for (let i = 1; i < pts.length; i++) {
          if (segmentsCross(centre.get(a)!, centre.get(b)!, pts[i - 1]!, pts[i]!)) {
            mark(a, b, RIVER_FEATURE[river.kind]);
            break;
          }
        }
      }
    }
  }

  const byName = new Map(geo.places.map((p) => [p.name, p]));
  const waypoint = (w: string): Point => {
    const here = places.get(w);
    if (here) return centre.get(here[0]!)!;
    const pl = byName.get(w);
    if (pl) return project(pl.at); // off the sheet: the line runs to the edge toward it
    const kb = /^\d{4}$/.test(w) ? sheetLabel(sheet, w) : null;
    if (kb && onSheet(kb)) return centre.get(kb)!;
    throw new Error(`waypoint "${w}" is neither a place nor a hex of the ${sheet.id} map`);
  };
  const drawLine = (via: string[], feature: string): void => {
    for (const [a, b] of steps(grid, ids, via.map(waypoint), centre)) mark(a, b, feature);
  };
  for (const line of geo.railways) drawLine(line.via, 'railroad');
  for (const road of geo.roads) drawLine(road.via, 'road');
  for (const road of sheet.supplyRoads) drawLine(road.via, 'supply-road');

  for (const [k, f] of Object.entries(hexsides)) {
    // a white road on the same hexside is the better road (20.2: grey roads are not roads for Strategic Movement)
    if (f.includes('road') && f.includes('supply-road')) hexsides[k] = f.filter((x) => x !== 'supply-road');
  }
  for (const f of Object.values(hexsides)) {
    const river = f.some((x) => x.endsWith('-river'));
    if (river && (f.includes('road') || f.includes('supply-road'))) f.push('road-bridge');
    if (river && f.includes('railroad')) f.push('rail-bridge');
    f.sort();
  }
  const labels: Record<string, string> = {};
  const aliases: Record<string, HexId> = {};
  for (const h of ids) {
    labels[h] = `${sheet.id}${h}`;
    aliases[`${sheet.id}${h}`] = h;
  }
  return { map: { provenance: sheet.provenance, note: `${sheet.note} Geography: ${geo.note}`, grid: sheet.grid, hexes, hexsides: sortKeys(hexsides), aliases, labels }, grid, places, project };
}

function sortKeys<T>(o: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : 1)));
}

function allHexes(grid: Grid): HexId[] {
  const out: HexId[] = [];
  const [f0, f1] = grid.spec.firstRange;
  const [s0, s1] = grid.spec.secondRange;
  for (let f = f0; f <= f1; f++) for (let s = s0; s <= s1; s++) out.push(grid.label(f, s));
  return out.sort();
}

function insideGrid(grid: Grid, p: Point): boolean {
  const { width, height } = grid.bounds();
  return p.x >= 0 && p.y >= 0 && p.x <= width && p.y <= height;
}

/**
 * The hex steps of the line through the waypoints, each leg clipped to the sheet: a leg
 * runs from the hex where it enters the sheet (its start, when that is on the sheet) to
 * the hex where it leaves (its end, likewise), each step to the neighbour nearest that
 * hex. A leg wholly off the sheet draws nothing, so a line to an off-sheet town stops at
 * the edge it crosses instead of running along it.
 */
function steps(grid: Grid, ids: HexId[], via: Point[], centre: Map<HexId, Point>): [HexId, HexId][] {
  const out: [HexId, HexId][] = [];
  const nearestHex = (p: Point): HexId => ids.reduce((best, h) => (dist2(centre.get(h)!, p) < dist2(centre.get(best)!, p) ? h : best), ids[0]!);
  const hexAt = (p: Point): HexId | null => {
    const h = nearestHex(p);
    return dist2(centre.get(h)!, p) <= 1 ? h : null;
  };
  const SAMPLES = 64;
  for (let i = 1; i < via.length; i++) {
    const [p, q] = [via[i - 1]!, via[i]!];
    const on = Array.from({ length: SAMPLES + 1 }, (_, k) => hexAt({ x: p.x + ((q.x - p.x) * k) / SAMPLES, y: p.y + ((q.y - p.y) * k) / SAMPLES }));
    const from = on.find((h) => h !== null);
    const to = on.findLast((h) => h !== null);
    if (!from || !to) continue;
    const target = centre.get(to)!;
    let at = from;
    for (let guard = 0; at !== to && guard < 200; guard++) {
      const next: HexId = grid
        .neighbours(at)
        .sort((a, b) => dist2(centre.get(a)!, target) - dist2(centre.get(b)!, target) || (a < b ? -1 : 1))[0]!;
      out.push([at, next]);
      at = next;
    }
  }
  return out;
}
