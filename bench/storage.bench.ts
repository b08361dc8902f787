import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { rulesetFor } from '#games';
import { dosDistanceField } from '../test/e2e/support/hex-distance';
import { playGame } from '../test/e2e/support/play-game';
import { overNetwork, UmpireApi } from '../test/e2e/support/umpire-api';
import { startChildServer, type ChildServer } from './support/child-server';
import type { Figure } from './support/figure';
import { round, stats } from './support/stats';
import { draftSender, germanOpeningDraft } from './support/turn-draft';

/**
 * storage.*: does a database that has served many games slow a submission down, or swell
 * the server? A real Operation Blue game is played over HTTP to the end of its second
 * window; its rows (game, players, turn files, steps, events, snapshots, mail) are then
 * copied under new game ids, in one transaction, into one database holding 10 games and
 * one holding 10,000, every other copy finished (status ended, no window, an outcome).
 * A server on each (its own process, 127.0.0.1, logging off) takes drafts of the German
 * opening window of a new game there, one at a time, rounds alternating between them;
 * after that its resident memory is read from /proc.
 */
const ADMIN = 'bench-storage-admin-0123456789abcdef';
const SIZES = [10, 10_000] as const;
const WARMUP = 20;
const ROUNDS = 5;
const PER_ROUND = 40;
/** The files a server keeps next to its database: the signing keys of the copies are sealed under `secret-key`. */
const DATA_FILES = ['umpire.sqlite', 'secret-key', 'signing-key'];

export async function run(): Promise<Figure[]> {
  const root = mkdtempSync(join(tmpdir(), 'umpire-bench-storage-'));
  const servers: ChildServer[] = [];
  try {
    const seedDir = join(root, 'seed');
    mkdirSync(seedDir);
    const sourceId = await playSourceGame(seedDir);

    const figures: Figure[] = [];
    const dirs: string[] = [];
    for (const size of SIZES) {
      const dir = join(root, `games-${size}`);
      mkdirSync(dir);
      for (const f of DATA_FILES) copyFileSync(join(seedDir, f), join(dir, f));
      const t = performance.now();
      copyGame(join(dir, 'umpire.sqlite'), sourceId, size - 1);
      figures.push({ name: `storage.games-${size}.seed`, value: round(performance.now() - t), unit: 'ms' });
      figures.push({ name: `storage.games-${size}.db`, value: round(statSync(join(dir, 'umpire.sqlite')).size / 2 ** 20), unit: 'MiB' });
      dirs.push(dir);
    }

    const started: { server: ChildServer; ms: number }[] = [];
    for (const dir of dirs) {
      const t = performance.now();
      const server = await startChildServer('umpire', dir, ADMIN);
      servers.push(server);
      started.push({ server, ms: performance.now() - t });
    }
    const senders = await Promise.all(started.map(async ({ server }) => draftSender(await germanOpeningDraft(server.url, ADMIN))(server.url)));
    const samples: number[][] = started.map(() => []);
    for (const send of senders) await timed(send, WARMUP, []);
    for (let r = 0; r < ROUNDS; r++) {
      for (let i = 0; i < senders.length; i++) await timed(senders[i]!, PER_ROUND, samples[i]!);
    }

    const latency = samples.map((s) => stats(s));
    const rss = started.map(({ server }) => residentMiB(server.pid));
    SIZES.forEach((size, i) => {
      figures.push(
        { name: `storage.games-${size}.submit.median`, value: round(latency[i]!.median), unit: 'ms' },
        { name: `storage.games-${size}.submit.p90`, value: round(latency[i]!.p90), unit: 'ms' },
        { name: `storage.games-${size}.rss`, value: round(rss[i]!), unit: 'MiB' },
        { name: `storage.games-${size}.start`, value: round(started[i]!.ms), unit: 'ms' },
      );
    });
    const [few, many] = [0, 1].map((i) => latency[i]!);
    figures.push(
      { name: 'storage.submit.ratio', value: round(many!.median / few!.median, 3), unit: 'ratio' },
      { name: 'storage.submit.ratio.p90', value: round(many!.p90 / few!.p90, 3), unit: 'ratio' },
      { name: 'storage.rss.ratio', value: round(rss[1]! / rss[0]!, 3), unit: 'ratio' },
      { name: 'storage.submit.samples', value: samples[0]!.length, unit: 'count' },
    );
    return figures;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(root, { recursive: true, force: true });
  }
}

