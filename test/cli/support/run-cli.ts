import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPO = resolve(import.meta.dirname, '../../..');
export const BIN = join(REPO, 'bin', 'umpire.js');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `node bin/umpire.js ARGS` for real, in a child process, with only the given
 * environment on top of PATH (no UMPIRE_* leaks in from the caller).
 */
export function runCli(args: string[], opts: { env?: Record<string, string>; stdin?: string; cwd?: string } = {}): Promise<CliRun> {
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: opts.cwd ?? REPO,
      env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', ...opts.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', fail);
    child.on('close', (code) => ok({ code, stdout, stderr }));
    child.stdin.end(opts.stdin ?? '');
  });
}

/** A fresh temp folder; `remove()` deletes it. */
export function tempDir(): { dir: string; path(name: string): string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'umpire-cli-'));
  return { dir, path: (name) => join(dir, name), remove: () => rmSync(dir, { recursive: true, force: true }) };
}
