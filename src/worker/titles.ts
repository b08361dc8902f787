import { titleSources } from '#games/title-sources';
import type { Ruleset } from '#kernel/engine/ruleset';
import { assetPaths, fetchAsset, type AssetBinding } from './assets';

/**
 * Every title's ruleset, over its data bundle read from the static assets and checked by
 * the title's schema, as Node's src/games/index.ts builds them from the bundles it imports.
 * The runtime calls this once per isolate (runtime.ts), before the service is built.
 */
export async function assetRulesets(assets: AssetBinding | undefined): Promise<Ruleset<any>[]> {
  return Promise.all(
    titleSources.map(async (t) => {
      const path = assetPaths.titleData(t.id);
      const bundle: unknown = await (await fetchAsset(assets, path)).json();
      try {
        return t.build(bundle);
      } catch (err) {
        throw new Error(`static asset ${path}: not a ${t.id} data bundle: ${err instanceof Error ? err.message : String(err)}`);
      }
    }),
  );
}
