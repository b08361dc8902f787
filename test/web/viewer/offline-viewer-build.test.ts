import { describe, expect, test } from 'vitest';
import { buildOfflineViewer, bundleOfflineEngine } from '#web/viewer/offline/build-offline-viewer';
import { offlineViewerScript, viewerScript } from '#web/viewer/script';

/**
 * The offline viewer (docs/game-page.md "The archive viewer"): the engine bundles for the
 * browser with nothing that only Node has, and the file is one HTML document that names
 * nothing outside itself. test/integration/browser/offline-viewer.test.ts opens it in Chromium.
 */
const NODE_ONLY = /^node:|better-sqlite3|drizzle-orm|pdfkit|nodemailer|imapflow|@hono\/node-server|\/hono\/|src\/db\/|src\/mail\/|src\/http\/(?!routes\/(page|viewer)\/)/;

describe('the offline viewer file', () => {
  test('the engine bundles for the browser from the rules, the archive check and the drawing, with no Node-only module', async () => {
    const { code, inputs } = await bundleOfflineEngine();
    const src = inputs.filter((i) => i.startsWith('src/'));
    for (const part of ['src/games/index.ts', 'src/archive/verify.ts', 'src/service/archive-browse/browse-archive.ts', 'src/report/svg/render-map-svg.ts', 'src/http/routes/viewer/viewer-data.ts']) {
      expect(src, part).toContain(part);
    }
    expect(inputs.filter((i) => NODE_ONLY.test(i))).toEqual([]);
    // zod's messages in English only (docs/game-page.md "Size and speed")
    expect(inputs.filter((i) => /zod\/v4\/locales\/(?!en\.js$|index\.js$)/.test(i))).toEqual([]);
    expect(code).not.toMatch(/\brequire\(/);
    expect(code).toContain('UmpireOffline');
  }, 60_000);

  test('one HTML document: styles and scripts inline, a policy that fetches nothing, no address outside the file', async () => {
    const html = await buildOfflineViewer();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain(`content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:"`);
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script>', '<script>']);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toMatch(/\s(src|href)="(?!data:|#)/);
    expect(html).toContain('id="drop"');
    expect(html).toContain(offlineViewerScript().trim());
    expect(Buffer.byteLength(html) / 1e6, 'its size, as docs/game-page.md gives it').toBeLessThan(3.5);
  }, 60_000);

  test('the served viewer and the offline file share every script part but how a file is checked and drawn', () => {
    const served = viewerScript();
    const offline = offlineViewerScript();
    for (const fn of ['function showStep(', 'function stepBack(', 'function mountMap(', 'function openArchive(', 'function showHistory(']) {
      expect(served.split(fn)).toHaveLength(2);
      expect(offline.split(fn)).toHaveLength(2);
    }
    expect(served).toContain("post('/web/viewer/steps'");
    expect(offline).not.toContain('/web/viewer/steps');
    expect(offline).toContain('UmpireOffline.open(json)');
  });
});
