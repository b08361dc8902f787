import { describe, expect, test } from 'vitest';
import { rulesets } from '#games';
import { createViewerApp } from '#http/viewer-app';
import { silentLogger } from '#service/ports';
import { offlineViewerOnce } from '#web/viewer/offline/build-offline-viewer';

/**
 * The archive viewer offers the offline viewer file where the runtime can make it (Node:
 * `umpire serve`, `umpire view`), made once on first asking; where it cannot (Workers),
 * the page offers none and the address is unknown.
 */
describe('the offline viewer, offered by the archive viewer', () => {
  test('a link on the viewer page, and the file as a download, the same on every asking', async () => {
    const app = createViewerApp({ rulesets, logger: silentLogger, offlineViewer: offlineViewerOnce() });
    const page = await (await app.request('/web/viewer')).text();
    expect(page).toContain('<a id="offline-viewer" href="/web/viewer/offline.html" download="umpire-viewer.html">Offline viewer</a>');
    const res = await app.request('/web/viewer/offline.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="umpire-viewer.html"');
    const file = await res.text();
    expect(file).toContain('<title>Umpire archive viewer (offline)</title>');
    expect(await (await app.request('/web/viewer/offline.html')).text()).toBe(file);
  }, 60_000);

  test('without a maker, no link and no file', async () => {
    const app = createViewerApp({ rulesets, logger: silentLogger });
    expect(await (await app.request('/web/viewer')).text()).not.toContain('offline-viewer');
    expect((await app.request('/web/viewer/offline.html')).status).toBe(404);
  });
});
