import { readdirSync, writeFileSync } from 'node:fs';
import { cpus, platform, arch, totalmem } from 'node:os';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchModule, Figure } from './support/figure';

/**
 * `npm run bench [-- FILTER]`: runs every bench/*.bench.ts (each exports
 * `run(): Promise<{name, value, unit}[]>`), in file-name order, one after another; with
 * FILTER only the modules whose file name contains it. Prints `bench <name> <value> <unit>`
 * per figure and writes bench/results.json (the figures and the run's metadata). A module
 * that throws is reported on stderr and the run exits with 1 after the others.
 */
const dir = import.meta.dirname;
const filter = process.argv.slice(2).find((a) => !a.startsWith('-'));

const modules = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort()
  .filter((f) => filter === undefined || f.includes(filter));

const startedAt = new Date();
const figures: (Figure & { module: string })[] = [];
const failures: { module: string; error: string }[] = [];
const durations: Record<string, number> = {};

if (modules.length === 0) process.stderr.write(`bench: no bench/*.bench.ts matches ${JSON.stringify(filter)}\n`);
for (const file of modules) {
  const module = basename(file, '.bench.ts');
  const t = performance.now();
  try {
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as Partial<BenchModule>;
    if (typeof mod.run !== 'function') throw new Error(`${file} does not export run()`);
    for (const f of await mod.run()) {
      if (typeof f.name !== 'string' || typeof f.value !== 'number' || typeof f.unit !== 'string') throw new Error(`${file}: not a figure: ${JSON.stringify(f)}`);
      figures.push({ ...f, module });
      process.stdout.write(`bench ${f.name} ${f.value} ${f.unit}\n`);
    }
  } catch (err) {
    const error = err instanceof Error ? (err.stack ?? err.message) : String(err);
    failures.push({ module, error });
    process.stderr.write(`bench: ${module} failed: ${error}\n`);
  }
  durations[module] = Math.round(performance.now() - t);
}

const finishedAt = new Date();
const results = {
  format: 'umpire-bench/1',
  node: process.version,
  platform: `${platform()} ${arch()}`,
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? 'unknown',
  memoryBytes: totalmem(),
  startedAt: startedAt.toISOString(),
  finishedAt: finishedAt.toISOString(),
  durationMs: finishedAt.getTime() - startedAt.getTime(),
  filter: filter ?? null,
  modules: durations,
  figures,
  failures,
};
writeFileSync(join(dir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
process.stderr.write(`bench: ${figures.length} figures from ${modules.length} modules in ${(results.durationMs / 1000).toFixed(1)} s; wrote bench/results.json\n`);
if (failures.length > 0) process.exitCode = 1;
