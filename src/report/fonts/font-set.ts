/**
 * The font files a PDF report embeds where the standard PDF fonts cannot show a text
 * (arrows such as "←" and "→", non-Latin place names). The runtime adapter passes the
 * bytes in: Node reads them from assets/fonts/ (node-fonts.ts), the Worker from its static
 * assets (src/worker/fonts.ts). The PDF renderer itself never touches a file system.
 */
export interface ReportFonts {
  /** DejaVu Sans (assets/fonts/DejaVuSans.ttf). */
  regular: Uint8Array;
  /** DejaVu Sans Bold (assets/fonts/DejaVuSans-Bold.ttf). */
  bold: Uint8Array;
}

/** A loader the HTTP app and the CLI call when a report needs fonts. */
export type FontSource = () => Promise<ReportFonts>;
