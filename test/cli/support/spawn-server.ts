import { spawn, type ChildProcess } from 'node:child_process';
import { BIN, REPO } from './run-cli';

export interface SpawnedServer {
  child: ChildProcess;
  /** The URL captured by `announces` from its stdout. */
  url: string;
  /** Everything it printed on stdout so far. */
  out(): string;
  /** Settles with the exit code once it has stopped. */
  exited: Promise<number | null>;
}

/**
 * Starts `umpire <args>` (a long-running command: serve, view) with only `env` (and PATH)
 * and waits until stdout matches `announces`, whose first group is the URL it listens on.
 * Fails if the process exits first.
 */
export async function spawnServer(args: string[], env: Record<string, string>, announces: RegExp): Promise<SpawnedServer> {
  const child = spawn(process.execPath, [BIN, ...args], {
    cwd: REPO,
    env: { PATH: process.env['PATH'] ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | null>((ok) => child.on('close', ok));
  const url = await new Promise<string>((ok, fail) => {
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = announces.exec(out);
      if (m) ok(m[1]!);
    });
    void exited.then(() => fail(new Error(`umpire ${args[0]} exited early: ${out}`)));
  });
  return { child, url, out: () => out, exited };
}
