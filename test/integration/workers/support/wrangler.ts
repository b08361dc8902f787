import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export const REPO = resolve(import.meta.dirname, '../../../..');
export const WRANGLER = join(REPO, 'node_modules', '.bin', 'wrangler');

/** Wrangler offline and without prompts: no metrics, no request.cf fetch, CI mode. */
export const OFFLINE_ENV: Record<string, string> = { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0' };

export interface WranglerRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one wrangler command in the repository and collects its output. */
export function runWrangler(args: string[], timeoutMs = 120_000): Promise<WranglerRun> {
  return new Promise((done, fail) => {
    const child = spawn(WRANGLER, args, { cwd: REPO, env: { ...process.env, ...OFFLINE_ENV }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', fail);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    });
  });
}

/** A free TCP port on 127.0.0.1 (asked of the kernel, then released). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

export interface WranglerDev {
  url: string;
  /** The wrangler.toml the Worker runs with (for `wrangler d1 execute --config`). */
  config: string;
  /** Everything wrangler dev printed so far (stdout and stderr). */
  output(): string;
  /** The .eml files the local send_email binding wrote, in order. */
  sentMail(): string[];
  stop(): Promise<void>;
}

/** The path that runs the cron trigger under wrangler dev (DEV_ENTRY). */
export const DEV_SCHEDULED_PATH = '/__dev/scheduled';

/**
 * The bundle's own handlers, and one more route for the tests: a request to
 * DEV_SCHEDULED_PATH runs scheduled(). The pinned wrangler's `/cdn-cgi/handler/scheduled`
 * cannot reach the scheduled() of a Worker with static assets (it calls the assets router,
 * workers-sdk #9882, fixed after 4.86); a deployed Worker's cron trigger calls it directly.
 */
const DEV_ENTRY = `import worker from './worker.js';
export default {
  ...worker,
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname !== ${JSON.stringify('/__dev/scheduled')}) return worker.fetch(request, env, ctx);
    await worker.scheduled({ scheduledTime: Date.now(), cron: url.searchParams.get('cron') ?? '* * * * *', noRetry() {} }, env, ctx);
    return new Response('ok');
  },
};
`;

/**
 * The Worker as `wrangler deploy` would upload it: bundled once into `dir/bundle` with
 * the repository's wrangler.toml, and a copy of that config in `dir` that runs the bundle
 * as is (`no_bundle`, through DEV_ENTRY), with the static assets that bundling wrote (its
 * `[build]` is left out: it ran). Running the bundle rather than src/ keeps `wrangler dev` from reloading,
 * mid-test, on every source file someone saves.
 */
export async function bundledConfig(dir: string): Promise<string> {
  const built = await runWrangler(['deploy', '--dry-run', '--outdir', join(dir, 'bundle')]);
  if (built.code !== 0) throw new Error(`wrangler deploy --dry-run failed (${built.code}):\n${built.stdout}\n${built.stderr}`);
  const assets = join(REPO, 'dist', 'worker-assets');
  // beside the bundle: wrangler dev watches the entry's folder, and `dir` holds the local D1
  writeFileSync(join(dir, 'bundle', 'dev-entry.mjs'), DEV_ENTRY);
  const toml = readFileSync(join(REPO, 'wrangler.toml'), 'utf8')
    .replace(/^main = .*$/m, 'main = "bundle/dev-entry.mjs"\nno_bundle = true')
    .replace(/^migrations_dir = .*$/m, `migrations_dir = ${JSON.stringify(join(REPO, 'migrations'))}`)
    .replace(/^directory = .*$/m, `directory = ${JSON.stringify(assets)}`)
    .replace(/^\[build\]\n(?:[^\n[][^\n]*\n)*/m, '')
    .concat('\n[[rules]]\ntype = "ESModule"\nglobs = ["**/worker.js"]\n');
  if (!toml.includes('no_bundle = true\n') || !toml.includes(join(REPO, 'migrations')) || !toml.includes(assets) || toml.includes('[build]')) {
    throw new Error('wrangler.toml: main, migrations_dir, [assets] directory or [build] not found');
  }
  const config = join(dir, 'wrangler.toml');
  writeFileSync(config, toml);
  return config;
}

/**
 * A real `wrangler dev` (workerd) running the bundled Worker (bundledConfig), on a local
 * D1 under `dir` migrated first with `wrangler d1 migrations apply --local`, on free
 * ports, with extra `--var`s. Started as wrangler's own process (not through npx), so
 * stopping it stops workerd too.
 */
export async function startWranglerDev(opts: { dir: string; vars: Record<string, string> }): Promise<WranglerDev> {
  const config = await bundledConfig(opts.dir);
  const persist = join(opts.dir, 'state');
  const migrated = await runWrangler(['d1', 'migrations', 'apply', 'umpire', '--local', '--config', config, '--persist-to', persist]);
  if (migrated.code !== 0) throw new Error(`wrangler d1 migrations apply failed (${migrated.code}):\n${migrated.stdout}\n${migrated.stderr}`);
  const port = await freePort();
  const inspector = await freePort();
  const args = ['dev', '--config', config, '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspector), '--persist-to', persist, '--log-level', 'info'];
  for (const [k, v] of Object.entries(opts.vars)) args.push('--var', `${k}:${v}`);
  const child: ChildProcess = spawn(WRANGLER, args, { cwd: REPO, env: { ...process.env, ...OFFLINE_ENV }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(url, () => out, () => child.exitCode !== null);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, config, output: () => out, sentMail: () => [...out.matchAll(/(\/\S+\.eml)\b/g)].map((m) => m[1]!), stop };
}

async function waitUntilReady(url: string, output: () => string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`wrangler dev exited:\n${output()}`);
    if (/Ready on/.test(output())) {
      try {
        await fetch(`${url}/health`);
        return;
      } catch {
        // not listening yet
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`wrangler dev did not start:\n${output()}`);
}
