import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { circles, ROOT, runtimeImports, SRC, sourceFiles } from './import-graph';

/**
 * The layers of docs/architecture.md, checked on the sources: no two files import each
 * other in a circle; the kernel imports nothing outside itself; a title imports only the
 * kernel, itself and its compiled data; and the deterministic core (kernel and titles) reads no clock, draws
 * no Math.random and reaches no I/O.
 */
const files = sourceFiles(SRC);
const graph = new Map(files.map((f) => [f, runtimeImports(f)]));
/** Packages the pure core may use: validation and hashing, no I/O in either. */
const PURE_PACKAGES = /^(zod|@noble\/hashes\/[a-z0-9.]+)$/;

describe('the import graph', () => {
  test('every import of the sources leads to a file or a package', () => {
    const lost = [...graph].flatMap(([f, to]) => to.filter((t) => t.startsWith('unresolved:')).map((t) => `${f} → ${t}`));
    expect(lost).toEqual([]);
  });

  test('the circle finder finds a circle and leaves a chain alone', () => {
    const g = new Map([['a', ['b']], ['b', ['c']], ['c', ['a', 'd']], ['d', []], ['e', ['d']]]);
    expect(circles(g)).toEqual([['a', 'b', 'c']]);
    expect(circles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });

  test('no files import each other in a circle (a layer imports only the layers below it)', () => {
    expect(circles(graph)).toEqual([]);
  });
});

describe('the layers', () => {
  const outside = (prefix: string, allowed: (to: string) => boolean) =>
    [...graph].filter(([f]) => f.startsWith(prefix)).flatMap(([f, to]) => to.filter((t) => !allowed(t)).map((t) => `${f} → ${t}`));

  test('the kernel imports only the kernel and pure packages', () => {
    expect(outside('src/kernel/', (t) => t.startsWith('src/kernel/') || PURE_PACKAGES.test(t))).toEqual([]);
  });

  test("a title imports only the kernel, itself, its own data bundle and pure packages", () => {
    const titles = [...new Set(files.filter((f) => f.startsWith('src/games/') && f.split('/').length > 3).map((f) => f.split('/')[2]!))];
    expect(titles.length).toBeGreaterThanOrEqual(2);
    for (const title of titles) {
      expect(outside(`src/games/${title}/`, (t) => t.startsWith('src/kernel/') || t.startsWith(`src/games/${title}/`) || t.startsWith(`scenarios/${title}/dist/`) || PURE_PACKAGES.test(t)), title).toEqual([]);
    }
  });
});

describe('the deterministic core', () => {
  /** A file's code without its comments and strings' contents, crudely: enough to find calls. */
  const code = (f: string) => readFileSync(join(ROOT, f), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  const FORBIDDEN: [RegExp, string][] = [
    [/\bMath\.random\b/, 'Math.random'],
    [/\bDate\.now\b|\bnew Date\(\s*\)|\bperformance\.now\b/, 'a clock'],
    [/\bfrom\s+['"]node:|\brequire\(|\bfetch\(|\bsetTimeout\(|\bsetInterval\(/, 'I/O or timers'],
    [/\bprocess\.(env|argv|stdout|stderr|hrtime|cwd)\b/, 'the process'],
  ];

  test('the kernel and the titles read no clock, draw no Math.random and reach no I/O', () => {
    const found: string[] = [];
    for (const f of files.filter((x) => x.startsWith('src/kernel/') || x.startsWith('src/games/'))) {
      const text = code(f);
      for (const [re, what] of FORBIDDEN) if (re.test(text)) found.push(`${f}: ${what}`);
    }
    expect(found).toEqual([]);
  });

  test('the check finds each forbidden call', () => {
    const samples = ['const x = Math.random();', 'const t = Date.now();', "import { readFileSync } from 'node:fs';", 'const v = process.env.X;'];
    for (const s of samples) expect(FORBIDDEN.some(([re]) => re.test(s)), s).toBe(true);
    expect(FORBIDDEN.some(([re]) => re.test('const d = new Date(Date.UTC(1942, 5, 28));')), 'a fixed date is no clock').toBe(false);
  });
});
