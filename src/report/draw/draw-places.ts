import type { Point, SceneMark, ScenePlace } from '../scene/types';
import { PLACE_INK, sideColour, VP_COLOUR } from '../style/palette';
import type { Painter } from './painter';
import { toPage, type Viewport } from './viewport';

const at = (v: Viewport, c: Point, dx: number, dy: number): Point => toPage(v, { x: c.x + dx, y: c.y + dy });

/** A five-pointed star around `c` (outer radius r), as a polygon. */
export function star(c: Point, r: number): Point[] {
  const pts: Point[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.42;
    pts.push({ x: c.x + rr * Math.cos(a), y: c.y + rr * Math.sin(a) });
  }
  return pts;
}

/** The hex's own outline shrunk toward its centre by `f`, in page points. */
const inner = (v: Viewport, c: Point, corners: readonly Point[], f: number): Point[] =>
  corners.map((k) => toPage(v, { x: c.x + (k.x - c.x) * f, y: c.y + (k.y - c.y) * f }));

/**
 * The printed features of a hex, under the counters: a city block, a town dot, a port
 * anchor ring, a red VP star on the west side, a fortification's toothed ring.
 */
export function drawPlaceSymbols(p: Painter, v: Viewport, place: ScenePlace, corners: readonly Point[]): void {
  const s = v.scale;
  const c = place.center;
  if (place.kinds.includes('fort')) {
    p.polygon(inner(v, c, corners, 0.84), undefined, { colour: '#3a2a1a', width: s * 0.09, dash: [s * 0.1, s * 0.07] });
  }
  if (place.kinds.includes('city')) p.polygon(inner(v, c, corners, 0.5), { colour: '#5c5c5c' }, { colour: '#2b2b2b', width: s * 0.03 });
  else if (place.kinds.includes('town')) p.circle(toPage(v, c), s * 0.17, { colour: '#222222' });
  if (place.kinds.includes('port')) {
    const o = at(v, c, 0.68, 0.05);
    p.circle(o, s * 0.1, undefined, { colour: '#1d4f91', width: s * 0.04 });
    p.polyline([{ x: o.x, y: o.y - s * 0.2 }, { x: o.x, y: o.y - s * 0.1 }], { colour: '#1d4f91', width: s * 0.04 });
  }
  if (place.kinds.includes('vp')) p.polygon(star(at(v, c, -0.66, 0.05), s * 0.17), { colour: VP_COLOUR }, { colour: '#ffffff', width: s * 0.02 });
}

/** The place name under the hex centre, on a pale band so it stays legible over counters. */
export function drawPlaceName(p: Painter, v: Viewport, place: ScenePlace, size: number, width: (t: string) => number): void {
  if (!place.name) return;
  const big = place.kinds.includes('city');
  const base = at(v, place.center, 0, 0.9);
  const w = width(place.name);
  p.rect({ x: base.x - w / 2 - size * 0.2, y: base.y - size * 0.85, width: w + size * 0.4, height: size * 1.1 }, { colour: '#ffffff', opacity: 0.75 });
  p.text(place.name, base, { size, bold: big, colour: PLACE_INK, anchor: 'middle' });
}

/** A title's marker: a control flag in the holder's colour, a cross on a destroyed fortification, else a small tag. */
export function drawMark(p: Painter, v: Viewport, m: SceneMark): void {
  const s = v.scale;
  if (m.kind === 'control') {
    const o = at(v, m.center, 0.6, 0.42);
    p.rect({ x: o.x - s * 0.1, y: o.y - s * 0.1, width: s * 0.2, height: s * 0.2 }, { colour: sideColour(String(m.side ?? '')) }, { colour: '#ffffff', width: s * 0.02 });
    return;
  }
  if (m.kind === 'fort-destroyed') {
    const o = at(v, m.center, -0.6, 0.42);
    const r = s * 0.13;
    const ink = { colour: '#c0262d', width: s * 0.06 };
    p.polyline([{ x: o.x - r, y: o.y - r }, { x: o.x + r, y: o.y + r }], ink);
    p.polyline([{ x: o.x - r, y: o.y + r }, { x: o.x + r, y: o.y - r }], ink);
    return;
  }
  if (m.kind === 'replacement') {
    // a small non-combat counter in its side's colour at the hex's lower left, its type label on it
    const o = at(v, m.center, -0.5, 0.62);
    const text = m.text ?? 'R';
    const w = s * Math.max(0.42, 0.14 * text.length + 0.08);
    const h = s * 0.3;
    p.rect({ x: o.x - w / 2, y: o.y - h / 2, width: w, height: h }, { colour: sideColour(String(m.side ?? '')) }, { colour: '#ffffff', width: s * 0.03 }, s * 0.04);
    p.text(text, { x: o.x, y: o.y + h * 0.3 }, { size: h * 0.75, bold: true, colour: '#ffffff', anchor: 'middle' });
    return;
  }
  const o = at(v, m.center, -0.6, 0.42);
  p.circle(o, s * 0.09, { colour: '#7a4b00' });
}
