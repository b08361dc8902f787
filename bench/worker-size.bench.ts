import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runWrangler } from '../test/integration/workers/support/wrangler';
import { gzipWithTitlesToFit, workerSize } from '../test/integration/workers/support/worker-size';
import type { Figure } from './support/figure';

/**
 * The Worker script as `wrangler deploy` would upload it (`--dry-run`): its gzip over every
 * uploaded file (worker.js and the template modules; the titles' data and the fonts are
 * static assets, not counted), its raw size, the estimate with four titles, and each
 * title's own code as a share of the gzip. Prints the largest module groups on stderr.
 */
export async function run(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'umpire-worker-size-'));
  try {
    const out = join(dir, 'bundle');
    const meta = join(dir, 'meta.json');
    const built = await runWrangler(['deploy', '--dry-run', '--outdir', out, '--metafile', meta]);
    if (built.code !== 0) throw new Error(`wrangler deploy --dry-run failed (${built.code}):\n${built.stdout}\n${built.stderr}`);
    const size = workerSize(out, meta);
    const kib = (n: number) => Math.round((n / 1024) * 10) / 10;
    for (const g of size.groups.slice(0, 12)) process.stderr.write(`worker module ${g.group} ${kib(g.bytes)} KiB minified\n`);
    return [
      { name: 'worker.script-gzip', value: kib(size.gzip), unit: 'KiB' },
      { name: 'worker.script-bytes', value: kib(size.bytes), unit: 'KiB' },
      { name: 'worker.script-gzip.four-titles', value: kib(gzipWithTitlesToFit(size)), unit: 'KiB' },
      ...size.titles.map((t) => ({ name: `worker.title-gzip.${t.id}`, value: kib(t.gzipEstimate), unit: 'KiB' })),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
