/**
 * Map snapshots and combat reports (docs/reports.md): one scene, drawn by the PDF and the
 * SVG renderers, and the combat report in words. Nothing here touches a file system; Node
 * loads the report fonts with ./fonts/node-fonts.
 */
export { reportModel, type ReportModel } from './combat/report-model';
export type { BattleRow } from './combat/battle-rows';
export type { ReportFonts, FontSource } from './fonts/font-set';
export { renderReportPdf, type ReportPdfOptions } from './pdf/render-report-pdf';
export { reportScene } from './report-scene';
export { buildMapScene, type MapSceneInput } from './scene/build-map-scene';
export type { MapScene } from './scene/types';
export { renderMapSvg } from './svg/render-map-svg';
export { combatReportText } from './text/combat-report-text';
