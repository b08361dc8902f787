import type { NatoType, ScenePiece } from '#kernel/engine/scene';
import { hexId, side } from '#kernel/ids';
import type { Box, LegendEntry, LegendGroup, Point, SceneArrow } from '../scene/types';
import { counterColours, GRID_LINE, hexsideStyle, INK, SHEET_EDGE, terrainStyle } from '../style/palette';
import { drawArrow } from './draw-arrows';
import { drawCounter } from './draw-counter';
import { drawMark, drawPlaceSymbols } from './draw-places';
import { drawNato } from './nato-symbol';
import type { Painter } from './painter';
import type { Viewport } from './viewport';

const HEADINGS: Record<LegendGroup, string> = {
  terrain: 'Terrain',
  hexside: 'Hexsides',
  place: 'Map features',
  counter: 'Counters',
  'unit-type': 'Unit types',
  arrow: 'This step',
  marker: 'Markers',
};

/** A viewport that draws a unit hex centred in a square of `size` points at `o`. */
const swatchView = (o: Point, size: number): Viewport => ({ area: { x: -1, y: -1, width: 2, height: 2 }, scale: size / 2, origin: o });

function hexCorners(): Point[] {
  const h = Math.sqrt(3) / 2;
  return [{ x: h, y: 0.5 }, { x: 0, y: 1 }, { x: -h, y: 0.5 }, { x: -h, y: -0.5 }, { x: 0, y: -1 }, { x: h, y: -0.5 }];
}

const samplePiece = (colour: string, nato: NatoType): ScenePiece => ({
  hex: hexId('0000'),
  side: side('sample'),
  colour,
  nato,
  size: 'XX',
  designation: '',
  factors: '',
  reduced: false,
  stackIndex: 0,
  stackCount: 1,
});

function swatch(p: Painter, e: LegendEntry, o: Point, size: number): void {
  const v = swatchView(o, size);
  const c = { x: o.x + size / 2, y: o.y + size / 2 };
  const page = (q: Point) => ({ x: c.x + q.x * v.scale * 0.95, y: c.y + q.y * v.scale * 0.95 });
  switch (e.group) {
    case 'terrain':
      p.polygon(hexCorners().map(page), { colour: terrainStyle(e.key).fill }, { colour: GRID_LINE, width: 0.4 });
      return;
    case 'hexside': {
      const st = hexsideStyle(e.key);
      const stroke = st
        ? { colour: st.colour, width: st.width * v.scale * 1.6, ...(st.dash ? { dash: st.dash.map((d) => d * v.scale) } : {}) }
        : { colour: SHEET_EDGE, width: Math.max(0.6, v.scale * 0.12), dash: [v.scale * 0.35, v.scale * 0.2] };
      p.polyline([{ x: o.x, y: c.y }, { x: o.x + size, y: c.y }], stroke);
      return;
    }
    case 'place':
      p.polygon(hexCorners().map(page), { colour: terrainStyle('clear').fill }, { colour: GRID_LINE, width: 0.4 });
      {
        // Symbols drawn off-centre on the map (VP star, port ring) are centred here, and larger.
        const scale = e.key === 'fort' ? v.scale : e.key === 'vp' || e.key === 'port' ? size * 1.8 : size * 0.75;
        const center = e.key === 'vp' ? { x: 0.66, y: -0.05 } : e.key === 'port' ? { x: -0.68, y: 0.05 } : { x: 0, y: 0 };
        drawPlaceSymbols(p, { area: { x: 0, y: 0, width: 1, height: 1 }, scale, origin: c }, { hex: hexId('0000'), center, kinds: [e.key] }, hexCorners());
      }
      return;
    case 'counter':
      drawCounter(p, samplePiece(e.key, 'infantry'), c, size * 0.9, 'chip');
      return;
    case 'unit-type':
      drawNato(p, { x: o.x + size * 0.1, y: o.y + size * 0.25, width: size * 0.8, height: size * 0.5 }, e.key as NatoType, INK);
      return;
    case 'arrow': {
      const a: SceneArrow = { kind: e.key as SceneArrow['kind'], hexes: [], points: [{ x: -1.4, y: 0 }, { x: 1.4, y: 0 }] };
      const scale = size / 2;
      drawArrow(p, { area: { x: -1, y: -1, width: 2, height: 2 }, scale, origin: { x: c.x - scale, y: c.y - scale } }, a);
      return;
    }
    case 'marker': {
      const scale = size * 3;
      const mv: Viewport = { area: { x: 0, y: 0, width: 1, height: 1 }, scale, origin: { x: c.x, y: c.y } };
      drawMark(p, mv, { hex: hexId('0000'), kind: e.key, side: side('german'), center: { x: e.key === 'control' ? -0.6 : 0.6, y: -0.42 } });
    }
  }
}

/**
 * The legend in `box`: one cell per entry (a swatch drawn with the map's own code and its
 * label), grouped under headings, flowing in `columns` columns. Returns the height used.
 */
export function drawLegend(p: Painter, entries: readonly LegendEntry[], box: Box, columns: number, fontSize: number): number {
  const cellW = box.width / columns;
  const rowH = fontSize * 2.3;
  const sw = rowH * 0.85;
  let x = box.x;
  let y = box.y;
  let col = 0;
  let group: LegendGroup | null = null;
  const newLine = () => {
    col = 0;
    x = box.x;
    y += rowH;
  };
  for (const e of entries) {
    if (e.group !== group) {
      if (col !== 0) newLine();
      group = e.group;
      p.text(HEADINGS[e.group], { x: box.x, y: y + fontSize }, { size: fontSize, bold: true, colour: INK });
      y += fontSize * 1.5;
    }
    swatch(p, e, { x, y }, sw);
    p.text(e.label, { x: x + sw + fontSize * 0.5, y: y + sw / 2 + fontSize * 0.35 }, { size: fontSize, colour: INK });
    col += 1;
    x += cellW;
    if (col >= columns) newLine();
  }
  if (col !== 0) newLine();
  return y - box.y;
}

/** A sample counter with what each part means. Returns the height used. */
export function drawCounterKey(p: Painter, o: Point, counterSide: number, fontSize: number): number {
  const piece: ScenePiece = { ...samplePiece('german', 'armour'), designation: '24', factors: '9-9-12', reduced: false };
  drawCounter(p, piece, { x: o.x + counterSide / 2, y: o.y + counterSide / 2 }, counterSide, 'full');
  const lines = [
    'XX, XXX, XXXX: division, corps, army; the symbol: unit type (NATO)',
    'designation; attack-defense-movement factors ("?" = not yet known)',
    'white corner: reduced side; number in a circle: units in the stack',
    "enemy stacks show only their top unit and that number (fog of war)",
  ];
  lines.forEach((l, i) => p.text(l, { x: o.x + counterSide + fontSize, y: o.y + fontSize * (1.1 + i * 1.35) }, { size: fontSize, colour: INK }));
  return Math.max(counterSide, fontSize * 1.35 * lines.length);
}
