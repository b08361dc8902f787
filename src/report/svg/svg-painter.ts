import type { Painter, Fill, Stroke, TextStyle } from '../draw/painter';
import type { Box, Point } from '../scene/types';

/** Numbers with at most two decimals: small, stable output. */
export const num = (n: number): string => {
  const r = Math.round(n * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
};

/** Text for SVG content and attributes. */
export const escapeXml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&#39;'));

function fillAttrs(f?: Fill): string {
  if (!f) return ' fill="none"';
  return ` fill="${f.colour}"${f.opacity !== undefined && f.opacity < 1 ? ` fill-opacity="${num(f.opacity)}"` : ''}`;
}

function strokeAttrs(s?: Stroke): string {
  if (!s) return '';
  let a = ` stroke="${s.colour}" stroke-width="${num(s.width)}"`;
  if (s.dash) a += ` stroke-dasharray="${s.dash.map(num).join(' ')}"`;
  if (s.cap === 'round') a += ' stroke-linecap="round" stroke-linejoin="round"';
  if (s.opacity !== undefined && s.opacity < 1) a += ` stroke-opacity="${num(s.opacity)}"`;
  return a;
}

const pointList = (pts: readonly Point[]): string => pts.map((p) => `${num(p.x)},${num(p.y)}`).join(' ');

/** Path data of many shapes: each a move to its first point and lines through the rest (closed with Z for polygons). */
const pathData = (list: readonly (readonly Point[])[], close: boolean, min: number): string =>
  list.filter((pts) => pts.length >= min).map((pts) => `M${pointList(pts)}${close ? 'Z' : ''}`).join('');

function textAttrs(s: TextStyle): string {
  const anchor = s.anchor && s.anchor !== 'start' ? ` text-anchor="${s.anchor}"` : '';
  const weight = s.bold ? ' font-weight="bold"' : '';
  return ` font-size="${num(s.size)}"${weight}${anchor} fill="${s.colour ?? '#000000'}"`;
}

/** A Painter that writes SVG elements; `markup()` returns them in drawing order. */
export function svgPainter(): Painter & { markup(): string } {
  const out: string[] = [];
  let clips = 0;
  return {
    polygon(points, fill, stroke) {
      out.push(`<polygon points="${pointList(points)}"${fillAttrs(fill)}${strokeAttrs(stroke)}/>`);
    },
    polyline(points, stroke) {
      out.push(`<polyline points="${pointList(points)}" fill="none"${strokeAttrs(stroke)}/>`);
    },
    circle(c, r, fill, stroke) {
      out.push(`<circle cx="${num(c.x)}" cy="${num(c.y)}" r="${num(r)}"${fillAttrs(fill)}${strokeAttrs(stroke)}/>`);
    },
    rect(b: Box, fill, stroke, radius) {
      const rr = radius ? ` rx="${num(radius)}"` : '';
      out.push(`<rect x="${num(b.x)}" y="${num(b.y)}" width="${num(b.width)}" height="${num(b.height)}"${rr}${fillAttrs(fill)}${strokeAttrs(stroke)}/>`);
    },
    text(text: string, at: Point, s: TextStyle) {
      out.push(`<text x="${num(at.x)}" y="${num(at.y)}"${textAttrs(s)}>${escapeXml(text)}</text>`);
    },
    polygons(list, fill, stroke) {
      const d = pathData(list, true, 3);
      if (d) out.push(`<path d="${d}"${fillAttrs(fill)}${strokeAttrs(stroke)}/>`);
    },
    polylines(list, stroke) {
      const d = pathData(list, false, 2);
      if (d) out.push(`<path d="${d}" fill="none"${strokeAttrs(stroke)}/>`);
    },
    // the style is the group's, inherited by each text
    texts(items, s, kind) {
      if (items.length === 0) return;
      out.push(`<g${kind ? ` class="${escapeXml(kind)}"` : ''}${textAttrs(s)}>`);
      for (const t of items) out.push(`<text x="${num(t.at.x)}" y="${num(t.at.y)}">${escapeXml(t.text)}</text>`);
      out.push('</g>');
    },
    clipped(b: Box, body: () => void) {
      const id = `clip${++clips}`;
      out.push(`<clipPath id="${id}"><rect x="${num(b.x)}" y="${num(b.y)}" width="${num(b.width)}" height="${num(b.height)}"/></clipPath><g clip-path="url(#${id})">`);
      body();
      out.push('</g>');
    },
    markup: () => out.join('\n'),
  };
}
