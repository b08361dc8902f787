import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The files a title's data bundle is built from: every .yaml and .ts in its scenarios/
 * folder except dist/, sorted by path (shared by every title's build.ts and data test).
 */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'dist' && !e.name.startsWith('.')) walk(p);
      } else if (/\.(ya?ml|ts)$/.test(e.name)) {
        out.push(relative(dir, p).split(sep).join('/'));
      }
    }
  };
  walk(dir);
  return out.sort();
}

/** SHA-256 over each source file's path, a NUL, its bytes and a NUL, in path order. */
export function sourceHash(dir: string): string {
  const h = createHash('sha256');
  for (const f of sourceFiles(dir)) {
    h.update(f, 'utf8');
    h.update(Buffer.from([0]));
    h.update(readFileSync(join(dir, f)));
    h.update(Buffer.from([0]));
  }
  return h.digest('hex');
}
