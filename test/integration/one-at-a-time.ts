import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll } from 'vitest';

/**
 * The integration files run one at a time (they share the mail stack's fixed ports, and some
 * stop its servers or kill the mail worker while they play), but alongside the other
 * projects' files (vitest.config.ts). Each file waits here, before its own code runs, until
 * it holds the run's lock: a file created exclusively with the holder's pid in it (vitest's
 * forks pool runs each file in a process of its own, a child of the run's), taken over only
 * when that process is gone, and given up when the file's tests are done.
 */
const REPO = resolve(import.meta.dirname, '../..');
const RUN = `${createHash('sha256').update(REPO).digest('hex').slice(0, 12)}-${process.ppid}`;
const LOCK = join(tmpdir(), `umpire-integration-${RUN}.lock`);
const me = String(process.pid);

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

function tryTake(): boolean {
  try {
    writeFileSync(LOCK, me, { flag: 'wx' });
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  let holder = '';
  try {
    holder = readFileSync(LOCK, 'utf8');
  } catch {
    return false; // given up just now: try again
  }
  // an empty file is one being written: its holder is alive
  if (holder !== '' && !alive(Number(holder))) rmSync(LOCK, { force: true });
  return false;
}

function release(): void {
  try {
    if (readFileSync(LOCK, 'utf8') === me) rmSync(LOCK, { force: true });
  } catch {
    // not held
  }
}

while (!tryTake()) await new Promise((r) => setTimeout(r, 250));
process.on('exit', release);
afterAll(release);
