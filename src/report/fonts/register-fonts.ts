import type { ReportFonts } from './font-set';

/** What registering needs of a pdfkit document. */
interface FontRegistry {
  registerFont(name: string, src: Uint8Array): unknown;
}

/** Registers the embedded fonts under the names chooseFont uses ("DejaVu", "DejaVu-Bold"). */
export function registerReportFonts(doc: FontRegistry, fonts: ReportFonts | undefined): boolean {
  if (!fonts) return false;
  doc.registerFont('DejaVu', fonts.regular);
  doc.registerFont('DejaVu-Bold', fonts.bold);
  return true;
}
