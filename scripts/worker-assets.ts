/**
 * Writes the Worker's static assets (wrangler.toml `[assets]`, docs/workers.md) into
 * dist/worker-assets/, from the files Node reads in place:
 *   titles/<id>.json   each title's data bundle (src/games/title-sources.ts: the titles the
 *                      Worker referees; a bundle of a title not yet registered stays out)
 *   fonts/             assets/fonts/ (DejaVu Sans, its licence)
 * wrangler runs it before every bundle (`[build]`), so `wrangler deploy` and `wrangler dev`
 * never serve stale data; the Workers tests run it from vitest.config.ts.
 *   node --import tsx scripts/worker-assets.ts
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { titleSources } from '#games/title-sources';

const REPO = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The directory wrangler.toml's `[assets] directory` names. */
export const WORKER_ASSETS_DIR = join(REPO, 'dist', 'worker-assets');

/**
 * Brings the assets up to date and lists them, relative to `out`: a file whose bytes are
 * already there is left alone (a wrangler dev may be reading it), a changed one is copied,
 * and what a removed title or font left is removed.
 */
export function writeWorkerAssets(out: string = WORKER_ASSETS_DIR): string[] {
  const written: string[] = [];
  const copy = (from: string, to: string): void => {
    const target = join(out, to);
    mkdirSync(join(target, '..'), { recursive: true });
    if (!existsSync(target) || !readFileSync(target).equals(readFileSync(from))) copyFileSync(from, target);
    written.push(to);
  };
  for (const t of titleSources) copy(join(REPO, t.data), `titles/${t.id}.json`);
  const fonts = join(REPO, 'assets', 'fonts');
  for (const f of readdirSync(fonts).sort()) copy(join(fonts, f), `fonts/${f}`);
  for (const dir of readdirSync(out)) {
    const files = readdirSync(join(out, dir));
    for (const f of files) if (!written.includes(`${dir}/${f}`)) rmSync(join(out, dir, f), { recursive: true, force: true });
    if (files.every((f) => !written.includes(`${dir}/${f}`))) rmSync(join(out, dir), { recursive: true, force: true });
  }
  return written;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const written = writeWorkerAssets();
  console.log(`worker assets: ${written.join(', ')} in ${WORKER_ASSETS_DIR}`);
}
