import { parse } from 'yaml';
import { hexId, type HexId } from '../../../src/kernel/ids';
import { KbMapSchema, type Edges, type KbMap } from '../../../src/games/kharkov-battles/data/map';
import { inside } from '../../campaign-to-stalingrad/map/geometry';
import { drawSheet } from '../map/generate';
import { GeographySchema, SheetSchema, type HexRef } from '../map/source-schema';
import { colOf, rowOf } from '../../../src/games/kharkov-battles/data/ids';
import { rowEdges } from './map-edges';

/**
 * Compiles one printed map from the shared geography and its sheet file (both YAML
 * text): the drawn kernel map, its edges, printed supply sources (8.2), VP hexes,
 * printed Fortified Zones (18.1), Entry Areas (17.0), start lines (2.3) and each
 * scenario's play area with its supply sources and edge duties (20.1-20.3). Checked
 * against the schema; throws on any reference that does not resolve.
 */
export function compileMap(geographyYaml: string, sheetYaml: string): KbMap {
  const geo = GeographySchema.parse(parse(geographyYaml));
  const sheet = SheetSchema.parse(parse(sheetYaml));
  const drawn = drawSheet(geo, sheet);
  const { map, grid, places } = drawn;
  const where = (s: string): string => `${sheet.id}: ${s}`;
  const rows = grid.spec.firstRange;
  const edges = rowEdges(grid, rows);

  const hexesOf = (ref: HexRef, e: Edges): HexId[] => {
    if (typeof ref !== 'string') {
      const along = (h: HexId): number => (ref.edge === 'north' || ref.edge === 'south' ? colOf(h) : rowOf(h));
      return e[ref.edge].filter((h) => along(h) >= (ref.from ?? -Infinity) && along(h) <= (ref.to ?? Infinity));
    }
    const place = places.get(ref);
    if (place) return place;
    if (/^\d{4}$/.test(ref) && map.hexes[ref]) return [hexId(ref)];
    throw new Error(where(`"${ref}" is neither a place nor a hex of the map`));
  };
  const collect = (refs: readonly HexRef[], e: Edges): HexId[] => [...new Set(refs.flatMap((r) => hexesOf(r, e)))];
  const addFeature = (h: HexId, f: string): void => {
    const hex = map.hexes[h]!;
    hex.features = [...new Set([...(hex.features ?? []), f])].sort();
  };

  const supplySources = { axis: collect(sheet.supplySources.axis, edges), soviet: collect(sheet.supplySources.soviet, edges) };
  for (const h of supplySources.axis) addFeature(h, 'supply-axis');
  for (const h of supplySources.soviet) addFeature(h, 'supply-soviet');

  const vpHexes = sheet.vpHexes.flatMap((v) => hexesOf(v.place, edges).map((hex) => ({ hex, name: v.place, value: v.value })));
  for (const v of vpHexes) addFeature(v.hex, 'vp');

  const fortifiedZones = sheet.fortifiedZones.flatMap((f) => hexesOf(f.hex, edges).map((hex) => ({ hex, side: f.side })));
  for (const f of fortifiedZones) addFeature(f.hex, `fz-${f.side}`);

  const entryAreas = sheet.entryAreas.map((a) => {
    for (const n of a.adjacent) if (!sheet.entryAreas.some((b) => b.id === n)) throw new Error(where(`entry area ${a.id}: no area ${n}`));
    return { id: a.id, side: a.side, edge: a.edge, hexes: hexesOf({ edge: a.edge, from: a.from, to: a.to }, edges), adjacent: a.adjacent };
  });

  const startLines = sheet.startLines.map((s) => {
    const poly = s.soviet.map(drawn.project);
    const soviet = Object.keys(map.hexes).filter((h) => inside(grid.center(hexId(h)), poly)).map(hexId);
    return { scenario: s.scenario, provenance: sheet.provenance, note: s.note, soviet };
  });

  const playAreas = sheet.playAreas.map((p) => {
    const area = p.rows ?? rows;
    const e = rowEdges(grid, area);
    const inPlay = (h: HexId): boolean => rowOf(h) >= area[0] && rowOf(h) <= area[1];
    const printed = (side: 'axis' | 'soviet'): HexId[] => (p.supply.printed.includes(side) ? supplySources[side].filter(inPlay) : []);
    const supply = {
      axis: [...new Set([...printed('axis'), ...collect(p.supply.axis, e)])],
      soviet: [...new Set([...printed('soviet'), ...collect(p.supply.soviet, e)])],
    };
    const edgeDuties = p.edgeDuties.map((d) => ({ side: d.side, edge: d.edge, hexes: collect(d.hexes, e), rule: d.rule }));
    return { scenario: p.scenario, rows: area, edges: e, supply, edgeDuties };
  });

  return KbMapSchema.parse({ id: sheet.id, map, edges, supplySources, vpHexes, fortifiedZones, entryAreas, startLines, playAreas });
}

