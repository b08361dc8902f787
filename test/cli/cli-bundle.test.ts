import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundledCli } from '../../bin/cli-bundle.js';
import { runCli, tempDir } from './support/run-cli';

/** A checkout of two source files, old enough that the build trusts their stamps. */
function fakeCheckout(dir: string): { write(file: string, text: string): void; cache: string } {
  const write = (file: string, text: string): void => {
    const path = join(dir, file);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, text);
    const past = new Date(Date.now() - 60_000);
    utimesSync(path, past, past);
  };
  write('package.json', '{ "type": "module" }\n');
  write('src/cli/main.ts', "import { where } from './where';\nconst url: string = import.meta.url;\nconsole.log(JSON.stringify({ where, url }));\n");
  write('src/cli/where.ts', 'export const where = { dirname: import.meta.dirname, version: 1 };\n');
  // the checkout's own folder of the cache (checkouts may share one node_modules)
  return { write, cache: join(dir, 'node_modules', '.cache', 'umpire-cli', createHash('sha256').update(dir).digest('hex').slice(0, 12)) };
}

function runBundle(url: string): { where: { dirname: string; version: number }; url: string } {
  return JSON.parse(execFileSync(process.execPath, [fileURLToPath(url)], { encoding: 'utf8' }));
}

describe('the umpire command runs from a bundle of its sources (bin/cli-bundle.js)', () => {
  let tmp: ReturnType<typeof tempDir>;
  beforeEach(() => (tmp = tempDir()));
  afterEach(() => tmp.remove());

  it('builds once, keeps each module at its source location, and builds again when a source changes', async () => {
    const repo = fakeCheckout(tmp.dir);
    const first = await bundledCli(tmp.dir);
    expect(first).toMatch(/\/node_modules\/\.cache\/umpire-cli\/[0-9a-f]{12}\/build-[0-9a-f]{16}\/main\.mjs$/);
    expect(runBundle(first!)).toEqual({
      where: { dirname: join(tmp.dir, 'src', 'cli'), version: 1 },
      url: pathToFileURL(join(tmp.dir, 'src', 'cli', 'main.ts')).href,
    });
    const manifest = readFileSync(join(repo.cache, 'current.json'), 'utf8');
    expect(await bundledCli(tmp.dir)).toBe(first);
    expect(readFileSync(join(repo.cache, 'current.json'), 'utf8')).toBe(manifest);

    repo.write('src/cli/where.ts', 'export const where = { dirname: import.meta.dirname, version: 2 };\n');
    const second = await bundledCli(tmp.dir);
    expect(second).not.toBe(first);
    expect(runBundle(second!).where.version).toBe(2);
  });

  it('runs from the sources when asked to, while another process builds, or when the sources do not build', async () => {
    const repo = fakeCheckout(tmp.dir);
    process.env['UMPIRE_CLI_FROM_SOURCES'] = '1';
    try {
      expect(await bundledCli(tmp.dir)).toBeUndefined();
    } finally {
      delete process.env['UMPIRE_CLI_FROM_SOURCES'];
    }
    mkdirSync(repo.cache, { recursive: true });
    writeFileSync(join(repo.cache, 'build.lock'), '');
    expect(await bundledCli(tmp.dir)).toBeUndefined();
    const long = new Date(Date.now() - 10 * 60_000);
    utimesSync(join(repo.cache, 'build.lock'), long, long); // left by a process that died
    expect(await bundledCli(tmp.dir)).toBeDefined();
    expect(existsSync(join(repo.cache, 'build.lock'))).toBe(false);

    repo.write('src/cli/where.ts', 'export const where = {;\n');
    expect(await bundledCli(tmp.dir)).toBeUndefined();
    expect(readdirSync(repo.cache).filter((name) => name.startsWith('tmp-'))).toEqual([]);
  });

  it('does not trust a build made while a source was being saved', async () => {
    const repo = fakeCheckout(tmp.dir);
    writeFileSync(join(tmp.dir, 'src/cli/where.ts'), 'export const where = { dirname: "", version: 3 };\n'); // modified now
    expect(await bundledCli(tmp.dir)).toBeUndefined();
    expect(existsSync(join(repo.cache, 'current.json'))).toBe(false);
  });

  it('the real command answers the same from its bundle as from its sources', async () => {
    for (const args of [['--help'], ['scenarios', '--json'], ['schema', '--help']]) {
      const bundled = await runCli(args);
      const sources = await runCli(args, { env: { UMPIRE_CLI_FROM_SOURCES: '1' } });
      expect(bundled).toEqual(sources);
      expect(bundled.code).toBe(0);
    }
  });
});
