import type { ScenePiece } from '#kernel/engine/scene';
import type { Box, Point } from '../scene/types';
import { counterColours } from '../style/palette';
import { fitSize } from '../style/text-metrics';
import { drawNato } from './nato-symbol';
import type { Painter } from './painter';

/** How much a counter shows: everything (detail pages, SVG) or a coloured chip with its symbol (overview). */
export type CounterDetail = 'full' | 'chip';

/**
 * One counter in the wargame convention, `side` points square, centred on `c`: size
 * marks over the NATO symbol, the designation, then attack-defense-movement; a white
 * corner marks the reduced face.
 */
export function drawCounter(p: Painter, piece: ScenePiece, c: Point, side: number, detail: CounterDetail): void {
  const col = counterColours(piece.colour);
  const x = c.x - side / 2;
  const y = c.y - side / 2;
  const edge = { colour: '#111111', width: Math.max(0.25, side * 0.03) };
  p.rect({ x, y, width: side, height: side }, { colour: col.fill }, edge, side * 0.06);
  if (piece.reduced) {
    p.polygon(
      [{ x: x + side * 0.68, y }, { x: x + side, y }, { x: x + side, y: y + side * 0.32 }],
      { colour: '#ffffff' },
      { colour: '#111111', width: edge.width * 0.6 },
    );
  }
  if (detail === 'chip') {
    drawNato(p, { x: x + side * 0.15, y: y + side * 0.25, width: side * 0.7, height: side * 0.46 }, piece.nato, col.ink);
    return;
  }
  const ink = col.ink;
  p.text(piece.size, { x: c.x, y: y + side * 0.2 }, { size: side * 0.15, bold: true, colour: ink, anchor: 'middle' });
  const box: Box = { x: c.x - side * 0.28, y: y + side * 0.25, width: side * 0.56, height: side * 0.33 };
  drawNato(p, box, piece.nato, ink, piece.mark);
  const dSize = fitSize(piece.designation, side * 0.9, side * 0.2, false, side * 0.1);
  p.text(piece.designation, { x: c.x, y: y + side * 0.74 }, { size: dSize, colour: ink, anchor: 'middle' });
  const fSize = fitSize(piece.factors, side * 0.92, side * 0.24, true, side * 0.12);
  p.text(piece.factors, { x: c.x, y: y + side * 0.95 }, { size: fSize, bold: true, colour: ink, anchor: 'middle' });
}

/**
 * A stack: up to two counter edges peeking out behind the top counter, then the top
 * counter, and a badge with the number of units when there is more than one (for an
 * enemy stack that count is all the viewer knows of what lies below, DoS 11.7).
 */
export function drawStack(p: Painter, pieces: readonly ScenePiece[], count: number, c: Point, side: number, detail: CounterDetail): void {
  const top = pieces[0];
  if (!top) return;
  const behind = Math.min(2, count - 1);
  const step = side * 0.07;
  for (let i = behind; i >= 1; i--) {
    const under = pieces[i] ?? top;
    const col = counterColours(under.colour);
    p.rect({ x: c.x - side / 2 + i * step, y: c.y - side / 2 - i * step, width: side, height: side }, { colour: col.fill }, { colour: '#111111', width: Math.max(0.2, side * 0.025) }, side * 0.06);
  }
  drawCounter(p, top, c, side, detail);
  if (count > 1) {
    const r = side * (detail === 'full' ? 0.16 : 0.22);
    const at = { x: c.x - side / 2, y: c.y - side / 2 };
    p.circle(at, r, { colour: '#ffffff' }, { colour: '#111111', width: Math.max(0.2, side * 0.025) });
    p.text(String(count), { x: at.x, y: at.y + r * 0.5 }, { size: r * 1.35, bold: true, colour: '#111111', anchor: 'middle' });
  }
}
