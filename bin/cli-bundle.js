// The `umpire` command's sources as one esbuild bundle (split into chunks, so that a command
// compiles only the modules it imports), cached under node_modules/.cache/umpire-cli/<checkout> and built
// again whenever a file it was built from changes. A command then starts in about half the
// time and CPU of the same sources through tsx's loader (docs/cli.md, "How the command runs").
// Plain JavaScript: it runs before any TypeScript loader is registered.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, openSync, closeSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const REPO = resolve(import.meta.dirname, '..');
/** A lock older than this was left by a process that died while building. */
const STALE_LOCK_MS = 120_000;
/** A source modified this close to the build's start may have been read before or after the change. */
const EDIT_MARGIN_MS = 2_000;
/**
 * Builds other than the current one are removed once this old: a long-running command (`umpire
 * serve`, `umpire mail`) still loads the chunks of its own build as it needs them.
 */
const OLD_BUILD_MS = 7 * 24 * 3_600_000;

/**
 * The file URL of an up-to-date bundle of src/cli/main.ts, building it first if a source
 * changed; undefined when the command should run from the sources through tsx instead:
 * UMPIRE_CLI_FROM_SOURCES=1, another process is building right now, or the cache cannot be
 * written (a read-only checkout).
 */
export async function bundledCli(repo = REPO) {
  if (process.env['UMPIRE_CLI_FROM_SOURCES'] === '1') return undefined;
  const at = placesOf(repo);
  const current = readManifest(at);
  if (current?.repo === at.repo && upToDate(at, current)) return entryUrl(at, current);
  try {
    return await buildLocked(at);
  } catch {
    return undefined;
  }
}

/**
 * Where a checkout's bundle comes from and goes: a folder of the cache per checkout, so that
 * checkouts sharing one node_modules (a symlink) do not take turns rebuilding one bundle.
 */
function placesOf(repo) {
  const cache = join(repo, 'node_modules', '.cache', 'umpire-cli', createHash('sha256').update(repo).digest('hex').slice(0, 12));
  return { repo, entry: join(repo, 'src', 'cli', 'main.ts'), cache, manifest: join(cache, 'current.json'), lock: join(cache, 'build.lock') };
}

function readManifest(at) {
  try {
    return JSON.parse(readFileSync(at.manifest, 'utf8'));
  } catch {
    return undefined;
  }
}

function entryUrl(at, manifest) {
  return pathToFileURL(join(at.cache, manifest.build, 'main.mjs')).href;
}

/** Every input the bundle was built from still has the size and modification time it had. */
function upToDate(at, manifest) {
  for (const [file, stamp] of Object.entries(manifest.inputs)) {
    const now = stampOf(join(at.repo, file));
    if (now === undefined || now[0] !== stamp[0] || now[1] !== stamp[1]) return false;
  }
  return true;
}

function stampOf(file) {
  try {
    const s = statSync(file);
    return [s.size, s.mtimeMs];
  } catch {
    return undefined;
  }
}

async function buildLocked(at) {
  mkdirSync(at.cache, { recursive: true });
  if (!takeLock(at.lock)) return undefined;
  try {
    return await build(at);
  } finally {
    rmSync(at.lock, { force: true });
  }
}

function takeLock(lock) {
  try {
    closeSync(openSync(lock, 'wx'));
    return true;
  } catch {
    const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0);
    if (age < STALE_LOCK_MS) return false;
    rmSync(lock, { force: true });
    try {
      closeSync(openSync(lock, 'wx'));
      return true;
    } catch {
      return false;
    }
  }
}

async function build(at) {
  const esbuild = await import('esbuild');
  const temp = join(at.cache, `tmp-${process.pid}-${randomBytes(4).toString('hex')}`);
  const started = Date.now();
  const result = await esbuild
    .build({
      entryPoints: { main: at.entry },
      absWorkingDir: at.repo,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      outdir: temp,
      outExtension: { '.js': '.mjs' },
      metafile: true,
      logLevel: 'silent',
      plugins: [sourceLocations],
    })
    .catch((error) => {
      rmSync(temp, { recursive: true, force: true });
      throw error;
    });
  const inputs = {};
  for (const file of Object.keys(result.metafile.inputs)) {
    const stamp = stampOf(join(at.repo, file));
    if (stamp) inputs[file] = stamp;
  }
  // A source saved while the bundle was being built may or may not be in it: run from the
  // sources this time, and the next command builds again.
  if (Object.values(inputs).some(([, mtimeMs]) => mtimeMs >= started - EDIT_MARGIN_MS)) {
    rmSync(temp, { recursive: true, force: true });
    return undefined;
  }
  const id = createHash('sha256').update(JSON.stringify([esbuild.version, inputs])).digest('hex').slice(0, 16);
  const buildDir = `build-${id}`;
  rmSync(join(at.cache, buildDir), { recursive: true, force: true });
  renameSync(temp, join(at.cache, buildDir));
  const manifestTemp = `${at.manifest}.${process.pid}`;
  writeFileSync(manifestTemp, JSON.stringify({ repo: at.repo, build: buildDir, esbuild: esbuild.version, inputs }));
  renameSync(manifestTemp, at.manifest);
  removeOldBuilds(at.cache, buildDir);
  return entryUrl(at, { build: buildDir });
}

/**
 * A module's `import.meta.url` and `import.meta.dirname` stay its source file's, as under
 * tsx: the code finds the templates, migrations, fonts and the parse worker's entry beside
 * its sources, not beside the bundle.
 */
const sourceLocations = {
  name: 'source-locations',
  setup(b) {
    b.onLoad({ filter: /\.(ts|mts|mjs|js)$/ }, async (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const text = await readFile(args.path, 'utf8');
      const contents = text.includes('import.meta')
        ? text
            .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
            .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)))
            .replaceAll('import.meta.filename', JSON.stringify(args.path))
        : text;
      return { contents, loader: /\.m?ts$/.test(args.path) ? 'ts' : 'js' };
    });
  },
};

function removeOldBuilds(cache, keep) {
  for (const name of readdirSync(cache)) {
    if (name === keep || !(name.startsWith('build-') || name.startsWith('tmp-'))) continue;
    const path = join(cache, name);
    const age = Date.now() - (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > OLD_BUILD_MS) rmSync(path, { recursive: true, force: true });
  }
}
