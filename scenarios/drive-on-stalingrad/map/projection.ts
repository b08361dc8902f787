import type { HexId } from '../../../src/kernel/ids';
import { hexId } from '../../../src/kernel/ids';
import { fitAffine, type Pt } from './affine';
import type { Plane } from './plane';
import type { LatLon, MapSource, PathPoint } from './source-schema';
import { fitThinPlate } from './thin-plate';

const KM_PER_DEG_LAT = 110.57;
const KM_PER_DEG_LON_EQ = 111.32;

/** One place and where it ended up. */
export interface PlacedPlace {
  name: string;
  hex: HexId;
  /** "cited" = hex given by the rulebook, "fixed" = chosen by hand, "snapped" = nearest free hex. */
  how: 'cited' | 'fixed' | 'snapped';
  /** Distance in hex widths between the affine fit and the hex it was pinned to. */
  residual: number;
}

export interface Projection {
  project(ll: LatLon): Pt;
  point(p: PathPoint): Pt;
  places: PlacedPlace[];
  /** Root mean square of the affine residuals at the cited places, in hex widths. */
  rms: number;
}

/**
 * lat/lon -> grid plane. A sinusoidal projection about `origin` gives kilometres; a
 * least-squares affine fit on the places whose hex the rulebook cites takes them to the
 * grid (absorbing scale, the map's tilt against true north and its stretch); every
 * place is then pinned to its hex centre by a thin-plate warp (cited hexes exactly,
 * the others to the nearest free hex), so rivers and areas keep their side of a town.
 */
export function createProjection(source: MapSource, plane: Plane): Projection {
  const [lat0, lon0] = source.projection.origin;
  const km = ([lat, lon]: LatLon): Pt => ({
    x: (lon - lon0) * KM_PER_DEG_LON_EQ * Math.cos((lat * Math.PI) / 180),
    y: (lat - lat0) * KM_PER_DEG_LAT,
  });
  const hexWidth = Math.sqrt(3);
  const pinned = source.places.filter((p) => p.hex || p.fixHex);
  const cited = source.places.filter((p) => p.hex);
  const affine = fitAffine(
    cited.map((p) => km([p.lat, p.lon])),
    cited.map((p) => plane.centre(hexId(p.hex!))),
  );
  const rms = Math.sqrt(
    cited.reduce((s, p) => {
      const a = affine.apply(km([p.lat, p.lon]));
      const c = plane.centre(hexId(p.hex!));
      return s + ((a.x - c.x) ** 2 + (a.y - c.y) ** 2) / hexWidth ** 2;
    }, 0) / cited.length,
  );

  const from: Pt[] = [];
  const to: Pt[] = [];
  const used = new Set<string>();
  const places: PlacedPlace[] = [];
  for (const p of pinned) {
    const h = hexId((p.hex ?? p.fixHex)!);
    if (used.has(h)) throw new Error(`place ${p.name}: hex ${h} already holds another place`);
    used.add(h);
    const a = affine.apply(km([p.lat, p.lon]));
    const c = plane.centre(h);
    from.push(a);
    to.push(c);
    places.push({ name: p.name, hex: h, how: p.hex ? 'cited' : 'fixed', residual: dist(a, c) / hexWidth });
  }
  const firstWarp = fitThinPlate(from, to, source.projection.smoothing);
  for (const p of source.places) {
    if (p.hex || p.fixHex) continue;
    const a = affine.apply(km([p.lat, p.lon]));
    const w = firstWarp(a);
    const h = plane.nearest(w);
    if (used.has(h)) {
      const holder = places.find((q) => q.hex === h)?.name ?? '?';
      throw new Error(`place ${p.name} falls in hex ${h}, which already holds ${holder}: drop it or give it fixHex`);
    }
    used.add(h);
    from.push(a);
    to.push(plane.centre(h));
    places.push({ name: p.name, hex: h, how: 'snapped', residual: dist(a, plane.centre(h)) / hexWidth });
  }
  const warp = fitThinPlate(from, to, source.projection.smoothing);
  const project = (ll: LatLon): Pt => warp(affine.apply(km(ll)));
  const point = (p: PathPoint): Pt => {
    if (typeof p !== 'string') return project(p);
    const [kind, rest] = p.split(':') as [string, string];
    const ids = rest.split('|').map(hexId);
    if (kind === 'hex') return plane.centre(ids[0]!);
    if (kind === 'side') return plane.sideMid(ids[0]!, ids[1]!);
    return plane.corner(ids[0]!, ids[1]!, ids[2]!);
  };
  return { project, point, places, rms };
}

const dist = (a: Pt, b: Pt): number => Math.hypot(a.x - b.x, a.y - b.y);
