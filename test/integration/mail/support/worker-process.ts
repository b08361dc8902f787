import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { workerEnv } from './mail-stack';

const BIN = fileURLToPath(new URL('../../../../bin/umpire.js', import.meta.url));

export interface LogLine {
  event: string;
  [key: string]: unknown;
}

/** `node bin/umpire.js mail` as a real child process, with its JSON log lines collected. */
export interface WorkerProcess {
  child: ChildProcess;
  logs: LogLine[];
  /** Resolves with the first log line that matches, among those seen and to come. */
  waitForLog(match: (l: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function startWorker(db: string, extraEnv: Record<string, string> = {}): WorkerProcess {
  const child = spawn(process.execPath, [BIN, 'mail'], {
    env: { ...process.env, UMPIRE_DB: db, UMPIRE_URL: '', ...workerEnv(extraEnv) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  const waiters: { match: (l: LogLine) => boolean; done: (l: LogLine) => void }[] = [];
  let buffer = '';
  let stderrText = '';
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => {
    buffer += chunk;
    let nl: number;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      try {
        const parsed = JSON.parse(line) as LogLine;
        logs.push(parsed);
        for (const w of [...waiters]) if (w.match(parsed)) w.done(parsed);
      } catch {
        stderrText += `${line}\n`;
      }
    }
  });
  child.stdout!.resume();
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    logs,
    waitForLog(match, timeoutMs = 30_000) {
      const seen = logs.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching worker log within ${timeoutMs} ms; stderr: ${stderrText.slice(-2000)}; events: ${logs.map((l) => l.event).join(',')}`)), timeoutMs);
        const w = {
          match,
          done: (l: LogLine) => {
            clearTimeout(timer);
            waiters.splice(waiters.indexOf(w), 1);
            resolve(l);
          },
        };
        waiters.push(w);
      });
    },
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
