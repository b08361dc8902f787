/**
 * Stands in for brotli's decoder in the Worker build (wrangler.toml `[alias]`): fontkit
 * calls it only to open a WOFF2 font, and the reports embed TTF fonts (assets/fonts/), so
 * the script leaves out brotli and its 120 KB dictionary.
 */
export default function decompress(): never {
  throw new Error('WOFF2 fonts cannot be read in the Worker: the reports embed TTF fonts (assets/fonts/)');
}
