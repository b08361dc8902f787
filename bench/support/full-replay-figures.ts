import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Archive } from '#archive/types';
import { verifyArchive } from '#archive/verify';
import { rulesetFor } from '#games';
import type { Figure } from './figure';
import { measure } from './measure';
import { round } from './stats';

/**
 * The archive of a complete scripted game for a replay bench. Playing it takes half a
 * minute or more, and test/archive/fixtures keeps the archive the same players wrote
 * (scripts/archive-fixtures.ts, named `<scenario>-<engine version>`): when one was written
 * by the title's current engine version it is read instead of played again, so the figure
 * replays the same game as the fixtures test. UMPIRE_BENCH_PLAY=1 (or no such fixture)
 * plays the game, and only then is `.play` reported.
 */
export async function fullGameArchive(title: string, scenario: string, play: () => Promise<{ archive: Archive; ms: number }>): Promise<{ archive: Archive; playMs?: number }> {
  const version = rulesetFor(title)?.engineVersion;
  const fixture = join(import.meta.dirname, '../../test/archive/fixtures', `${scenario}-${version}.archive.json.gz`);
  if (process.env['UMPIRE_BENCH_PLAY'] !== '1' && version !== undefined && existsSync(fixture)) {
    return { archive: JSON.parse(gunzipSync(readFileSync(fixture)).toString('utf8')) as Archive };
  }
  const { archive, ms } = await play();
  return { archive, playMs: ms };
}

/** Replays after the first (verifying) one before the timed runs: measured, a fresh process settles by the fourth to sixth. */
const REPLAY_WARMUP = 4;

/**
 * `<name>`: verifyArchive (seeds, contexts, every die, hidden draws, the log chain and a
 * full replay of every step from the scenario) on the archive of a complete scripted game,
 * which must have ended and verify in full before timing; with `.per-step`, the spread,
 * what was replayed (steps, dice, events, archive bytes) and, when the game was played for
 * the run, `.play`, the untimed set-up that played it. A referee is a long-running process:
 * the figure is the steady state, up to 5 runs (30 s cap) after the first verification and
 * REPLAY_WARMUP more (V8 is still optimising the rules through the first few replays);
 * `.cold`, that first verification in this process.
 */
export async function fullReplayFigures(name: string, archive: Archive, playMs?: number): Promise<Figure[]> {
  if (archive.game.status !== 'ended') throw new Error(`the scripted game did not end: ${archive.game.status}`);
  const steps = archive.steps.length;
  const t0 = performance.now();
  const once = verifyArchive(archive, rulesetFor);
  const coldMs = performance.now() - t0;
  if (!once.ok || once.scope !== 'full') throw new Error(`the full-game archive does not verify: ${once.summary}`);
  const m = await measure(() => verifyArchive(archive, rulesetFor), { warmup: REPLAY_WARMUP, runs: 5, maxMs: 30_000 });
  const dice = archive.steps.reduce((n, s) => n + s.transcript.length, 0);
  const events = archive.steps.reduce((n, s) => n + s.events.length, 0);
  const bytes = Buffer.byteLength(JSON.stringify(archive));
  return [
    { name, value: round(m.median), unit: 'ms' },
    { name: `${name}.per-step`, value: round(m.median / steps), unit: 'ms' },
    { name: `${name}.cold`, value: round(coldMs), unit: 'ms' },
    { name: `${name}.min`, value: round(m.min), unit: 'ms' },
    { name: `${name}.max`, value: round(m.max), unit: 'ms' },
    { name: `${name}.steps`, value: steps, unit: 'count' },
    { name: `${name}.dice`, value: dice, unit: 'count' },
    { name: `${name}.events`, value: events, unit: 'count' },
    { name: `${name}.archive-bytes`, value: bytes, unit: 'bytes' },
    { name: `${name}.runs`, value: m.n, unit: 'count' },
    ...(playMs !== undefined ? [{ name: `${name}.play`, value: Math.round(playMs), unit: 'ms' }] : []),
  ];
}