/** Plays the first two windows of a new Operation Blue game on a server in `dir`; the game's id. */
async function playSourceGame(dir: string): Promise<string> {
  const server = await startChildServer('umpire', dir, ADMIN);
  try {
    const api = new UmpireApi(overNetwork(server.url));
    const game = await api.createGame(ADMIN, 'drive-on-stalingrad/operation-blue', ['german', 'soviet']);
    await playGame({ api, game, ruleset: rulesetFor('drive-on-stalingrad')!, distanceField: dosDistanceField, playWhile: (w) => w.index < 2 });
    return game.id;
  } finally {
    await server.stop();
  }
}

/**
 * Copies every row of game `sourceId` `copies` times under new ids (`<id>-00001`, …) in
 * one transaction; the odd copies are made finished games. Columns are read from the
 * schema, so a new column is copied too; an INTEGER PRIMARY KEY (a row id) is left to SQLite.
 */
function copyGame(file: string, sourceId: string, copies: number): void {
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_\\_%' ESCAPE '\\'`).pluck().all() as string[];
    tables.sort((a, b) => Number(b === 'games') - Number(a === 'games')); // the rows that refer to a game after it
    db.transaction(() => {
      db.exec('CREATE TEMP TABLE copy_n (i INTEGER PRIMARY KEY)');
      const n = db.prepare('INSERT INTO copy_n (i) VALUES (?)');
      for (let i = 1; i <= copies; i++) n.run(i);
      const newId = (col: string) => `printf('%s-%05d', ${col}, copy_n.i)`;
      for (const table of tables) {
        const columns = db.pragma(`table_info(${table})`) as { name: string; type: string; pk: number }[];
        const key = table === 'games' ? 'id' : 'game_id';
        if (!columns.some((c) => c.name === key)) continue;
        const rowId = columns.filter((c) => c.pk > 0).length === 1 ? columns.find((c) => c.pk === 1 && c.type.toUpperCase() === 'INTEGER') : undefined;
        const kept = columns.filter((c) => c !== rowId);
        const q = (name: string) => `"${name}"`;
        const values = kept.map((c) => (c.name === key ? newId(`t.${key}`) : c.name === 'message_id' ? `'c' || copy_n.i || '.' || t.message_id` : `t.${q(c.name)}`));
        db.prepare(`INSERT INTO ${q(table)} (${kept.map((c) => q(c.name)).join(', ')}) SELECT ${values.join(', ')} FROM ${q(table)} t, copy_n WHERE t.${key} = ?`).run(sourceId);
      }
      db.prepare(
        `UPDATE games SET status = 'ended', window_id = NULL, window = NULL, window_opened_at = NULL, deadline = NULL,
           outcome = '{"ended":true,"winner":"german","reason":"copied as a finished game"}'
         WHERE id IN (SELECT printf('%s-%05d', ?, i) FROM copy_n WHERE i % 2 = 1)`,
      ).run(sourceId);
      db.exec('DROP TABLE copy_n');
    })();
    const count = db.prepare('SELECT count(*) FROM games').pluck().get() as number;
    if (count !== copies + 1) throw new Error(`the seeded database holds ${count} games, not ${copies + 1}`);
  } finally {
    db.close();
  }
}

/** Sends `count` requests one after another, each answer 200, adding each one's time (ms) to `into`. */
async function timed(send: () => Promise<{ status: number; body: string }>, count: number, into: number[]): Promise<void> {
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    const answer = await send();
    into.push(performance.now() - t);
    if (answer.status !== 200) throw new Error(`a submission failed: ${answer.status} ${answer.body.slice(0, 300)}`);
  }
}

/** The resident set of a process, MiB (VmRSS in /proc/PID/status). */
function residentMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line.replace(/\D+/g, '')) / 1024;
}
