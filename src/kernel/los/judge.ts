import type { HexId } from '../ids';
import type { HexsideKey } from '../map/types';
import { hexsideKey } from '../hex/hexside';
import { BLOCKING_ITEM, blocksLos, isElevated, isSlope, type BlockingKind, type DrawnFeature } from './features';
import { nearestParameter, segmentPolygonDistance, segmentPolylineDistance, type Point } from './geometry';
import type { LosOverride, LosTerrain } from './model';
import { traceLine, type Contact, type Trace } from './trace';

/**
 * Direct fire (SoS 9.3) or spotting for indirect fire (SoS 14.2). They differ in one
 * rule only: from a hill top or slope top, a spotter whose line crosses an adjacent slope
 * hex also sees over suburb/village terrain "below" it (SoS 14.26).
 */
export type LosPurpose = 'fire' | 'spot';

/**
 * Who looks: an OP unit or any other unit (the rulebook's "OP and non-OP units", SoS 14.25).
 * The geometry is the same for both; only an override scoped to a viewer tells them apart
 * (SoS 14.25: "An OP unit on hex 1039 ... can also see hill top hexes 1635, 1641, and 2238").
 * An OP unit has no AF or DF (SoS 2.25): it only spots.
 */
export type LosViewer = 'op' | 'non-op';

/** Why the line is clear or blocked, with the rule that says so. */
export type LosReason =
  | { readonly why: 'same-hex'; readonly rule: 'SoS 9.37' }
  | { readonly why: 'adjacent'; readonly rule: 'SoS 9.37' }
  | { readonly why: 'override'; readonly rule: 'override'; readonly note: string }
  | { readonly why: 'nothing-blocks'; readonly rule: 'SoS 9.34' }
  | { readonly why: 'feature'; readonly rule: string; readonly hex: HexId; readonly kind: BlockingKind; readonly contact: Contact }
  | { readonly why: 'hexside-feature'; readonly rule: string; readonly hexside: HexsideKey; readonly kind: BlockingKind }
  | { readonly why: 'hill-top'; readonly rule: 'SoS 9.33 #8'; readonly hex: HexId; readonly contact: 'through' | 'along' };

/** Blocking terrain on the line that the elevation rules let the viewer see over. */
export interface SeenOver {
  readonly hex: HexId;
  readonly kind: BlockingKind;
  readonly rule: 'SoS 9.38' | 'SoS 14.26';
}

export interface LosVerdict {
  readonly from: HexId;
  readonly to: HexId;
  readonly purpose: LosPurpose;
  readonly viewer: LosViewer;
  readonly clear: boolean;
  readonly reason: LosReason;
  readonly seenOver: readonly SeenOver[];
}

/**
 * Line of sight between the centres of two hexes (SoS 9.3, 14.26), judged on the drawn
 * features of the map, for a purpose and a viewer (an OP unit or another, for an override
 * scoped to one). Symmetric for the same purpose and viewer: "If unit A can see unit B, B
 * can see A" (play note, SoS 9.31), so the elevation rules are applied from both ends. The
 * first blocker from `from` is reported.
 */
