import type { PdfDoc } from './pdf-doc';
import { n } from './pdf-ops';

/** The pdfkit internals a one-line text needs: the current font, its resource on the page, its encoder. */
interface FontInternals {
  id: string;
  ref(): unknown;
  encode(text: string): [string[], { xAdvance: number; advanceWidth: number; xOffset: number; yOffset: number }[]];
}
interface DocInternals {
  _font?: FontInternals;
  page?: { fonts: Record<string, unknown> };
  addContent(s: string): unknown;
}

/** WinAnsi codes of the characters beyond Latin-1 (the standard fonts' encoding). */
const WIN_ANSI: Record<number, number> = {
  402: 131, 8211: 150, 8212: 151, 8216: 145, 8217: 146, 8218: 130, 8220: 147, 8221: 148, 8222: 132, 8224: 134, 8225: 135,
  8226: 149, 8230: 133, 8364: 128, 8240: 137, 8249: 139, 8250: 155, 710: 136, 8482: 153, 338: 140, 339: 156, 732: 152,
  352: 138, 353: 154, 376: 159, 381: 142, 382: 158,
};

/** A WinAnsi text as a PDF hex string, for the standard fonts (no kerning: labels are short). */
export function winAnsiHex(text: string): string {
  let out = '';
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    out += (WIN_ANSI[c] ?? (c <= 255 ? c : 63)).toString(16).padStart(2, '0');
  }
  return out;
}

const STANDARD = new Set(['Helvetica', 'Helvetica-Bold', 'Courier']);

/**
 * One line of text at baseline (x, y) in the current font and size, written as a text
 * object directly (what pdfkit's text() does for one unwrapped line, without its layout
 * machinery). Returns false when pdfkit's internals are not as expected, so the caller
 * can fall back to doc.text().
 */
export function rawText(doc: PdfDoc, fontName: string, text: string, x: number, y: number, size: number, colour: string): boolean {
  const d = doc as unknown as DocInternals;
  const font = d._font;
  if (!font || !d.page || typeof font.encode !== 'function' || typeof font.ref !== 'function') return false;
  if (d.page.fonts[font.id] == null) d.page.fonts[font.id] = font.ref();
  const head = `${colour} rg BT 1 0 0 -1 ${n(x)} ${n(y)} Tm /${font.id} ${n(size)} Tf`;
  if (STANDARD.has(fontName)) {
    d.addContent(`${head} <${winAnsiHex(text)}> Tj ET`);
    return true;
  }
  const [encoded, positions] = font.encode(text);
  const parts: string[] = [];
  let last = 0;
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i]!;
    if (p.xOffset || p.yOffset) return false;
    const adjust = p.xAdvance - p.advanceWidth;
    if (adjust !== 0) {
      parts.push(`<${encoded.slice(last, i + 1).join('')}> ${n(-adjust)}`);
      last = i + 1;
    }
  }
  if (last < encoded.length) parts.push(`<${encoded.slice(last).join('')}>`);
  d.addContent(`${head} [${parts.join(' ')}] TJ ET`);
  return true;
}
