import { drawMap } from '../draw/draw-map';
import type { Viewport } from '../draw/viewport';
import { stackLine } from '../scene/stack-line';
import { fitSize } from '../style/text-metrics';
import type { Box, MapScene } from '../scene/types';
import { newPage, writeText, type ReportPages } from './page-frame';

/** Hex radius on detail pages, in points: counters over 9 mm wide, labels legible on A4. */
export const DETAIL_SCALE = 24;
/** The map window of a portrait detail page, in hex units (A4 less header, footer and the stack list). */
export const DETAIL_WINDOW = { width: (595.28 - 40) / DETAIL_SCALE, height: 650 / DETAIL_SCALE };

const inArea = (a: Box, p: { x: number; y: number }) => p.x >= a.x && p.x <= a.x + a.width && p.y >= a.y && p.y <= a.y + a.height;

/**
 * One A4 portrait page of the map at counter scale: the window `area` with every counter
 * in full, the step's arrows, and under it the stacks of more than one unit in the window
 * with what the reader may know of them.
 */
export function mapPage(r: ReportPages, scene: MapScene, area: Box, title: string): void {
  const box = newPage(r, 'portrait', title);
  const v: Viewport = { area, scale: DETAIL_SCALE, origin: { x: box.x, y: box.y } };
  drawMap(r.paint, scene, v, { counters: 'full', labelSize: DETAIL_SCALE * 0.22, nameSize: DETAIL_SCALE * 0.27, highlight: scene.focus });
  r.paint.rect({ x: box.x, y: box.y, width: area.width * DETAIL_SCALE, height: area.height * DETAIL_SCALE }, undefined, { colour: '#444444', width: 0.6 });
  const stacks = scene.stacks.filter((s) => s.count > 1 && inArea(area, s.center));
  if (!stacks.length) return;
  let y = box.y + area.height * DETAIL_SCALE + 5;
  const bottom = box.y + box.height;
  const colW = box.width / 2;
  writeText(r, 'Stacks on this page (top unit first):', box.x, y, 6.5, { bold: true });
  y += 9;
  const rows = Math.max(1, Math.floor((bottom - y) / 6.8));
  const shown = stacks.length > rows * 2 ? rows * 2 - 1 : stacks.length;
  stacks.slice(0, shown).forEach((s, i) => {
    const line = stackLine(s);
    const size = fitSize(line, colW - 8, 6, false, 3.5);
    writeText(r, line, box.x + Math.floor(i / rows) * colW, y + (i % rows) * 6.8, size);
  });
  if (shown < stacks.length) writeText(r, `… and ${stacks.length - shown} more stacks: see the map SVG`, box.x + colW, y + (rows - 1) * 6.8, 6);
}

/** The corner labels of a window, for page titles: "hexes 0101 to 1812" (lowest and highest of each label pair). */
export function areaName(scene: MapScene, area: Box): string {
  const inside = scene.hexes.filter((h) => inArea(area, h.center)).map((h) => h.id);
  if (!inside.length) return 'off the map';
  const firsts = inside.map((id) => id.slice(0, 2)).sort();
  const seconds = inside.map((id) => id.slice(2)).sort();
  const label = new Map(scene.hexes.map((h) => [h.id as string, h.label]));
  const named = (id: string) => label.get(id) ?? id;
  return `hexes ${named(`${firsts[0]}${seconds[0]}`)} to ${named(`${firsts[firsts.length - 1]}${seconds[seconds.length - 1]}`)}`;
}
