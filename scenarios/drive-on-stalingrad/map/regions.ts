import { hexsideKey } from '../../../src/kernel/hex/hexside';
import type { HexId } from '../../../src/kernel/ids';
import { hexId } from '../../../src/kernel/ids';
import type { Draft } from './draft';
import { flood } from './flood';
import type { Plane } from './plane';
import type { Projection } from './projection';
import type { MapSource } from './source-schema';
import { hexesAlong, tracePath } from './trace';

/** 7.9: north-map hexes east of the Volga; 7.8: towns and cities on either bank are Soviet ultimate sources. */
export function markVolga(draft: Draft, source: MapSource, plane: Plane): void {
  const extra = new Set(source.eastOfVolga.extraBarrier);
  const north = (h: HexId): boolean => draft.hex(h).section === 'north';
  const east = flood(plane, [hexId(source.eastOfVolga.seed)], north, (a, b) => draft.sideHas(a, b, 'volga') || extra.has(hexsideKey(a, b)));
  for (const h of east) if (!draft.isWater(h)) draft.hex(h).features.add('east-of-volga');
  for (const h of plane.hexes) {
    const d = draft.hex(h);
    if (!north(h) || !(d.features.has('town') || d.features.has('city'))) continue;
    if (plane.grid.neighbours(h).some((n) => draft.sideHas(h, n, 'volga'))) d.features.add('ultimate-soviet');
  }
}

/** 11.23: the Don-Volga fortification hexes (land, west of the Volga). */
export function markForts(draft: Draft, source: MapSource, plane: Plane, proj: Projection): void {
  for (const line of source.fortLines) {
    const hexes = new Set<string>(hexesAlong(plane, tracePath(line.path, proj.point)));
    for (const h of line.addHexes ?? []) hexes.add(h);
    for (const h of line.removeHexes ?? []) hexes.delete(h);
    for (const h of hexes) {
      const d = draft.hex(hexId(h));
      if (!draft.isWater(hexId(h)) && !d.features.has('east-of-volga')) d.features.add('fort');
    }
  }
}

/** 11.24: hexes inside the Stalingrad O-Ring, and the ring's sides. */
export function markORing(draft: Draft, source: MapSource, plane: Plane, proj: Projection): void {
  const inside = new Set(source.oRing.inside.map((p) => plane.nearest(proj.point(p))));
  for (const h of inside) {
    draft.hex(h).features.add('oring-inside');
    for (const n of plane.grid.neighbours(h)) {
      if (inside.has(n) || draft.isWater(n) || draft.hex(n).features.has('east-of-volga') || draft.sideHas(h, n, 'volga')) continue;
      draft.addSide(h, n, ['o-ring']);
    }
  }
}

/** 8.6: north-map land east of the Voronezh/Don line and the Don-Volga fortifications. */
export function markBeyondDon(draft: Draft, source: MapSource, plane: Plane): void {
  const land = (h: HexId): boolean => draft.hex(h).section === 'north' && !draft.isWater(h);
  const west = flood(
    plane,
    [hexId(source.donLine.seed)],
    (h) => land(h) && !draft.hex(h).features.has('fort'),
    (a, b) => draft.sideTagged(a, b, 'don-line') || draft.sideHas(a, b, 'volga'),
  );
  for (const h of plane.hexes) {
    const d = draft.hex(h);
    if (land(h) && !west.has(h) && !d.features.has('fort')) d.features.add(source.donLine.feature);
  }
}

export interface StartLineRegions {
  startLine: HexId[];
  german: HexId[];
  soviet: HexId[];
}

/**
 * 3.4: the start line's hexes (land the line passes through, or the hexes it lists) are
 * Soviet; the German side is the land reachable from the German ultimate sources without
 * entering them or crossing the Volga (9.16: the German side never crosses it).
 */
export function startLineRegions(draft: Draft, source: MapSource, plane: Plane, proj: Projection, id: string): StartLineRegions {
  const line = source.startLines[id];
  if (!line) throw new Error(`no start line ${id}`);
  const listed: string[] = line.hexes ?? hexesAlong(plane, tracePath(line.path ?? [], proj.point));
  const set = new Set<string>(listed.filter((h) => !draft.isWater(hexId(h))));
  for (const h of line.addHexes ?? []) set.add(h);
  for (const h of line.removeHexes ?? []) set.delete(h);
  const startLine = [...set].map(hexId).sort();
  const seeds = plane.hexes.filter((h) => {
    const d = draft.hex(h);
    return d.features.has('ultimate-german') && !d.features.has('taman');
  });
  const german = flood(plane, seeds, (h) => !draft.isWater(h) && !set.has(h), (a, b) => draft.sideHas(a, b, 'volga'));
  const soviet = plane.hexes.filter((h) => !draft.isWater(h) && !german.has(h));
  return { startLine, german: [...german].sort(), soviet };
}

/** 12.1: army set-up areas: rows of the German side, or listed hexes (which no row band then takes). */
export function armyAreas(source: MapSource, plane: Plane, german: readonly HexId[]): Record<string, HexId[]> {
  const listed = new Set(Object.values(source.armyAreas).flatMap((a) => a.hexes ?? []));
  const out: Record<string, HexId[]> = {};
  for (const [army, area] of Object.entries(source.armyAreas)) {
    if (area.hexes) {
      out[army] = area.hexes.map(hexId).sort();
      continue;
    }
    const [r0, r1] = area.rows ?? [0, -1];
    out[army] = german.filter((h) => {
      const row = plane.grid.coords(h).first;
      return row >= r0 && row <= r1 && !listed.has(h);
    });
  }
  return out;
}
