import PDFDocument from 'pdfkit';
import { reportModel } from '../combat/report-model';
import type { ReportFonts } from '../fonts/font-set';
import { registerReportFonts } from '../fonts/register-fonts';
import { atlasAreas, focusAreas } from '../scene/areas';
import type { MapScene } from '../scene/types';
import { reportScene } from '../report-scene';
import type { ReportData } from '../../service/types';
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
  /** Add the whole map at counter scale, sheet by sheet, after the dice (default true). */
  atlas?: boolean;
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
 * with the seed and how to verify it, then the whole map sheet by sheet. Everything
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
  if (scene) {
    overviewPage(r, scene, model);
    const details = focusAreas(scene, DETAIL_WINDOW);
    details.forEach((a, i) => mapPage(r, scene, a, `Where it happened${details.length > 1 ? ` (${i + 1} of ${details.length})` : ''}: ${areaName(scene, a)}`));
  }
  combatPages(r, model);
  dicePages(r, model);
  if (scene && opts.atlas !== false) {
    const sheets = atlasAreas(scene, DETAIL_WINDOW);
    sheets.forEach((a, i) => mapPage(r, scene, a, `The map, part ${i + 1} of ${sheets.length}: ${areaName(scene, a)}`));
  }
  return pdfBytes(doc);
}
