/**
 * The Worker's static assets (wrangler.toml `[assets]`, binding ASSETS): the titles' data
 * bundles and the report fonts, kept out of the script so that it stays small as titles
 * are added (docs/workers.md). `scripts/worker-assets.ts` writes them, from the same files
 * Node reads, into dist/worker-assets/ before wrangler bundles or serves the Worker.
 */

/** What the Worker uses of the assets binding (a Fetcher): a GET by path. */
export interface AssetBinding {
  fetch(input: string): Promise<Response>;
}

/** Where each asset lives under dist/worker-assets/ (and so under the binding). */
export const assetPaths = {
  /** A title's data bundle, scenarios/<id>/dist/<id>.json. */
  titleData: (titleId: string): string => `/titles/${titleId}.json`,
  /** assets/fonts/DejaVuSans.ttf and DejaVuSans-Bold.ttf. */
  fonts: { regular: '/fonts/DejaVuSans.ttf', bold: '/fonts/DejaVuSans-Bold.ttf' },
} as const;

/** Only the path counts: the binding answers any host. */
const ORIGIN = 'https://assets.umpire.invalid';

/** One asset's response, or an error naming it (a deploy without `[assets]`, or one that missed the file). */
export async function fetchAsset(assets: AssetBinding | undefined, path: string): Promise<Response> {
  if (!assets) throw new Error(`the ASSETS binding is missing: wrangler.toml [assets] (docs/workers.md), needed for ${path}`);
  const res = await assets.fetch(`${ORIGIN}${path}`);
  if (!res.ok) throw new Error(`static asset ${path}: ${res.status} (the deploy lacks it: see docs/workers.md, "Static assets")`);
  return res;
}
