/**
 * Writes the Worker's static assets (wrangler.toml `[assets]`, docs/workers.md) into
 * dist/worker-assets/, from the files Node reads in place:
 *   titles/<id>.json   every scenarios/<id>/dist/<id>.json (each title's data bundle)
 *   fonts/             assets/fonts/ (DejaVu Sans, its licence)
 * wrangler runs it before every bundle (`[build]`), so `wrangler deploy` and `wrangler dev`
 * never serve stale data; the Workers tests run it from vitest.config.ts.
 *   node --import tsx scripts/worker-assets.ts
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The directory wrangler.toml's `[assets] directory` names. */
export const WORKER_ASSETS_DIR = join(REPO, 'dist', 'worker-assets');

/** Writes the assets afresh (what a removed title left is removed) and lists what it wrote, relative to `out`. */
export function writeWorkerAssets(out: string = WORKER_ASSETS_DIR): string[] {
  rmSync(out, { recursive: true, force: true });
  const written: string[] = [];
  const copy = (from: string, to: string): void => {
    mkdirSync(join(out, to, '..'), { recursive: true });
    copyFileSync(from, join(out, to));
    written.push(to);
  };
  const scenarios = join(REPO, 'scenarios');
  for (const id of readdirSync(scenarios).sort()) {
    const bundle = join(scenarios, id, 'dist', `${id}.json`);
    if (existsSync(bundle)) copy(bundle, `titles/${id}.json`);
  }
  const fonts = join(REPO, 'assets', 'fonts');
  for (const f of readdirSync(fonts).sort()) copy(join(fonts, f), `fonts/${f}`);
  return written;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const written = writeWorkerAssets();
  console.log(`worker assets: ${written.join(', ')} in ${WORKER_ASSETS_DIR}`);
}
