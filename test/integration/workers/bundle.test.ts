import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { gzipSync } from 'node:zlib';
import { TEMPLATE_NAMES } from '../../../src/mail/outbound/templates';
import { runWrangler } from './support/wrangler';

/**
 * `wrangler deploy --dry-run` bundles the Worker the way a deploy would (esbuild, the
 * wrangler.toml rules and define), without the network. Nothing Node-only may reach it.
 */
const out = mkdtempSync(join(tmpdir(), 'umpire-worker-bundle-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('wrangler deploy --dry-run', () => {
  test('bundles src/worker.ts with its templates and fonts, and no Node-only module', async () => {
    const run = await runWrangler(['deploy', '--dry-run', '--outdir', out]);
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toContain('--dry-run: exiting now.');
    // wrangler warns when a node: builtin is imported without the nodejs_compat flag
    expect(`${run.stdout}${run.stderr}`).not.toContain('nodejs_compat');
    const files = readdirSync(out);
    expect(files).toContain('worker.js');
    for (const name of [...TEMPLATE_NAMES.map((t) => `${t}.txt`), 'DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']) {
      expect(files.some((f) => f.endsWith(`-${name}`)), name).toBe(true);
    }
    const js = readFileSync(join(out, 'worker.js'), 'utf8');
    // no node: builtin and none of the Node adapters (SQLite, SMTP, IMAP, files)
    expect(js.match(/(?:from\s*|import\s*\(\s*|require\s*\(\s*)["']node:[a-z_/]+["']/g) ?? []).toEqual([]);
    for (const marker of ['better-sqlite3', 'nodemailer', 'imapflow', 'mailparser', '@hono/node-server']) {
      expect(js.match(new RegExp(`from ["'][^"']*${marker}[^"']*["']|require\\(["'][^"']*${marker}`, 'g')) ?? [], marker).toEqual([]);
    }
    expect(js).not.toMatch(/\bnew Database\(|createTransport\(|new ImapFlow\(/);
    const bytes = files.filter((f) => !f.endsWith('.map') && !f.endsWith('.md')).reduce((n, f) => n + statSync(join(out, f)).size, 0);
    const gzip = files.filter((f) => !f.endsWith('.map') && !f.endsWith('.md')).reduce((n, f) => n + gzipSync(readFileSync(join(out, f))).length, 0);
    console.log(`bench worker.bundle ${Math.round(bytes / 1024)} KiB (gzip ${Math.round(gzip / 1024)} KiB)`);
    // Workers' compressed size limit on the paid plan is 10 MB, 3 MB on the free plan
    expect(gzip).toBeLessThan(3 * 1024 * 1024);
  });
});
