import PDFDocument from 'pdfkit';
import { campaignToStalingrad } from '#games/campaign-to-stalingrad';
import { driveOnStalingrad } from '#games/drive-on-stalingrad';
import type { Ruleset } from '#kernel/engine/ruleset';
import { side } from '#kernel/ids';
import { drawMap } from '#report/draw/draw-map';
import { fitArea } from '#report/draw/viewport';
import { loadNodeFonts } from '#report/fonts/node-fonts';
import { pdfBytes } from '#report/pdf/pdf-bytes';
import type { PdfDoc } from '#report/pdf/pdf-doc';
import { pdfPainter } from '#report/pdf/pdf-painter';
import { renderReportPdf } from '#report/pdf/render-report-pdf';
import { reportScene } from '#report/report-scene';
import type { MapScene } from '#report/scene/types';
import { renderMapSvg } from '#report/svg/render-map-svg';
import type { ReportData } from '#service/types';
import type { Figure } from './support/figure';
import { measure } from './support/measure';
import { round } from './support/stats';

/** A title's scenario at its start as one side's report data: the whole map, every counter that side may see, no step. */
function startData<S>(r: Ruleset<S>, scenario: string, scenarioName: string, viewer: string): ReportData {
  const state = r.setup(scenario);
  return {
    game: { id: 'g_BENCH', title: r.id, titleName: r.title, scenario, scenarioName, diceCommitment: '0'.repeat(64) },
    viewer,
    full: false,
    step: null,
    headline: r.headline(state),
    outcome: { ended: false },
    map: r.map!,
    scene: r.scene!(state, { kind: 'side', side: side(viewer) }),
    at: '2026-01-05T09:00:00.000Z',
  };
}

/** The bare hex grid of the same map (terrain fills, outlines and CCRR labels only) on one A4 page, same painter. */
async function bareGrid(scene: MapScene): Promise<Uint8Array> {
  const bare: MapScene = { ...scene, hexsides: [], sheetEdges: [], sheets: [], places: [], stacks: [], arrows: [], battles: [], marks: [], focus: [] };
  const doc = new PDFDocument({ autoFirstPage: false, info: { CreationDate: new Date('2026-01-05T09:00:00Z') } }) as PdfDoc;
  doc.addPage({ size: [595.28, 841.89], margin: 0 });
  const v = fitArea({ x: 0, y: 0, width: scene.bounds.width, height: scene.bounds.height }, { x: 20, y: 20, width: 555.28, height: 801.89 });
  drawMap(pdfPainter(doc, false), bare, v, { counters: 'chip', labelSize: v.scale * 0.22, nameSize: 4 });
  return pdfBytes(doc);
}

const pages = (pdf: Uint8Array): number => (new TextDecoder('latin1').decode(pdf).match(/\/Type \/Page\b/g) ?? []).length;

/**
 * report.full-map: the German's full-map PDF of Operation Blue at its start (overview,
 * combat report and dice pages, and the whole map at counter scale: 1,734 hexes, every
 * counter he may see) from report data to bytes, with DejaVu registered; beside it, in the
 * same run, the bare hex grid of the same map on one page, the map SVG and the scene alone.
 */
export async function run(): Promise<Figure[]> {
  const data = startData(driveOnStalingrad, 'operation-blue', 'Operation Blue', 'german');
  const fonts = await loadNodeFonts();
  const scene = reportScene(data)!;
  let pdf: Uint8Array = new Uint8Array();
  let grid: Uint8Array = new Uint8Array();
  let svg = '';
  const full = await measure(async () => (pdf = await renderReportPdf(data, { fonts })), { warmup: 2, runs: 10, maxMs: 30_000 });
  const bare = await measure(async () => (grid = await bareGrid(scene)), { warmup: 2, runs: 20, maxMs: 15_000 });
  const sceneOnly = await measure(() => reportScene(data), { warmup: 2, runs: 20, maxMs: 10_000 });
  const svgRun = await measure(() => (svg = renderMapSvg(scene)), { warmup: 2, runs: 20, maxMs: 10_000 });
  const cts = startData(campaignToStalingrad, 'fall-blau', 'Fall Blau', 'axis');
  let ctsPdf: Uint8Array = new Uint8Array();
  const ctsFull = await measure(async () => (ctsPdf = await renderReportPdf(cts, { fonts })), { warmup: 1, runs: 5, maxMs: 20_000 });
  return [
    { name: 'report.full-map.pdf', value: round(full.median), unit: 'ms' },
    { name: 'report.full-map.pdf.p90', value: round(full.p90), unit: 'ms' },
    { name: 'report.full-map.pdf.bytes', value: pdf.length, unit: 'bytes' },
    { name: 'report.full-map.pdf.pages', value: pages(pdf), unit: 'count' },
    { name: 'report.full-map.hexes', value: scene.hexes.length, unit: 'count' },
    { name: 'report.full-map.counters', value: data.scene!.pieces.length, unit: 'count' },
    { name: 'report.bare-grid.pdf', value: round(bare.median), unit: 'ms' },
    { name: 'report.bare-grid.pdf.bytes', value: grid.length, unit: 'bytes' },
    { name: 'report.scene', value: round(sceneOnly.median), unit: 'ms' },
    { name: 'report.map.svg', value: round(svgRun.median), unit: 'ms' },
    { name: 'report.map.svg.bytes', value: new TextEncoder().encode(svg).length, unit: 'bytes' },
    { name: 'report.cts-full-map.pdf', value: round(ctsFull.median), unit: 'ms' },
    { name: 'report.cts-full-map.pdf.bytes', value: ctsPdf.length, unit: 'bytes' },
    { name: 'report.cts-full-map.pdf.pages', value: pages(ctsPdf), unit: 'count' },
    { name: 'report.cts-full-map.counters', value: cts.scene!.pieces.length, unit: 'count' },
  ];
}
