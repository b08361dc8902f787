import { fork } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ctsFuzzTitle } from '../test/games/campaign-to-stalingrad/fuzz/cts-fuzz-title';
import { kbFuzzTitle } from '../test/games/kharkov-battles/fuzz/kb-fuzz-title';
import { sosFuzzTitle } from '../test/games/streets-of-stalingrad/fuzz/sos-fuzz-title';
import { dosFuzzTitle } from '../test/fuzz/dos/dos-fuzz-title';
import type { FuzzTitle } from '../test/fuzz/fuzz-title';
import { fuzzDump, recheckDisagreements, recheckLog, type FuzzDump } from '../test/fuzz/fuzz-dump';
import type { GameReport } from '../test/fuzz/game-report';
import { runFuzz } from '../test/fuzz/run-fuzz';
import { formatSummary, summarize } from '../test/fuzz/run-summary';

/**
 * The random-legal-orders fuzzer (docs/fuzzer.md), for Drive on Stalingrad (the default),
 * Campaign To Stalingrad (--title campaign-to-stalingrad), Kharkov Battles (--title kharkov-battles)
 * or Streets of Stalingrad (--title streets-of-stalingrad):
 *
 *   npx tsx scripts/fuzz.ts --games 200 --seed 1 [--scenario operation-blue|operation-uranus] [--jobs 2]
 *   npx tsx scripts/fuzz.ts --title campaign-to-stalingrad --games 4 --seed 1
 *   npx tsx scripts/fuzz.ts --title kharkov-battles --games 20 --seed 1
 *   npx tsx scripts/fuzz.ts --title streets-of-stalingrad --games 20 --seed 1
 *   npx tsx scripts/fuzz.ts --replay test-artifacts/fuzz/<file>.json   (plays a dump again, checks it)
 *
 * Plays the games, prints a summary, writes a dump of every game with a violation or a
 * disagreement between options() and check() (under --dumps, default test-artifacts/fuzz),
 * and exits 1 on any of them or when the run misses its criteria (--min-combat share of
 * games with a battle, default 0.8; every result of the combat table seen; --no-criteria
 * skips both).
 */
const USAGE = `usage: npx tsx scripts/fuzz.ts [options]

  --title ID           drive-on-stalingrad (default), campaign-to-stalingrad, kharkov-battles
                       or streets-of-stalingrad
  --games N            games to play (default 200)
  --seed S             run seed; each game's seed is made from it, the scenario and the game's number (default 1)
  --scenario ID        a scenario of the title, repeat for several (default: every scenario):
                       drive-on-stalingrad: operation-blue, operation-uranus;
                       campaign-to-stalingrad: fall-blau;
                       kharkov-battles: operation-star, second-kharkov, third-kharkov;
                       streets-of-stalingrad: scenario-1 to scenario-8 (scenario-3 the 67-turn campaign)
  --jobs N             worker processes (default 1)
  --offered-checks N   orders options() offered, checked alone per file (default 2)
  --determinism-every N  one step in N adjudicated again from a copy of its state (default 4; 1 = every step)
  --last-turn N        play each game only up to game turn N, then stop it unended (a slice of a long
                       scenario, e.g. the first 20 turns of the 67-turn streets-of-stalingrad campaign)
  --dumps DIR          where dumps of failing games go (default test-artifacts/fuzz)
  --min-combat X       share of games with a battle the run must reach (default 0.8)
  --no-criteria        skip the run criteria (combat share, every combat result seen)
  --replay FILE        play a dump again and check it (with the --title it was played with)
  --json               print the summary as JSON
  --quiet              no line per game
  --directed SIDE      german or soviet: that side plays for the scenario's objectives
                       instead of at random (balance runs; repeat for both);
                       drive-on-stalingrad only
  --help               this text

Exits 1 on a violation, a disagreement between options() and check(), or a missed criterion.
`;

