import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const REPO = resolve(import.meta.dirname, '../..');
const ENTRY = resolve(import.meta.dirname, 'serve-child.ts');

export interface ChildServer {
  url: string;
  /** The child's process id (to read its memory from /proc). */
  pid: number;
  stop(): Promise<void>;
}

/** Starts bench/support/serve-child.ts in a child process and waits for its URL (30 s at most). */
export function startChildServer(kind: 'umpire' | 'baseline', dir: string, adminToken: string): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY, kind, dir, adminToken], { cwd: REPO, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    child.stdin.end();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((ok, fail) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`${kind} server did not start within 30 s: ${stderr}`));
    }, 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`${kind} server exited with ${code}: ${stderr}`));
    });
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n')[0];
      if (!out.includes('\n') || !line) return;
      clearTimeout(timer);
      ok({ url: (JSON.parse(line) as { url: string }).url, pid: child.pid!, stop });
    });
  });
}