export function judgeLos(terrain: LosTerrain, from: HexId, to: HexId, purpose: LosPurpose = 'fire', viewer: LosViewer = 'non-op'): LosVerdict {
  if (viewer === 'op' && purpose !== 'spot') throw new RangeError('an OP unit has no AF or DF and never fires (SoS 2.25): judge its line with purpose "spot"');
  const verdict = (clear: boolean, reason: LosReason, seenOver: readonly SeenOver[] = []): LosVerdict =>
    ({ from, to, purpose, viewer, clear, reason, seenOver });
  if (from === to) return verdict(true, { why: 'same-hex', rule: 'SoS 9.37' });
  const { grid } = terrain;
  // SoS 9.37: "Adjacent units always have an unblocked LOS", before any override
  if (grid.distance(from, to) === 1) return verdict(true, { why: 'adjacent', rule: 'SoS 9.37' });
  const ruling = terrain.override(from, to);
  if (ruling && holdsFor(ruling, purpose, viewer)) return verdict(ruling.los === 'clear', { why: 'override', rule: 'override', note: ruling.note });

  const trace = traceLine(grid, from, to, terrain.tolerance);
  const { overSlope, suburbBelow } = elevation(terrain, trace, purpose);
  const seenOver: SeenOver[] = [];
  const blockers: { t: number; reason: LosReason }[] = [];

  // SoS 9.35: the firer's and target's hexes are not in the trace; every other hex the
  // line meets or passes within the tolerance of counts (9.34, 9.36)
  for (const c of trace.hexes) {
    if (terrain.relief(c.hex) === 'hill-top' && (c.contact === 'through' || c.contact === 'along')) {
      // SoS 9.33 #8: a line may leave or enter a hill top through one of its sides (when
      // the hill top is an end); across a hill top between the ends it passes two: blocked.
      // A line run along its side counts (9.33 example 2, 1550 -> 1448 past 1549). A line
      // that touches only a corner, or passes within 1/16 inch outside, passes no side of
      // it: the 1/16 inch of 9.34 is for blocking terrain, and the hex is none ("Hexes do
      // not block LOS", 9.34 game note).
      blockers.push({ t: c.t, reason: { why: 'hill-top', rule: 'SoS 9.33 #8', hex: c.hex, contact: c.contact } });
    }
    for (const f of terrain.features(c.hex)) {
      if (!blocksLos(f.kind)) continue;
      const d = featureDistance(terrain, c.hex, f, trace.start, trace.end);
      if (d > terrain.tolerance) continue;
      if (overSlope.has(c.hex)) {
        seenOver.push({ hex: c.hex, kind: f.kind, rule: 'SoS 9.38' });
        continue;
      }
      if (suburbBelow && f.kind === 'suburb') {
        seenOver.push({ hex: c.hex, kind: f.kind, rule: 'SoS 14.26' });
        continue;
      }
      const rule = c.contact === 'along' ? `SoS 9.36; ${BLOCKING_ITEM[f.kind]}` : BLOCKING_ITEM[f.kind];
      blockers.push({ t: c.t, reason: { why: 'feature', rule, hex: c.hex, kind: f.kind, contact: c.contact } });
    }
  }
  // a side within the tolerance of the line has both its hexes within it too: one of
  // them is an end or in the trace
  const checked = new Set<HexsideKey>();
  for (const a of [from, to, ...trace.hexes.map((c) => c.hex)]) {
    const k = grid.corners(a);
    for (let dir = 0; dir < 6; dir++) {
      const b = grid.step(a, dir);
      if (!b) continue;
      const key = hexsideKey(a, b);
      const kinds = terrain.hexsideFeatures(a, b);
      if (checked.has(key) || kinds.length === 0) continue;
      checked.add(key);
      const p = k[(dir + 5) % 6]!;
      const q = k[dir]!;
      if (segmentPolylineDistance(trace.start, trace.end, [p, q]) > terrain.tolerance) continue;
      const along = trace.alongSides.includes(key);
      const t = nearestParameter(trace.start, trace.end, { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 });
      for (const kind of kinds) {
        if (!blocksLos(kind)) continue;
        const rule = along ? `SoS 9.36; ${BLOCKING_ITEM[kind]}` : BLOCKING_ITEM[kind];
        blockers.push({ t, reason: { why: 'hexside-feature', rule, hexside: key, kind } });
      }
    }
  }
  if (blockers.length === 0) return verdict(true, { why: 'nothing-blocks', rule: 'SoS 9.34' }, seenOver);
  blockers.sort((x, y) => x.t - y.t);
  return verdict(false, blockers[0]!.reason, seenOver);
}

/** Whether an override is for this purpose and viewer (an unscoped one is for every line). */
const holdsFor = ({ only }: LosOverride, purpose: LosPurpose, viewer: LosViewer): boolean =>
  !only || (only.purpose === purpose && (only.viewer === undefined || only.viewer === viewer));

/**
 * SoS 9.38, 14.26: from a hill top or slope top, blocking terrain in an adjacent slope hex
 * the line passes through is seen over; a spotter whose line crosses such a hex also sees
 * over suburb/village terrain below (14.26). Beyond the slope hex other blocking terrain
 * blocks as usual ("It cannot see further than the next hex beyond the slope hex if that
 * hex has blocking terrain in it", 14.26).
 */
function elevation(terrain: LosTerrain, trace: Trace, purpose: LosPurpose): { overSlope: Set<HexId>; suburbBelow: boolean } {
  const overSlope = new Set<HexId>();
  let suburbBelow = false;
  for (const end of [trace.from, trace.to]) {
    if (!isElevated(terrain.relief(end))) continue;
    for (const c of trace.hexes) {
      if (c.contact !== 'through' || !isSlope(terrain.relief(c.hex)) || terrain.grid.distance(end, c.hex) !== 1) continue;
      overSlope.add(c.hex);
      if (purpose === 'spot') suburbBelow = true;
    }
  }
  return { overSlope, suburbBelow };
}

/** Distance from the line to a feature drawn in hex `h` (0 when the line meets it). */
function featureDistance(terrain: LosTerrain, h: HexId, f: DrawnFeature, a: Point, b: Point): number {
  const c = terrain.grid.center(h);
  if (f.shape === 'area' && !f.points) return segmentPolygonDistance(a, b, terrain.grid.corners(h));
  const pts = f.points!.map((p) => ({ x: c.x + p.x, y: c.y + p.y }));
  return f.shape === 'area' ? segmentPolygonDistance(a, b, pts) : segmentPolylineDistance(a, b, pts);
}
