import type { Point, SceneArrow, SceneBattle } from '../scene/types';
import { ARROWS, sideColour } from '../style/palette';
import type { Painter, Stroke } from './painter';
import { toPage, type Viewport } from './viewport';

const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
const len = (a: Point): number => Math.hypot(a.x, a.y);

/** Moves `p` toward `q` by `d` (page points). */
function toward(p: Point, q: Point, d: number): Point {
  const v = sub(q, p);
  const l = len(v);
  return l === 0 ? p : { x: p.x + (v.x / l) * d, y: p.y + (v.y / l) * d };
}

function head(p: Painter, tip: Point, from: Point, size: number, colour: string): void {
  const v = sub(tip, from);
  const l = len(v) || 1;
  const ux = v.x / l;
  const uy = v.y / l;
  const base = { x: tip.x - ux * size, y: tip.y - uy * size };
  p.polygon(
    [tip, { x: base.x - uy * size * 0.5, y: base.y + ux * size * 0.5 }, { x: base.x + uy * size * 0.5, y: base.y - ux * size * 0.5 }],
    { colour },
  );
}

function style(a: SceneArrow, s: number): { stroke: Stroke; colour: string } {
  switch (a.kind) {
    case 'attack':
      return { colour: ARROWS.attack, stroke: { colour: ARROWS.attack, width: s * 0.13, cap: 'round' } };
    case 'retreat':
      return { colour: ARROWS.retreat, stroke: { colour: ARROWS.retreat, width: s * 0.09, dash: [s * 0.16, s * 0.1] } };
    case 'advance':
      return { colour: ARROWS.advance, stroke: { colour: ARROWS.advance, width: s * 0.1, cap: 'round' } };
    default: {
      const colour = sideColour(a.side ?? '');
      return { colour, stroke: { colour, width: s * 0.08, dash: [s * 0.22, s * 0.1], opacity: 0.9 } };
    }
  }
}

/** Retreats and advances run beside the attack arrows they would otherwise hide: this far to their right, in hex units. */
const SIDE_OFFSET: Record<SceneArrow['kind'], number> = { move: 0, attack: 0, retreat: 0.2, advance: 0.2 };

/** The points moved `d` to the right of the direction from the first to the last. */
function beside(pts: Point[], d: number): Point[] {
  if (d === 0) return pts;
  const v = sub(pts[pts.length - 1]!, pts[0]!);
  const l = len(v) || 1;
  return pts.map((q) => ({ x: q.x - (v.y / l) * d, y: q.y + (v.x / l) * d }));
}

/** A trail or an arrow through the centres of its hexes, from the edge of the first counter to a head short of the last. */
export function drawArrow(p: Painter, v: Viewport, a: SceneArrow): void {
  const s = v.scale;
  const pts = beside(a.points.map((q) => toPage(v, q)), SIDE_OFFSET[a.kind] * s);
  if (pts.length < 2) return;
  const { stroke, colour } = style(a, s);
  const first = toward(pts[0]!, pts[1]!, s * (a.kind === 'move' ? 0 : 0.5));
  const last = toward(pts[pts.length - 1]!, pts[pts.length - 2]!, s * (a.kind === 'move' ? 0.15 : 0.5));
  const line = [first, ...pts.slice(1, -1), last];
  if (a.kind === 'move') {
    p.circle(pts[0]!, s * 0.1, { colour });
    for (const q of pts.slice(1, -1)) p.circle(q, s * 0.06, { colour });
  }
  const headSize = s * (a.kind === 'attack' ? 0.4 : 0.3);
  p.polyline([...line.slice(0, -1), toward(last, line[line.length - 2]!, headSize * 0.8)], stroke);
  head(p, last, line[line.length - 2]!, headSize, colour);
}

/** The battle's badge on the target hex: "B2 DR" in white on red; above the hex, or `below` it. */
export function drawBattleBadge(p: Painter, v: Viewport, b: SceneBattle, size: number, width: (t: string) => number, below = false): void {
  const o = toPage(v, { x: b.center.x, y: b.center.y + (below ? 1.1 : -0.84) });
  const text = `B${b.number} ${b.result}`;
  const w = width(text) + size * 0.6;
  p.rect({ x: o.x - w / 2, y: o.y - size * 1.05, width: w, height: size * 1.35 }, { colour: ARROWS.attack }, { colour: '#ffffff', width: size * 0.08 }, size * 0.3);
  p.text(text, { x: o.x, y: o.y }, { size, bold: true, colour: '#ffffff', anchor: 'middle' });
}
