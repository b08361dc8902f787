import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The repository's root and its source folder. */
export const ROOT = resolve(import.meta.dirname, '../..');
export const SRC = join(ROOT, 'src');

/** Every .ts file under `dir`, as paths relative to the repository's root. */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (name.endsWith('.ts')) out.push(relative(ROOT, path));
  }
  return out.sort();
}

/** The import map of package.json ("imports"): exact keys and one-star patterns. */
const subpaths = Object.entries((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { imports?: Record<string, string> }).imports ?? {});

function withExtension(base: string): string | null {
  for (const c of [base, `${base}.ts`, join(base, 'index.ts')]) if (existsSync(c) && statSync(c).isFile()) return c;
  return null;
}

/** Where an import specifier of `from` leads, relative to the root; a package's name as it is; null when it leads nowhere. */
export function resolveSpecifier(from: string, spec: string): string | null {
  if (spec.startsWith('.')) {
    const hit = withExtension(resolve(ROOT, dirname(from), spec));
    return hit ? relative(ROOT, hit) : null;
  }
  if (spec.startsWith('#')) {
    for (const [key, target] of subpaths) {
      if (key === spec) return relative(ROOT, resolve(ROOT, target));
      const star = key.indexOf('*');
      if (star >= 0 && spec.startsWith(key.slice(0, star)) && spec.endsWith(key.slice(star + 1))) {
        const mid = spec.slice(star, spec.length - (key.length - star - 1));
        const hit = withExtension(resolve(ROOT, target.replace('*', mid)));
        if (hit) return relative(ROOT, hit);
      }
    }
    return null;
  }
  return spec;
}

const STATIC = /^(import|export)\s+(type\s+)?[^'";]*?\bfrom\s+['"]([^'"]+)['"]|^import\s+['"]([^'"]+)['"]/gm;

/** The modules a file loads when it runs: its static imports and re-exports, leaving out `import type` and `export type`. */
export function runtimeImports(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(STATIC)) {
    if (m[2]) continue;
    const spec = m[3] ?? m[4]!;
    out.push(resolveSpecifier(file, spec) ?? `unresolved:${spec}`);
  }
  return out;
}

/** The groups of files that import each other in a circle (strongly connected components of two or more files). */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}
