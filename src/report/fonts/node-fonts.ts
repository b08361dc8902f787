import { readFile } from 'node:fs/promises';
import type { ReportFonts } from './font-set';

const dir = new URL('../../../assets/fonts/', import.meta.url);
let cached: Promise<ReportFonts> | undefined;

/** Node: DejaVu Sans and DejaVu Sans Bold from assets/fonts/, read once per process. */
export function loadNodeFonts(): Promise<ReportFonts> {
  cached ??= Promise.all([readFile(new URL('DejaVuSans.ttf', dir)), readFile(new URL('DejaVuSans-Bold.ttf', dir))]).then(
    ([regular, bold]) => ({ regular: new Uint8Array(regular), bold: new Uint8Array(bold) }),
  );
  return cached;
}
