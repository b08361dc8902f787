import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import { onFirstUse } from '#kernel/memo/on-first-use';
import { gamePageIcon } from '#web/game-page/icon';
import { gamePageStyles } from '#web/game-page/styles';
import { viewerBody } from '../html';
import { offlineViewerScript } from '../script';

/**
 * The archive viewer as one self-contained HTML file (docs/game-page.md "The offline
 * viewer"): the page, the game page's stylesheet and the viewer's script, and the engine
 * (engine.ts: every title's rules and maps, the archive check, the SVG drawing) bundled
 * for the browser by esbuild. It opens archives from a file:// address with no server; its
 * policy lets it fetch nothing at all.
 */
export async function buildOfflineViewer(): Promise<string> {
  const { code } = await bundleOfflineEngine();
  return offlineViewerHtml({ engine: code, script: offlineViewerScript() });
}

/**
 * The file made once, on first asking, for a server to offer (GET /web/viewer/offline.html):
 * the bundling takes a second or two and the file does not change while the server runs.
 * A failed build is not kept, so the next asking tries again.
 */
export function offlineViewerOnce(): () => Promise<string> {
  return onFirstUse(buildOfflineViewer);
}

/** The engine (engine.ts) bundled for the browser: its code, and every module it holds (paths from the repository). */
export async function bundleOfflineEngine(): Promise<{ code: string; inputs: string[] }> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./engine.ts', import.meta.url))],
    absWorkingDir: fileURLToPath(new URL('../../../..', import.meta.url)),
    bundle: true,
    write: false,
    metafile: true,
    platform: 'browser',
    format: 'iife',
    globalName: 'UmpireOffline',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    plugins: [englishMessagesOnly],
  });
  return { code: result.outputFiles[0]!.text, inputs: Object.keys(result.metafile.inputs) };
}

/**
 * zod's messages in English only: zod re-exports every language's error messages (a quarter
 * of a megabyte), and the engine sets none but the English of zod's own default.
 */
const englishMessagesOnly: Plugin = {
  name: 'zod-english-messages-only',
  setup(b) {
    b.onResolve({ filter: /\/locales\/index\.js$/ }, (args) => (/[\\/]zod[\\/]/.test(args.importer) ? { path: join(args.resolveDir, args.path), namespace: 'zod-locales' } : undefined));
    b.onLoad({ filter: /.*/, namespace: 'zod-locales' }, (args) => ({
      contents: "export { default as en } from './en.js';",
      resolveDir: dirname(args.path),
      loader: 'js',
    }));
  },
};

/** Text put inside a <script> or <style> element, where "</" would end it early. */
function inline(code: string): string {
  return code.replace(/<\/(script|style)/gi, '<\\/$1');
}

const POLICY = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:";

function offlineViewerHtml(p: { engine: string; script: string }): string {
  const icon = `data:image/svg+xml,${encodeURIComponent(gamePageIcon().trim())}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${POLICY}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Umpire archive viewer (offline)</title>
<link rel="icon" href="${icon}" type="image/svg+xml">
<style>
${inline(gamePageStyles())}
</style>
</head>
${viewerBody({
  hint: 'Everything runs in this file: the archive is checked as <code>umpire verify</code> checks it and drawn step by step, with no server and no network.',
  end: `<script>\n${inline(p.engine)}</script>\n<script>\n${inline(p.script)}</script>\n`,
})}
</html>
`;
}
