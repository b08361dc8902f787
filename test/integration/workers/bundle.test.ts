import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { titleSources } from '#games/title-sources';
import { TEMPLATE_NAMES } from '#mail/outbound/templates';
import { assetPaths } from '#worker/assets';
import { WORKER_ASSETS_DIR } from '../../../scripts/worker-assets';
import { REPO, runWrangler } from './support/wrangler';
import { gzipWithTitlesToFit, SCRIPT_GZIP_BUDGET, TITLES_TO_FIT, workerSize } from './support/worker-size';

/**
 * `wrangler deploy --dry-run` bundles the Worker the way a deploy would (esbuild, the
 * wrangler.toml rules and define), without the network. Nothing Node-only may reach it.
 */
const dir = mkdtempSync(join(tmpdir(), 'umpire-worker-bundle-'));
const out = join(dir, 'bundle');
const meta = join(dir, 'meta.json');
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const kib = (n: number) => Math.round(n / 1024);

describe('wrangler deploy --dry-run', () => {
  test('bundles src/worker.ts with its templates, and no Node-only module', async () => {
    const run = await runWrangler(['deploy', '--dry-run', '--outdir', out, '--metafile', meta]);
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toContain('--dry-run: exiting now.');
    // wrangler warns when a node: builtin is imported without the nodejs_compat flag
    expect(`${run.stdout}${run.stderr}`).not.toContain('nodejs_compat');
    const files = readdirSync(out);
    expect(files).toContain('worker.js');
    for (const name of TEMPLATE_NAMES.map((t) => `${t}.txt`)) {
      expect(files.some((f) => f.endsWith(`-${name}`)), name).toBe(true);
    }
    const js = readFileSync(join(out, 'worker.js'), 'utf8');
    // no node: builtin and none of the Node adapters (SQLite, SMTP, IMAP, files)
    expect(js.match(/(?:from\s*|import\s*\(\s*|require\s*\(\s*)["']node:[a-z_/]+["']/g) ?? []).toEqual([]);
    for (const marker of ['better-sqlite3', 'nodemailer', 'imapflow', 'mailparser', '@hono/node-server']) {
      expect(js.match(new RegExp(`from ["'][^"']*${marker}[^"']*["']|require\\(["'][^"']*${marker}`, 'g')) ?? [], marker).toEqual([]);
    }
    expect(js).not.toMatch(/\bnew Database\(|createTransport\(|new ImapFlow\(/);
  });

  test('keeps the script under 1 MiB gzip with room for four titles: the titles\' data and the fonts are static assets', () => {
    const size = workerSize(out, meta);
    for (const f of size.files) console.log(`worker file ${f.name} ${f.bytes} B, gzip ${f.gzip} B`);
    console.log(`bench worker.script ${kib(size.bytes)} KiB (gzip ${kib(size.gzip)} KiB; with ${TITLES_TO_FIT} titles about ${kib(gzipWithTitlesToFit(size))} KiB)`);
    // no title's data bundle and no font reaches the script: they are read through the ASSETS binding
    expect(size.dataInputs).toEqual([]);
    expect(size.files.map((f) => f.name).filter((f) => /\.(json|ttf)$/.test(f))).toEqual([]);
    // nor brotli (fontkit's WOFF2 decoder, aliased away: the reports embed TTF)
    expect(size.groups.map((g) => g.group)).not.toContain('brotli');
    expect(size.gzip).toBeLessThanOrEqual(SCRIPT_GZIP_BUDGET);
    expect(gzipWithTitlesToFit(size), `titles: ${JSON.stringify(size.titles)}`).toBeLessThanOrEqual(SCRIPT_GZIP_BUDGET);
  });

  test('writes, as its build, the static assets the Worker reads: every title\'s data bundle and both fonts', () => {
    const listed = (sub: string) => readdirSync(join(WORKER_ASSETS_DIR, sub)).map((f) => `/${sub}/${f}`);
    const assets = [...listed('titles'), ...listed('fonts')];
    for (const path of [...titleSources.map((t) => assetPaths.titleData(t.id)), assetPaths.fonts.regular, assetPaths.fonts.bold]) expect(assets, path).toContain(path);
    for (const t of titleSources) {
      expect(readFileSync(join(WORKER_ASSETS_DIR, assetPaths.titleData(t.id))).equals(readFileSync(join(REPO, t.data))), t.id).toBe(true);
    }
  });
});
