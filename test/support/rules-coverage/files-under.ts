import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The files under `dir` (from `root`, at any depth) whose names end with `ending`, as paths from `root`; none if `dir` is missing. */
export function filesUnder(root: string, dir: string, ending: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir)).flatMap((e) => {
    const rel = `${dir}/${e}`;
    return statSync(join(root, rel)).isDirectory() ? filesUnder(root, rel, ending) : rel.endsWith(ending) ? [rel] : [];
  });
}
