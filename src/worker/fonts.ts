import bold from '../../assets/fonts/DejaVuSans-Bold.ttf';
import regular from '../../assets/fonts/DejaVuSans.ttf';
import type { ReportFonts } from '../report/fonts/font-set';

const fonts: ReportFonts = { regular: new Uint8Array(regular), bold: new Uint8Array(bold) };

/** DejaVu Sans for the PDF reports, bundled as data modules: the same bytes Node reads from assets/fonts/, so the same PDFs. */
export const bundledFonts = async (): Promise<ReportFonts> => fonts;
