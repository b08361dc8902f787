import { hexId } from '../../../src/kernel/ids';
import type { Draft } from './draft';
import type { Plane } from './plane';
import type { Projection } from './projection';
import type { MapSource } from './source-schema';
import { hexesInPolygon, tracePath } from './trace';

const KIND_FEATURES: Record<string, string[]> = {
  city: ['city'],
  town: ['town'],
  port: ['town', 'port'],
  source: [],
};

/** Natural terrain from the areas (later areas win), then the places on top. */
export function paintTerrain(draft: Draft, source: MapSource, plane: Plane, proj: Projection): void {
  for (const h of plane.hexes) {
    const row = plane.grid.coords(h).first;
    const section = source.sections.find((s) => row >= s.rows[0] && row <= s.rows[1]);
    if (!section) throw new Error(`row ${row} belongs to no section`);
    draft.hexes.set(h, { terrain: source.defaultTerrain, features: new Set(), section: section.name });
  }
  for (const area of source.areas) {
    const poly = tracePath([...area.polygon, area.polygon[0]!], proj.point).slice(0, -1);
    const inside = new Set<string>(hexesInPolygon(plane, poly));
    for (const h of area.addHexes ?? []) inside.add(h);
    for (const h of area.removeHexes ?? []) inside.delete(h);
    for (const h of inside) {
      const d = draft.hex(hexId(h));
      d.terrain = area.terrain;
      if (area.sea) d.sea = area.sea;
      else delete d.sea;
    }
  }
  const byName = new Map(proj.places.map((p) => [p.name, p.hex]));
  for (const place of source.places) {
    const h = byName.get(place.name);
    if (!h) throw new Error(`place ${place.name} was not placed`);
    const d = draft.hex(h);
    if (draft.isWater(h)) {
      draft.warnings.push(`${place.name} (${h}) fell on ${d.terrain}; made clear`);
      d.terrain = 'clear';
      delete d.sea;
    }
    if (place.kind === 'city') d.terrain = 'clear'; // DoS 9.10: cities have a clear base
    d.name = place.name;
    for (const f of KIND_FEATURES[place.kind] ?? []) d.features.add(f);
    if (place.vp) d.features.add('vp');
    for (const f of place.features ?? []) d.features.add(f);
  }
}

/** `coast`: a land hex beside a sea hex takes that sea's name (black-sea before azov before caspian). */
export function markCoasts(draft: Draft, plane: Plane): void {
  const order = ['black-sea', 'azov', 'caspian'];
  for (const h of plane.hexes) {
    if (draft.isWater(h)) continue;
    const seas = plane.grid.neighbours(h).map((n) => draft.hex(n).sea).filter((s): s is string => !!s);
    const coast = order.find((s) => seas.includes(s));
    if (coast) draft.hex(h).coast = coast;
  }
}
