import type { FontSource } from '#report/fonts/font-set';
import { onFirstUse } from '#kernel/memo/on-first-use';
import { assetPaths, fetchAsset, type AssetBinding } from './assets';

/**
 * DejaVu Sans for the PDF reports, from the static assets on the first report and kept
 * for the isolate's life: the same bytes Node reads from assets/fonts/, so the same PDFs,
 * without 1.4 MB of fonts in the script.
 */
export function assetFonts(assets: AssetBinding | undefined): FontSource {
  const bytes = async (path: string): Promise<Uint8Array> => new Uint8Array(await (await fetchAsset(assets, path)).arrayBuffer());
  return onFirstUse(async () => {
    const [regular, bold] = await Promise.all([bytes(assetPaths.fonts.regular), bytes(assetPaths.fonts.bold)]);
    return { regular, bold };
  });
}
