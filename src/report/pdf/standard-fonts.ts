import * as pdfkit from 'pdfkit';
import Courier from 'pdfkit/standard-fonts/Courier';
import Helvetica from 'pdfkit/standard-fonts/Helvetica';
import HelveticaBold from 'pdfkit/standard-fonts/HelveticaBold';

/**
 * The standard PDF fonts the reports use (Helvetica, Helvetica-Bold, Courier), registered
 * with pdfkit's browser build, which bundlers pick for Workers and which reads no font
 * metrics from disk. pdfkit's Node build reads them itself and has no registerStdFonts,
 * so there this does nothing. Call it once before the first document.
 */
export function registerStandardFonts(): void {
  const register = (pdfkit as unknown as { registerStdFonts?: (...fonts: unknown[]) => void }).registerStdFonts;
  if (typeof register === 'function') register(Helvetica, HelveticaBold, Courier);
}
