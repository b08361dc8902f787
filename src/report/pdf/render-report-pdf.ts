import PDFDocument from 'pdfkit';
import { reportModel } from '../combat/report-model';
import type { ReportFonts } from '../fonts/font-set';
import { registerReportFonts } from '../fonts/register-fonts';
import { atlasAreas, focusAreas, holdsChange } from '../scene/areas';
import type { MapScene } from '../scene/types';
import { reportScene } from '../report-scene';
import type { ReportData } from '#service/types';
import { combatPages } from './combat-pages';
import { dicePages } from './dice-pages';
import { areaName, DETAIL_WINDOW, mapPage } from './map-pages';
import { overviewPage } from './overview-page';
import { pdfBytes } from './pdf-bytes';
import type { PdfDoc } from './pdf-doc';
import { pdfPainter } from './pdf-painter';
import type { ReportPages } from './page-frame';

export interface ReportPdfOptions {
  /** DejaVu Sans for texts the standard fonts cannot show; without it they are spelled in ASCII. */
  fonts?: ReportFonts;
  /**
   * The whole map at counter scale, part by part, after the dice: true (the default) every
   * part; 'changed' only the parts holding a hex the step changed or where something happened
   * (data.changed and the scene's focus; the results mail), naming the parts left out and
   * how to get them on the overview; false none.
   */
  atlas?: boolean | 'changed';
}

/** Where the whole map of a step is, for a copy that leaves parts of it out. */
function wholeMapWhere(data: ReportData): string {
  const g = data.game.id;
  const k = data.step?.step;
  return k === undefined
    ? `The whole map: the game page, or GET /api/games/${g}/map.svg.`
    : `The whole map: the game page's report of step ${k}, GET /api/games/${g}/reports/${k}.pdf, or umpire report ${g} ${k} --pdf FILE --token TOKEN.`;
}

/** "2-4, 6, 9-16": part numbers as runs. */
function runs(parts: readonly number[]): string {
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    let j = i;
    while (j + 1 < parts.length && parts[j + 1] === parts[j]! + 1) j++;
    out.push(j === i ? `${parts[i]}` : `${parts[i]}-${parts[j]}`);
    i = j;
  }
  return out.join(', ');
}

/** The PDF's document information: what it is and whose copy, nothing the reader may not know. */
function info(data: ReportData, heading: string, copy: string): Record<string, string | Date> {
  const at = new Date(data.at);
  return {
    Title: `${data.game.titleName}: ${data.game.scenarioName}, game ${data.game.id}, ${heading}`,
    Author: 'Umpire',
    Subject: `Map snapshot and combat report, ${copy}`,
    Keywords: `umpire; game ${data.game.id}; ${data.step ? `step ${data.step.step}` : 'current map'}; ${data.viewer}`,
    Creator: 'Umpire',
    Producer: 'Umpire',
    CreationDate: at,
    ModDate: at,
  };
}

/**
 * The report a player gets after an adjudication, as PDF bytes: the overview of the
 * whole map, detail pages around what happened, the combat report, the dice transcript
 * with the seed and how to verify it, then the whole map part by part (or only the parts
 * the step changed, `opts.atlas`). Everything
 * comes from `data`, which the service has already redacted for its reader. The same
 * data gives the same bytes (the dates come from the step, pdfkit's ids from them).
 */
export async function renderReportPdf(data: ReportData, opts: ReportPdfOptions = {}): Promise<Uint8Array> {
  const scene: MapScene | null = reportScene(data);
  const placeName = (hex: string) => scene?.places.find((p) => p.hex === hex)?.name;
  const model = reportModel(data, placeName);
  const doc = new PDFDocument({ autoFirstPage: false, compress: true, info: info(data, model.heading, model.copy) as never }) as PdfDoc;
  const embedded = registerReportFonts(doc, opts.fonts);
  const r: ReportPages = {
    doc,
    paint: pdfPainter(doc, embedded),
    embedded,
    head: { left: `${model.title} · ${model.subtitle} · ${model.heading}`, right: model.copy },
    foot: `As of ${data.at}. Umpire, the neutral referee; regenerate this report from the game at any time.`,
    count: 0,
  };
  const sheets = scene && opts.atlas !== false ? atlasAreas(scene, DETAIL_WINDOW).map((area, i) => ({ area, part: i + 1 })) : [];
  const kept = scene && opts.atlas === 'changed' ? sheets.filter((s) => holdsChange(scene, s.area, new Set([...(data.changed ?? []), ...scene.focus]))) : sheets;
  const left = sheets.filter((s) => !kept.includes(s)).map((s) => s.part);
  if (scene) {
    const omitted = left.length
      ? `Map parts ${runs(left)} of ${sheets.length} are left out of this copy: nothing changed there in this step. ${wholeMapWhere(data)}`
      : undefined;
    overviewPage(r, scene, model, omitted);
    const details = focusAreas(scene, DETAIL_WINDOW);
    details.forEach((a, i) => mapPage(r, scene, a, `Where it happened${details.length > 1 ? ` (${i + 1} of ${details.length})` : ''}: ${areaName(scene, a)}`));
  }
  combatPages(r, model);
  dicePages(r, model);
  if (scene) for (const s of kept) mapPage(r, scene, s.area, `The map, part ${s.part} of ${sheets.length}: ${areaName(scene, s.area)}`);
  return pdfBytes(doc);
}
