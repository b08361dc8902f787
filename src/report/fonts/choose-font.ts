/**
 * Which font shows a text: the standard PDF fonts (Helvetica, WinAnsi encoded) for
 * Latin text, the embedded DejaVu Sans for anything else. Without embedded fonts the few
 * symbols the reports use are spelled in ASCII ("→" as "->") and any other character
 * outside WinAnsi becomes "?", so nothing is silently dropped.
 */
export type FontName = 'Helvetica' | 'Helvetica-Bold' | 'Courier' | 'DejaVu' | 'DejaVu-Bold';

/** Characters WinAnsi adds beyond Latin-1 (pdfkit's standard-font encoding). */
const WIN_ANSI_EXTRA = new Set([
  402, 8211, 8212, 8216, 8217, 8218, 8220, 8221, 8222, 8224, 8225, 8226, 8230, 8364, 8240, 8249, 8250, 710, 8482, 338, 339, 732, 352,
  353, 376, 381, 382,
]);

export const isWinAnsi = (text: string): boolean => {
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (!((c >= 32 && c <= 126) || (c >= 160 && c <= 255) || WIN_ANSI_EXTRA.has(c) || c === 10)) return false;
  }
  return true;
};

const ASCII: Record<string, string> = { '→': '->', '←': '<-', '↔': '<->', '‖': '||', '≥': '>=', '≤': '<=', '−': '-', '✓': 'ok' };

/** The text with the reports' symbols spelled out for a font without them. */
export const toWinAnsi = (text: string): string =>
  [...text].map((ch) => (isWinAnsi(ch) ? ch : (ASCII[ch] ?? '?'))).join('');

export interface FontChoice {
  font: FontName;
  text: string;
}

/** The font for `text`, and the text as that font will print it. */
export function chooseFont(text: string, bold: boolean, embedded: boolean, mono = false): FontChoice {
  if (isWinAnsi(text)) return { font: mono ? 'Courier' : bold ? 'Helvetica-Bold' : 'Helvetica', text };
  if (embedded) return { font: bold ? 'DejaVu-Bold' : 'DejaVu', text };
  return { font: mono ? 'Courier' : bold ? 'Helvetica-Bold' : 'Helvetica', text: toWinAnsi(text) };
}
