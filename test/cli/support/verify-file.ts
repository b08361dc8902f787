import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { runCli } from './run-cli';

/** Writes an archive to `dir/name.json` and checks that `umpire verify` on it exits 0 with its full replay ok. */
export async function expectUmpireVerifies(dir: string, name: string, archive: unknown): Promise<void> {
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(archive));
  const run = await runCli(['verify', file]);
  expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
  expect(run.stdout).toMatch(/^ok\s+replay/m);
}
