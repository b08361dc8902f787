import { drawCounterKey, drawLegend } from '../draw/draw-legend';
import { drawMap } from '../draw/draw-map';
import type { Viewport } from '../draw/viewport';
import { stackLine } from '../scene/stack-line';
import type { MapScene } from '../scene/types';
import { INK } from '../style/palette';
import { escapeXml, num, svgPainter } from './svg-painter';

/** SVG user units per hex radius: the whole map at counter scale, to zoom in a browser. */
const HEX = 30;
const MARGIN = 20;
const FONT = "Helvetica, Arial, 'DejaVu Sans', sans-serif";

/**
 * The map scene as one self-contained SVG document: no scripts, no external references
 * (no fonts, images or stylesheets to fetch), the same drawing as the PDF's pages with
 * every counter in full, a heading and the legend under the map.
 */
export function renderMapSvg(scene: MapScene): string {
  const p = svgPainter();
  const width = scene.bounds.width * HEX + 2 * MARGIN;
  const head = 64;
  p.text(`${scene.title}: ${scene.caption}`, { x: MARGIN, y: MARGIN + 16 }, { size: 18, bold: true, colour: INK });
  p.text(scene.copy, { x: MARGIN, y: MARGIN + 38 }, { size: 13, colour: INK });
  const v: Viewport = {
    area: { x: 0, y: 0, width: scene.bounds.width, height: scene.bounds.height },
    scale: HEX,
    origin: { x: MARGIN, y: MARGIN + head },
  };
  drawMap(p, scene, v, { counters: 'full', labelSize: HEX * 0.22, nameSize: HEX * 0.3, highlight: scene.focus });
  let y = MARGIN + head + scene.bounds.height * HEX + 20;
  y += drawCounterKey(p, { x: MARGIN, y }, 60, 12) + 16;
  y += drawLegend(p, scene.legend, { x: MARGIN, y, width: width - 2 * MARGIN, height: 0 }, 4, 12);
  const stacks = scene.stacks.filter((s) => s.count > 1);
  if (stacks.length) {
    p.text('Stacks of more than one unit (top unit first)', { x: MARGIN, y: y + 14 }, { size: 13, bold: true, colour: INK });
    y += 24;
    const cols = 3;
    const rows = Math.ceil(stacks.length / cols);
    stacks.forEach((s, i) => {
      const at = { x: MARGIN + Math.floor(i / rows) * ((width - 2 * MARGIN) / cols), y: y + 12 + (i % rows) * 16 };
      p.text(stackLine(s), at, { size: 11, colour: INK });
    });
    y += rows * 16 + 8;
  }
  const height = y + MARGIN;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}" height="${num(height)}" viewBox="0 0 ${num(width)} ${num(height)}" font-family="${escapeXml(FONT)}">`,
    `<title>${escapeXml(`${scene.title}: ${scene.caption} (${scene.copy})`)}</title>`,
    `<rect x="0" y="0" width="${num(width)}" height="${num(height)}" fill="#ffffff"/>`,
    p.markup(),
    '</svg>',
    '',
  ].join('\n');
}
