import type { Painter } from '../draw/painter';
import { chooseFont } from '../fonts/choose-font';
import type { Box } from '../scene/types';
import { INK } from '../style/palette';
import type { PdfDoc } from './pdf-doc';

/** A4 in points. */
export const A4 = { short: 595.28, long: 841.89 } as const;
export const MARGIN = 20;
const TOP = 52;
const BOTTOM = 24;

/** What every page of a report carries, and the document it is written into. */
export interface ReportPages {
  doc: PdfDoc;
  paint: Painter;
  /** Whether DejaVu is registered (else non-WinAnsi text is spelled in ASCII). */
  embedded: boolean;
  /** Running header: what the report is (left) and whose copy it is (right). */
  head: { left: string; right: string };
  /** Footer text, e.g. the time of the picture. */
  foot: string;
  /** Pages written so far. */
  count: number;
}

/** Writes `text` with the right font for it, top-left at (x, y), wrapped to `width` when given; returns its height. */
export function writeText(
  r: ReportPages,
  text: string,
  x: number,
  y: number,
  size: number,
  opts: { bold?: boolean; mono?: boolean; width?: number; colour?: string } = {},
): number {
  const { font, text: shown } = chooseFont(text, opts.bold === true, r.embedded, opts.mono === true);
  r.doc.font(font).fontSize(size).fillColor(opts.colour ?? INK).fillOpacity(1);
  const o = opts.width ? { width: opts.width, lineGap: size * 0.15 } : { lineBreak: false };
  const h = opts.width ? r.doc.heightOfString(shown, o) : size * 1.2;
  r.doc.text(shown, x, y, o);
  return h;
}

/** The height `text` takes wrapped to `width` in the font writeText would pick. */
export function textHeight(r: ReportPages, text: string, size: number, width: number, bold = false, mono = false): number {
  const { font, text: shown } = chooseFont(text, bold, r.embedded, mono);
  r.doc.font(font).fontSize(size);
  return r.doc.heightOfString(shown, { width, lineGap: size * 0.15 });
}

/** Starts an A4 page with the running header, the page title and the footer; returns the content box. */
export function newPage(r: ReportPages, orientation: 'portrait' | 'landscape', title: string): Box {
  const width = orientation === 'portrait' ? A4.short : A4.long;
  const height = orientation === 'portrait' ? A4.long : A4.short;
  r.doc.addPage({ size: [width, height], margin: 0 });
  r.count += 1;
  writeText(r, r.head.left, MARGIN, 12, 7.5, { bold: true });
  const right = r.head.right;
  r.doc.font(chooseFont(right, false, r.embedded).font).fontSize(7.5);
  writeText(r, right, width - MARGIN - r.doc.widthOfString(chooseFont(right, false, r.embedded).text), 12, 7.5);
  r.paint.polyline([{ x: MARGIN, y: 24 }, { x: width - MARGIN, y: 24 }], { colour: '#888888', width: 0.5 });
  writeText(r, title, MARGIN, 31, 11, { bold: true });
  writeText(r, `${r.foot}`, MARGIN, height - 15, 6.5, { colour: '#555555' });
  const pageNo = `page ${r.count}`;
  r.doc.font('Helvetica').fontSize(6.5);
  writeText(r, pageNo, width - MARGIN - r.doc.widthOfString(pageNo), height - 15, 6.5, { colour: '#555555' });
  return { x: MARGIN, y: TOP, width: width - 2 * MARGIN, height: height - TOP - BOTTOM };
}
