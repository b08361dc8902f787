import type { Fill, Painter, Stroke, TextStyle } from '../draw/painter';
import { chooseFont } from '../fonts/choose-font';
import type { Box, Point } from '../scene/types';
import { textWidth } from '../style/text-metrics';
import type { PdfDoc as Doc, PdfTextOptions } from './pdf-doc';
import { circleOps, n, pathOps, rectOps, rgb } from './pdf-ops';
import { rawText } from './raw-text';

/** A Painter over a pdfkit document; text goes into the PDF's text layer. */
export function pdfPainter(doc: Doc, embedded: boolean): Painter {
  let fillOpacity = 1;
  let strokeOpacity = 1;
  const opacity = (fill?: Fill, stroke?: Stroke) => {
    const f = fill?.opacity ?? 1;
    const s = stroke?.opacity ?? 1;
    if (fill && f !== fillOpacity) {
      doc.fillOpacity(f);
      fillOpacity = f;
    }
    if (stroke && s !== strokeOpacity) {
      doc.strokeOpacity(s);
      strokeOpacity = s;
    }
  };
  /** Paints the path `ops` with the fill and stroke given (nothing when neither). */
  const paint = (ops: string, fill?: Fill, stroke?: Stroke) => {
    if (!fill && !stroke) return;
    opacity(fill, stroke);
    let pre = '';
    if (fill) pre += `${rgb(fill.colour)} rg `;
    if (stroke) {
      pre += `${rgb(stroke.colour)} RG ${n(stroke.width)} w ${stroke.cap === 'round' ? '1 J 1 j' : '0 J 0 j'} `;
      pre += stroke.dash ? `[${stroke.dash.map(n).join(' ')}] 0 d ` : '[] 0 d ';
    }
    doc.addContent(`${pre}${ops} ${fill && stroke ? 'B' : fill ? 'f' : 'S'}`);
  };
  const painter: Painter = {
    polygon(points, fill, stroke) {
      if (points.length >= 3) paint(pathOps(points, true), fill, stroke);
    },
    polyline(points, stroke) {
      if (points.length >= 2) paint(pathOps(points, false), undefined, stroke);
    },
    circle(c, r, fill, stroke) {
      paint(circleOps(c.x, c.y, r), fill, stroke);
    },
    polygons(list, fill, stroke) {
      const ops = list.filter((pts) => pts.length >= 3).map((pts) => pathOps(pts, true));
      if (ops.length > 0) paint(ops.join(' '), fill, stroke);
    },
    polylines(list, stroke) {
      const ops = list.filter((pts) => pts.length >= 2).map((pts) => pathOps(pts, false));
      if (ops.length > 0) paint(ops.join(' '), undefined, stroke);
    },
    texts(items, s) {
      for (const t of items) painter.text(t.text, t.at, s);
    },
    rect(b: Box, fill, stroke, radius) {
      paint(rectOps(b.x, b.y, b.width, b.height, radius ?? 0), fill, stroke);
    },
    text(text: string, at: Point, s: TextStyle) {
      const { font, text: shown } = chooseFont(text, s.bold === true, embedded);
      doc.font(font).fontSize(s.size);
      if (fillOpacity !== 1) {
        doc.fillOpacity(1);
        fillOpacity = 1;
      }
      const standard = font === 'Helvetica' || font === 'Helvetica-Bold';
      const w = !s.anchor || s.anchor === 'start' ? 0 : standard ? textWidth(shown, s.size, font === 'Helvetica-Bold') : doc.widthOfString(shown);
      const x = s.anchor === 'middle' ? at.x - w / 2 : s.anchor === 'end' ? at.x - w : at.x;
      const colour = s.colour ?? '#000000';
      if (rawText(doc, font, shown, x, at.y, s.size, rgb(colour))) return;
      doc.fillColor(colour).text(shown, x, at.y, { lineBreak: false, baseline: 'alphabetic' } as PdfTextOptions);
    },
    clipped(b: Box, body: () => void) {
      doc.save();
      doc.addContent(`${rectOps(b.x, b.y, b.width, b.height, 0)} W n`);
      body();
      doc.restore();
      fillOpacity = 1;
      strokeOpacity = 1;
    },
  };
  return painter;
}
