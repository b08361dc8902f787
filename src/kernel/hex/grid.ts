import type { HexId } from '../ids';
import { hexId } from '../ids';
import type { GridSpec } from '../map/types';
import { formatLabel, LABEL_SLOTS, labelSlot } from './label';
import { createLayout, type Layout, type Vec } from './layout';

export interface Grid {
  readonly spec: GridSpec;
  /** "0233" -> HexId when it has the 4-digit format and lies in the spec's ranges; else null. */
  parse(label: string): HexId | null;
  coords(h: HexId): { first: number; second: number };
  label(first: number, second: number): HexId;
  /**
   * In-range neighbours in direction order 0..5. Direction d is the neighbour whose
   * centre lies in the clockwise sector [60d°, 60d° + 60°) measured from east as drawn:
   * with pointy-topped hexes (lines east-west, e.g. DoS) 0 = E, 1 = SE, 2 = SW, 3 = W,
   * 4 = NW, 5 = NE; with flat-topped hexes (lines north-south, e.g. CCRR maps)
   * 0 = SE, 1 = S, 2 = SW, 3 = NW, 4 = N, 5 = NE.
   */
  neighbours(h: HexId): HexId[];
  /** Direction 0..5 from `from` to an adjacent `to` (opposite = (d+3)%6); null if not adjacent. */
  direction(from: HexId, to: HexId): number | null;
  /** As direction, between two label slots (hex/label.ts labelSlot, both >= 0); -1 if not adjacent. */
  slotDirection(from: number, to: number): number;
  /** The hex one step from `h` in direction d, or null when off the grid. */
  step(h: HexId, d: number): HexId | null;
  distance(a: HexId, b: HexId): number;
  /** As distance, between two label slots (hex/label.ts labelSlot, both >= 0): a set's hexes read once measure without their labels read again. */
  slotDistance(a: number, b: number): number;
  /** Every in-range hex at distance <= n (including h), sorted by id. */
  within(h: HexId, n: number): HexId[];
  /**
   * Centre for drawing, hex size 1 (centre to corner), x grows east, y grows south.
   * The frame is placed so that the corners of the whole grid start at (0, 0).
   */
  center(h: HexId): { x: number; y: number };
  /**
   * Corners for drawing (6 points), same frame as center. Corner i lies 30° clockwise
   * of direction i, so the side facing direction d joins corners (d+5)%6 and d.
   */
  corners(h: HexId): { x: number; y: number }[];
  /** Width and height of the box holding every hex of the grid, same frame. */
  bounds(): { width: number; height: number };
}

const SQRT3 = Math.sqrt(3);
const HALF_SQRT3 = SQRT3 / 2;
/** Corner offsets at 30°, 90°, … clockwise from east (y grows south); no trigonometry, so every engine agrees. */
const POINTY_CORNERS: readonly (readonly [number, number])[] = [
  [HALF_SQRT3, 0.5], [0, 1], [-HALF_SQRT3, 0.5], [-HALF_SQRT3, -0.5], [0, -1], [HALF_SQRT3, -0.5],
];
/** Corner offsets at 60°, 120°, … clockwise from east. */
const FLAT_CORNERS: readonly (readonly [number, number])[] = [
  [0.5, HALF_SQRT3], [-0.5, HALF_SQRT3], [-1, 0], [-0.5, -HALF_SQRT3], [0.5, -HALF_SQRT3], [1, 0],
];
const CANDIDATE_DELTAS: readonly (readonly [number, number])[] = [
  [0, 2], [0, -2], [1, 1], [1, -1], [-1, 1], [-1, -1],
];

/**
 * Builds the arithmetic of a title's declared grid (map/types.ts GridSpec). Every label's
 * line and doubled position, and every in-range hex's id and neighbours, are worked out
 * once here, in tables indexed by the label's slot (label.ts), so that the questions the
 * rules ask on every step of every search are a few array reads.
 */
