import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs a poppler tool on `pdf` in a temp folder and hands the folder to `read`. */
function withPdf<T>(pdf: Uint8Array, read: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'umpire-report-'));
  try {
    const file = join(dir, 'report.pdf');
    writeFileSync(file, pdf);
    return read(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text layer, as pdftotext reads it (UTF-8). */
export const pdfText = (pdf: Uint8Array, layout = false): string =>
  withPdf(pdf, (file) => execFileSync('pdftotext', [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', file, '-'], { encoding: 'utf8', maxBuffer: 64 << 20 }));

/** pdfinfo's "Key: value" lines as a record. */
export const pdfInfo = (pdf: Uint8Array): Record<string, string> =>
  withPdf(pdf, (file) => {
    const out = execFileSync('pdfinfo', ['-isodates', file], { encoding: 'utf8' });
    return Object.fromEntries(out.split('\n').filter((l) => l.includes(':')).map((l) => [l.slice(0, l.indexOf(':')).trim(), l.slice(l.indexOf(':') + 1).trim()]));
  });

export interface PageImage {
  width: number;
  height: number;
  /** RGB bytes, row by row. */
  rgb: Uint8Array;
}

/** Every page rendered by pdftoppm at `dpi` as raw PPM, decoded. */
export const pdfPages = (pdf: Uint8Array, dpi = 30): PageImage[] =>
  withPdf(pdf, (file, dir) => {
    execFileSync('pdftoppm', ['-r', String(dpi), file, join(dir, 'page')]);
    return readdirSync(dir)
      .filter((f) => f.endsWith('.ppm'))
      .sort()
      .map((f) => decodePpm(readFileSync(join(dir, f))));
  });

function decodePpm(bytes: Uint8Array): PageImage {
  const fields: string[] = [];
  let at = 0;
  while (fields.length < 4) {
    while (/\s/.test(String.fromCharCode(bytes[at]!))) at++;
    let s = '';
    while (!/\s/.test(String.fromCharCode(bytes[at]!))) s += String.fromCharCode(bytes[at++]!);
    fields.push(s);
  }
  at++;
  if (fields[0] !== 'P6') throw new Error(`not a binary PPM: ${fields[0]}`);
  const width = Number(fields[1]);
  const height = Number(fields[2]);
  return { width, height, rgb: bytes.subarray(at, at + width * height * 3) };
}

/** Share of pixels that are not (near) white, and how many distinct colours (4 bits a channel) a page has. */
export function inkOf(page: PageImage): { ink: number; colours: number } {
  let inked = 0;
  const colours = new Set<number>();
  for (let i = 0; i < page.rgb.length; i += 3) {
    const r = page.rgb[i]!;
    const g = page.rgb[i + 1]!;
    const b = page.rgb[i + 2]!;
    if (r < 235 || g < 235 || b < 235) inked++;
    colours.add(((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4));
  }
  return { ink: inked / (page.width * page.height), colours: colours.size };
}