function parseCli() {
  try {
    return parseArgs({
      options: {
        title: { type: 'string', default: 'drive-on-stalingrad' },
        games: { type: 'string', default: '200' },
        seed: { type: 'string', default: '1' },
        scenario: { type: 'string', multiple: true },
        jobs: { type: 'string', default: '1' },
        'offered-checks': { type: 'string', default: '2' },
        'determinism-every': { type: 'string', default: '4' },
        'last-turn': { type: 'string' },
        dumps: { type: 'string', default: 'test-artifacts/fuzz' },
        'min-combat': { type: 'string', default: '0.8' },
        'no-criteria': { type: 'boolean', default: false },
        replay: { type: 'string' },
        json: { type: 'boolean', default: false },
        quiet: { type: 'boolean', default: false },
        worker: { type: 'string' },
        directed: { type: 'string', multiple: true },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (e) {
    process.stderr.write(`fuzz: ${(e as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}
const { values } = parseCli();
if (values.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}

const TITLES = ['drive-on-stalingrad', 'campaign-to-stalingrad', 'kharkov-battles', 'streets-of-stalingrad'];
if (!TITLES.includes(values.title)) {
  process.stderr.write(`fuzz: --title takes ${TITLES.join(', ')}, not ${values.title}\n`);
  process.exit(2);
}
if (values.directed && values.title !== 'drive-on-stalingrad') {
  process.stderr.write(`fuzz: --directed is for drive-on-stalingrad only; ${values.title} has no directed player\n`);
  process.exit(2);
}
for (const d of values.directed ?? []) {
  if (d !== 'german' && d !== 'soviet') {
    process.stderr.write(`fuzz: --directed takes german or soviet, not ${d}\n`);
    process.exit(2);
  }
}
const title = (
  values.title === 'campaign-to-stalingrad'
    ? ctsFuzzTitle()
    : values.title === 'kharkov-battles'
      ? kbFuzzTitle()
      : values.title === 'streets-of-stalingrad'
        ? sosFuzzTitle()
        : dosFuzzTitle(undefined, values.directed ?? [])
) as FuzzTitle;
const say = (line: string) => process.stderr.write(`${line}\n`);
const scenarios = values.scenario ?? title.ruleset.scenarios.map((s) => s.id);
for (const s of scenarios) {
  if (!title.ruleset.scenarios.some((x) => x.id === s)) {
    say(`fuzz: unknown scenario ${s} of ${values.title} (${title.ruleset.scenarios.map((x) => x.id).join(', ')})`);
    process.exit(2);
  }
}
const games = Number(values.games);
const jobs = Math.max(1, Math.min(Number(values.jobs), games));
const offeredChecks = Number(values['offered-checks']);
const determinismEvery = Number(values['determinism-every']);
if (!Number.isInteger(determinismEvery) || determinismEvery < 1) {
  say(`fuzz: --determinism-every takes a whole number of 1 or more, not ${values['determinism-every']}`);
  process.exit(2);
}
const lastTurn = values['last-turn'] === undefined ? undefined : Number(values['last-turn']);
if (lastTurn !== undefined && (!Number.isInteger(lastTurn) || lastTurn < 1)) {
  say(`fuzz: --last-turn takes a game turn of 1 or more, not ${values['last-turn']}`);
  process.exit(2);
}
const failed = (r: GameReport) => r.violations.length > 0 || r.disagreements.length > 0;

if (values.replay) {
  const dump = JSON.parse(readFileSync(values.replay, 'utf8')) as FuzzDump;
  if (!title.ruleset.scenarios.some((x) => x.id === dump.log.scenario)) {
    say(`fuzz: the dump plays ${dump.log.scenario}, not a scenario of ${values.title}; give its --title`);
    process.exit(2);
  }
  const found = recheckLog(title, dump.log);
  say(`replayed ${dump.log.steps.length} steps of ${dump.scenario} ${dump.gameSeed}: ${found.length === 0 ? 'no violation' : `${found.length} violation(s)`}`);
  for (const v of found) say(`  step ${v.step} ${v.window ?? ''} [${v.kind}] ${v.message}`);
  const again = recheckDisagreements(title, dump);
  if (again.length > 0) say(`${again.length} disagreement(s) between options() and check() recorded; checked again now:`);
  for (const d of again) say(`  step ${d.step} ${d.window}: ${JSON.stringify(d.orders)} ${d.refused.length > 0 ? `still refused (${d.refused.join(', ')})` : 'now accepted'}`);
  process.exit(found.length > 0 || again.some((d) => d.refused.length > 0) ? 1 : 0);
}

/** One slice of the run, in this process; failing games keep their logs, the others drop them. */
function slice(from: number, count: number): GameReport[] {
  return runFuzz({
    title, games: count, seed: values.seed, scenarios, from, offeredChecks, determinismEvery, ...(lastTurn !== undefined ? { lastTurn } : {}),
    onGame: (r, i) => {
      if (!values.quiet) say(`game ${i} ${r.scenario}: ${r.steps} steps, GT${r.turn}, ${r.battles.length} battles, ${r.sliced ? 'stopped after the last turn' : (r.outcome.winner ?? 'no winner')}${values.directed ? ` (${r.outcome.reason ?? ''})` : ''}, ${(r.ms / 1000).toFixed(1)} s${failed(r) ? `, ${r.violations.length} violation(s), ${r.disagreements.length} disagreement(s)` : ''}`);
      if (!failed(r)) return;
      mkdirSync(values.dumps, { recursive: true });
      const file = join(values.dumps, `${r.gameSeed.replace(/[^A-Za-z0-9-]+/g, '_')}.json`);
      writeFileSync(file, JSON.stringify(fuzzDump(r)));
      say(`  dump: ${file} (npx tsx scripts/fuzz.ts --replay ${file})`);
    },
  }).reports.map((r) => (failed(r) ? r : { ...r, log: { ...r.log, steps: [] } }));
}

if (values.worker) {
  const [from, count] = values.worker.split(',').map(Number) as [number, number];
  process.send!(slice(from, count), () => process.exit(0));
} else {
  const t0 = performance.now();
  const share = Math.ceil(games / jobs);
  const parts = Array.from({ length: jobs }, (_, j) => [j * share, Math.max(0, Math.min(share, games - j * share))] as const).filter(([, n]) => n > 0);
  const reports = (
    await Promise.all(
      parts.map(([from, count]) =>
        jobs === 1
          ? Promise.resolve(slice(from, count))
          : new Promise<GameReport[]>((done, fail) => {
              const args = [...process.argv.slice(2).filter((a, i, all) => a !== '--jobs' && all[i - 1] !== '--jobs'), '--worker', `${from},${count}`];
              const child = fork(resolve(import.meta.filename), args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
              child.once('message', (m) => done(m as GameReport[]));
              child.once('exit', (code) => (code === 0 ? undefined : fail(new Error(`fuzz worker ${from},${count} exited with ${code}`))));
            }),
      ),
    )
  ).flat();
  const summary = summarize(reports, title.resultKinds, performance.now() - t0);
  const combat = summary.games === 0 ? 0 : summary.gamesWithCombat / summary.games;
  const criteria = values['no-criteria']
    ? []
    : [
        { ok: combat >= Number(values['min-combat']), text: `games with combat ${(100 * combat).toFixed(1)}% (at least ${100 * Number(values['min-combat'])}%)` },
        { ok: summary.missingResults.length === 0, text: `every result of the table seen (${title.resultKinds.join(', ')})` },
      ];
  if (values.json) process.stdout.write(`${JSON.stringify({ title: values.title, seed: values.seed, scenarios, jobs, summary, criteria }, null, 2)}\n`);
  else {
    process.stdout.write(`fuzz ${values.title}, seed ${values.seed}, scenarios ${scenarios.join(', ')}, ${jobs} job(s)\n`);
    for (const line of [...formatSummary(summary), ...criteria.map((c) => `criterion ${c.ok ? 'ok  ' : 'FAIL'} ${c.text}`)]) process.stdout.write(`${line}\n`);
  }
  process.exit(summary.violations.length > 0 || summary.findings.length > 0 || criteria.some((c) => !c.ok) ? 1 : 0);
}
