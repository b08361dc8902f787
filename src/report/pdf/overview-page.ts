import { drawCounterKey, drawLegend } from '../draw/draw-legend';
import { drawMap } from '../draw/draw-map';
import { fitArea } from '../draw/viewport';
import type { ReportModel } from '../combat/report-model';
import type { MapScene } from '../scene/types';
import { newPage, writeText, type ReportPages } from './page-frame';

/**
 * The overview (A4 landscape): the whole map, both sheets, with counters as coloured
 * chips and the step's arrows; beside it the state of the game, the counter key and the
 * legend, and which parts of the map a copy leaves out (`omitted`) and where the whole map is.
 */
export function overviewPage(r: ReportPages, scene: MapScene, model: ReportModel, omitted?: string): void {
  const box = newPage(r, 'landscape', `Overview: ${model.heading}`);
  const mapBox = { x: box.x, y: box.y, width: box.width * 0.53, height: box.height };
  const v = fitArea({ x: 0, y: 0, width: scene.bounds.width, height: scene.bounds.height }, mapBox);
  v.origin.x = mapBox.x;
  drawMap(r.paint, scene, v, { counters: 'chip', labelSize: v.scale * 0.22, nameSize: Math.max(3.6, v.scale * 0.5), highlight: scene.focus });
  r.paint.rect({ x: v.origin.x, y: v.origin.y, width: scene.bounds.width * v.scale, height: scene.bounds.height * v.scale }, undefined, { colour: '#444444', width: 0.6 });

  const x = v.origin.x + scene.bounds.width * v.scale + 16;
  const width = box.x + box.width - x;
  let y = box.y;
  const line = (text: string, size = 8, bold = false) => {
    y += writeText(r, text, x, y, size, { bold, width }) + 2;
  };
  line(`${model.title}: ${model.subtitle}`, 9, true);
  line(`${model.heading}, ${model.copy}`);
  line(model.victory[model.victory.length - 1] ?? model.headline);
  const battles = model.battles.map((b) => `B${b.number} ${b.target} ${b.result.split(' ')[0]}`).join(', ');
  line(`Battles: ${model.battles.length ? battles : 'none'}. Movements shown: ${model.movements.length}.`);
  if (scene.focus.length) line('Hexes outlined in red: where something happened (see the detail pages).', 7);
  if (omitted) line(omitted, 7, true);
  y += 6;
  y += drawCounterKey(r.paint, { x, y }, 34, 6.5) + 10;
  drawLegend(r.paint, scene.legend, { x, y, width, height: box.y + box.height - y }, 2, 7);
}