export function createGrid(spec: GridSpec): Grid {
  const layout = createLayout(spec);
  const [lineLo, lineHi] = layout.lineRange;
  const [posLo, posHi] = layout.posRange;
  const deltas = orderDeltas(layout);
  const origin = drawingOrigin(layout);

  const inRange = (line: number, pos: number): boolean =>
    Number.isInteger(line) && Number.isInteger(pos) && line >= lineLo && line <= lineHi && pos >= posLo && pos <= posHi;

  // line and doubled position of every label, in range or not; in-range ids by slot
  const lineOf = new Int16Array(LABEL_SLOTS);
  const dOf = new Int16Array(LABEL_SLOTS);
  const idOf: (HexId | undefined)[] = new Array<HexId | undefined>(LABEL_SLOTS).fill(undefined);
  for (let slot = 0; slot < LABEL_SLOTS; slot++) {
    const { line, pos } = layout.toLine(Math.floor(slot / 100), slot % 100);
    lineOf[slot] = line;
    dOf[slot] = layout.doubled(line, pos);
    if (inRange(line, pos)) idOf[slot] = hexId(formatLabel(Math.floor(slot / 100), slot % 100));
  }
  /** Direction index by (dl + 1) * 5 + (dd + 2) for |dl| <= 1, |dd| <= 2; -1 = not adjacent. */
  const directionOf = new Int8Array(15).fill(-1);
  deltas.forEach(([dl, dd], i) => (directionOf[(dl + 1) * 5 + (dd + 2)] = i));

  const slotOf = (h: HexId): number => {
    const slot = labelSlot(h);
    if (slot < 0) throw new RangeError(`not a hex label: "${h}"`);
    return slot;
  };

  const at = (line: number, d: number): HexId | null => {
    const pos = (d - (layout.isShifted(line) ? 1 : 0)) / 2;
    if (!inRange(line, pos)) return null;
    const { first, second } = layout.fromLine(line, pos);
    return idOf[first * 100 + second]!;
  };

  // in-range neighbours of every in-range hex, in direction order
  const neighbourList: (readonly HexId[] | undefined)[] = new Array<readonly HexId[] | undefined>(LABEL_SLOTS).fill(undefined);
  for (let slot = 0; slot < LABEL_SLOTS; slot++) {
    if (idOf[slot] === undefined) continue;
    const out: HexId[] = [];
    for (const [dl, dd] of deltas) {
      const n = at(lineOf[slot]! + dl, dOf[slot]! + dd);
      if (n) out.push(n);
    }
    neighbourList[slot] = out;
  }

  const rawCenter = (line: number, d: number): Vec => ({
    x: layout.posVec.x * d * (SQRT3 / 2) + layout.lineVec.x * line * 1.5,
    y: layout.posVec.y * d * (SQRT3 / 2) + layout.lineVec.y * line * 1.5,
  });

  const grid: Grid = {
    spec,
    parse(label) {
      const slot = labelSlot(label);
      return slot >= 0 && idOf[slot] !== undefined ? hexId(label) : null;
    },
    coords(h) {
      const slot = slotOf(h);
      return { first: Math.floor(slot / 100), second: slot % 100 };
    },
    label(first, second) {
      return hexId(formatLabel(first, second));
    },
    neighbours(h) {
      const slot = slotOf(h);
      const known = neighbourList[slot];
      if (known) return known.slice();
      // a label beyond the grid: its in-range neighbours, worked out
      const out: HexId[] = [];
      for (const [dl, dd] of deltas) {
        const n = at(lineOf[slot]! + dl, dOf[slot]! + dd);
        if (n) out.push(n);
      }
      return out;
    },
    direction(from, to) {
      const i = grid.slotDirection(slotOf(from), slotOf(to));
      return i < 0 ? null : i;
    },
    slotDirection(a, b) {
      const dl = lineOf[b]! - lineOf[a]!;
      const dd = dOf[b]! - dOf[a]!;
      if (dl < -1 || dl > 1 || dd < -2 || dd > 2) return -1;
      return directionOf[(dl + 1) * 5 + (dd + 2)]!;
    },
    step(h, dir) {
      const delta = deltas[((dir % 6) + 6) % 6];
      if (!delta || !Number.isInteger(dir)) return null;
      const slot = slotOf(h);
      return at(lineOf[slot]! + delta[0], dOf[slot]! + delta[1]);
    },
    distance(a, b) {
      return grid.slotDistance(slotOf(a), slotOf(b));
    },
    slotDistance(p, q) {
      const dl = Math.abs(lineOf[p]! - lineOf[q]!);
      const dd = Math.abs(dOf[p]! - dOf[q]!);
      return dl + Math.max(0, (dd - dl) / 2);
    },
    within(h, n) {
      const slot = slotOf(h);
      const line = lineOf[slot]!;
      const d = dOf[slot]!;
      const r = Math.floor(n);
      const out: HexId[] = [];
      if (r < 0) return out;
      for (let l = Math.max(lineLo, line - r); l <= Math.min(lineHi, line + r); l++) {
        const dl = Math.abs(l - line);
        const reach = 2 * r - dl; // |dd| <= dl + 2 * (r - dl)
        const off = layout.isShifted(l) ? 1 : 0;
        const pFrom = Math.max(posLo, Math.ceil((d - reach - off) / 2));
        const pTo = Math.min(posHi, Math.floor((d + reach - off) / 2));
        for (let p = pFrom; p <= pTo; p++) {
          const { first, second } = layout.fromLine(l, p);
          out.push(idOf[first * 100 + second]!);
        }
      }
      return out.sort(compareIds);
    },
    center(h) {
      const slot = slotOf(h);
      const c = rawCenter(lineOf[slot]!, dOf[slot]!);
      return { x: c.x - origin.x, y: c.y - origin.y };
    },
    corners(h) {
      const c = grid.center(h);
      return (layout.pointy ? POINTY_CORNERS : FLAT_CORNERS).map(([x, y]) => ({ x: c.x + x, y: c.y + y }));
    },
    bounds() {
      return { width: origin.width, height: origin.height };
    },
  };
  return grid;
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The six neighbour deltas (line, doubled) sorted by their drawn angle, clockwise from east. */
function orderDeltas(layout: Layout): (readonly [number, number])[] {
  const sector = ([dl, dd]: readonly [number, number]): number => {
    const x = layout.posVec.x * dd * (SQRT3 / 2) + layout.lineVec.x * dl * 1.5;
    const y = layout.posVec.y * dd * (SQRT3 / 2) + layout.lineVec.y * dl * 1.5;
    const deg = ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
    return Math.floor((deg + 1) / 60) % 6; // +1° absorbs rounding just below a multiple of 60
  };
  const ordered = [...CANDIDATE_DELTAS].sort((a, b) => sector(a) - sector(b));
  if (new Set(ordered.map(sector)).size !== 6) throw new Error('grid layout: neighbour directions collide');
  return ordered;
}

/**
 * Where raw centre coordinates start so that every corner has x, y >= 0, and the
 * size of the box. Extents: half a hex width (sqrt(3)/2) along a line, 1 across lines.
 */
function drawingOrigin(layout: Layout): { x: number; y: number; width: number; height: number } {
  const [lineLo, lineHi] = layout.lineRange;
  const [posLo, posHi] = layout.posRange;
  const lines = [...new Set([lineLo, Math.min(lineLo + 1, lineHi), Math.max(lineHi - 1, lineLo), lineHi])];
  const xs: number[] = [];
  const ys: number[] = [];
  for (const line of lines) {
    for (const pos of [posLo, posHi]) {
      const d = layout.doubled(line, pos);
      xs.push(layout.posVec.x * d * (SQRT3 / 2) + layout.lineVec.x * line * 1.5);
      ys.push(layout.posVec.y * d * (SQRT3 / 2) + layout.lineVec.y * line * 1.5);
    }
  }
  const ex = layout.pointy ? SQRT3 / 2 : 1;
  const ey = layout.pointy ? 1 : SQRT3 / 2;
  const minX = Math.min(...xs) - ex;
  const minY = Math.min(...ys) - ey;
  return { x: minX, y: minY, width: Math.max(...xs) + ex - minX, height: Math.max(...ys) + ey - minY };
}
