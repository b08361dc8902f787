import type { NatoType } from '#kernel/engine/scene';
import type { Box, Point } from '../scene/types';
import { fitSize } from '../style/text-metrics';
import type { Painter, Stroke } from './painter';

/** Points of a half ellipse over the box's bottom edge (the anti-aircraft dome). */
function dome(b: Box, rise: number): Point[] {
  const pts: Point[] = [];
  const cx = b.x + b.width / 2;
  const base = b.y + b.height;
  const rx = b.width * 0.36;
  for (let i = 0; i <= 16; i++) {
    const t = Math.PI * (i / 16);
    pts.push({ x: cx - rx * Math.cos(t), y: base - b.height * rise * Math.sin(t) });
  }
  return pts;
}

const cross = (p: Painter, b: Box, s: Stroke) => {
  p.polyline([{ x: b.x, y: b.y }, { x: b.x + b.width, y: b.y + b.height }], s);
  p.polyline([{ x: b.x, y: b.y + b.height }, { x: b.x + b.width, y: b.y }], s);
};

const oval = (p: Painter, b: Box, s: Stroke) => {
  const h = b.height * 0.5;
  p.rect({ x: b.x + b.width * 0.2, y: b.y + b.height * 0.25, width: b.width * 0.6, height: h }, undefined, s, h / 2);
};

/**
 * A NATO land-unit symbol (APP-6 style, as wargame counters print them) in the frame
 * `b`: infantry ╳, armour an oval, mechanized both, motorized ╳ with wheels, mountain ╳
 * with a peak, cavalry a single diagonal, artillery a dot, anti-aircraft a dome,
 * fortified a battlement. `mark` is a short tag in the frame's top right ("G" guards).
 */
export function drawNato(p: Painter, b: Box, nato: NatoType, ink: string, mark?: string): void {
  const s: Stroke = { colour: ink, width: Math.max(0.2, b.height * 0.07) };
  p.rect(b, undefined, s);
  const fill = { colour: ink };
  switch (nato) {
    case 'infantry':
      cross(p, b, s);
      break;
    case 'armour':
      oval(p, b, s);
      break;
    case 'mechanized':
      cross(p, b, s);
      oval(p, b, s);
      break;
    case 'motorized': {
      cross(p, b, s);
      const r = b.height * 0.09;
      p.circle({ x: b.x + b.width * 0.38, y: b.y + b.height - r * 1.6 }, r, fill);
      p.circle({ x: b.x + b.width * 0.62, y: b.y + b.height - r * 1.6 }, r, fill);
      break;
    }
    case 'mountain': {
      cross(p, b, s);
      const w = b.width * 0.16;
      const base = b.y + b.height;
      const cx = b.x + b.width / 2;
      p.polygon([{ x: cx - w, y: base }, { x: cx, y: base - b.height * 0.32 }, { x: cx + w, y: base }], fill);
      break;
    }
    case 'cavalry':
      p.polyline([{ x: b.x, y: b.y + b.height }, { x: b.x + b.width, y: b.y }], s);
      break;
    case 'artillery':
      p.circle({ x: b.x + b.width / 2, y: b.y + b.height / 2 }, b.height * 0.17, fill);
      break;
    case 'anti-aircraft':
      p.polyline(dome(b, 0.62), s);
      break;
    case 'fortified': {
      const y0 = b.y + b.height * 0.62;
      const y1 = b.y + b.height * 0.34;
      const xs = [0.1, 0.26, 0.42, 0.58, 0.74, 0.9].map((f) => b.x + b.width * f);
      const pts: Point[] = [{ x: b.x + b.width * 0.1, y: y0 }];
      for (let i = 0; i < xs.length - 1; i++) {
        const y = i % 2 === 0 ? y1 : y0;
        pts.push({ x: xs[i]!, y }, { x: xs[i + 1]!, y });
      }
      pts.push({ x: b.x + b.width * 0.9, y: y0 });
      p.polyline(pts, s);
      break;
    }
    case 'headquarters':
      p.text('HQ', { x: b.x + b.width / 2, y: b.y + b.height * 0.72 }, { size: b.height * 0.55, bold: true, colour: ink, anchor: 'middle' });
      break;
    default:
      p.text('?', { x: b.x + b.width / 2, y: b.y + b.height * 0.75 }, { size: b.height * 0.6, bold: true, colour: ink, anchor: 'middle' });
  }
  if (mark) {
    const size = fitSize(mark, b.width * 0.42, b.height * 0.36, true, b.height * 0.18);
    p.text(mark, { x: b.x + b.width - b.height * 0.06, y: b.y + size * 0.9 }, { size, bold: true, colour: ink, anchor: 'end' });
  }
}
