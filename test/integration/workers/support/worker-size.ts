import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { titleSources } from '#games/title-sources';

/** Workers' limit this project holds the script to: 1 MiB gzip, every uploaded file (the free plan allows 3 MB). */
export const SCRIPT_GZIP_BUDGET = 1024 * 1024;
/** Titles the budget must have room for (three today). */
export const TITLES_TO_FIT = 4;

export interface ScriptFile {
  name: string;
  bytes: number;
  gzip: number;
}

export interface WorkerSize {
  /** Every file `wrangler deploy` uploads as the script (worker.js and its modules), not the source map. */
  files: ScriptFile[];
  bytes: number;
  gzip: number;
  /** Minified bytes per module group of worker.js (a package, or a folder two deep under src/), largest first. */
  groups: { group: string; bytes: number }[];
  /** Each title's own code (src/games/<id>/) as a share of the script's gzip: what one more title of its size adds. */
  titles: { id: string; bytes: number; gzipEstimate: number }[];
  /** Inputs of worker.js that must be static assets: a title's data bundle, a font. */
  dataInputs: string[];
}

interface Metafile {
  outputs: Record<string, { inputs?: Record<string, { bytesInOutput: number }> }>;
}

const groupOf = (input: string): string => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  if (pkg) return pkg[1]!;
  return input.split('/').slice(0, 3).join('/');
};

/** The size of a `wrangler deploy --dry-run --outdir OUT --metafile META` output, by file and by module. */
export function workerSize(out: string, meta: string): WorkerSize {
  const files = readdirSync(out)
    .filter((f) => !f.endsWith('.map') && !f.endsWith('.md') && f !== 'bundle-meta.json' && statSync(join(out, f)).isFile() && join(out, f) !== meta)
    .sort()
    .map((name) => {
      const bytes = readFileSync(join(out, name));
      return { name, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    });
  const bytes = files.reduce((n, f) => n + f.bytes, 0);
  const gzip = files.reduce((n, f) => n + f.gzip, 0);
  const metafile = JSON.parse(readFileSync(meta, 'utf8')) as Metafile;
  const inputs = Object.entries(metafile.outputs).flatMap(([, o]) => Object.entries(o.inputs ?? {}));
  const total = inputs.reduce((n, [, v]) => n + v.bytesInOutput, 0);
  const byGroup = new Map<string, number>();
  for (const [k, v] of inputs) byGroup.set(groupOf(k), (byGroup.get(groupOf(k)) ?? 0) + v.bytesInOutput);
  const script = files.find((f) => f.name === 'worker.js');
  const titles = titleSources.map((t) => {
    const own = inputs.filter(([k]) => k.includes(`src/games/${t.id}/`)).reduce((n, [, v]) => n + v.bytesInOutput, 0);
    return { id: t.id, bytes: own, gzipEstimate: script && total ? Math.round((own / total) * script.gzip) : 0 };
  });
  const dataInputs = inputs.map(([k]) => k).filter((k) => /scenarios\/([^/]+)\/dist\/\1\.json$/.test(k) || /\.(ttf|otf|woff2?)$/.test(k));
  return { files, bytes, gzip, groups: [...byGroup].map(([group, b]) => ({ group, bytes: b })).sort((a, b) => b.bytes - a.bytes), titles, dataInputs };
}

/** The script's gzip with TITLES_TO_FIT titles, each extra one as large as the largest today. */
export function gzipWithTitlesToFit(size: WorkerSize): number {
  const largest = Math.max(0, ...size.titles.map((t) => t.gzipEstimate));
  return size.gzip + Math.max(0, TITLES_TO_FIT - size.titles.length) * largest;
}
