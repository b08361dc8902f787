import { describe, expect, it } from 'vitest';
import { onFirstUse } from '#kernel/memo/on-first-use';
import { fetchAsset, type AssetBinding } from '#worker/assets';
import { assetFonts } from '#worker/fonts';

/** A static-assets binding over a fixed set of files, counting its reads. */
function fakeAssets(files: Record<string, string>): AssetBinding & { reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    fetch: async (url: string) => {
      const path = new URL(url).pathname;
      reads.push(path);
      return path in files ? new Response(files[path]) : new Response('not found', { status: 404 });
    },
  };
}

describe('the Worker static assets (src/worker/assets.ts)', () => {
  it('reads an asset by its path, and names the path and the status when the deploy lacks it', async () => {
    const assets = fakeAssets({ '/titles/x.json': '{"a":1}' });
    expect(await (await fetchAsset(assets, '/titles/x.json')).json()).toEqual({ a: 1 });
    await expect(fetchAsset(assets, '/titles/y.json')).rejects.toThrow('static asset /titles/y.json: 404');
    await expect(fetchAsset(undefined, '/titles/x.json')).rejects.toThrow('the ASSETS binding is missing');
  });

  it('loads on first use only, and tries again after a failure instead of keeping it', async () => {
    let calls = 0;
    const load = onFirstUse(async () => {
      calls += 1;
      if (calls === 1) throw new Error('not yet');
      return calls;
    });
    await expect(load()).rejects.toThrow('not yet');
    expect(await load()).toBe(2);
    expect(await load()).toBe(2);
    expect(calls).toBe(2);
  });

  it('reads both report fonts once for every report that follows', async () => {
    const assets = fakeAssets({ '/fonts/DejaVuSans.ttf': 'regular', '/fonts/DejaVuSans-Bold.ttf': 'bold' });
    const fonts = assetFonts(assets);
    const [a, b] = await Promise.all([fonts(), fonts()]);
    expect(new TextDecoder().decode(a.regular)).toBe('regular');
    expect(new TextDecoder().decode(a.bold)).toBe('bold');
    expect(b).toBe(a);
    expect(assets.reads.sort()).toEqual(['/fonts/DejaVuSans-Bold.ttf', '/fonts/DejaVuSans.ttf']);
  });
});
