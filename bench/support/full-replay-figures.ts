import type { Archive } from '../../src/archive/types';
import { verifyArchive } from '../../src/archive/verify';
import { rulesetFor } from '../../src/games';
import type { Figure } from './figure';
import { measure } from './measure';
import { round } from './stats';

/**
 * `<name>`: verifyArchive (seeds, contexts, every die, hidden draws, the log chain and a
 * full replay of every step from the scenario) on the archive of a complete scripted game,
 * which must have ended and verify in full before timing; with `.per-step`, the spread,
 * what was replayed (steps, dice, events, archive bytes) and `.play`, the untimed set-up
 * that played the game. 1 warm-up, up to 5 runs (30 s cap).
 */
export async function fullReplayFigures(name: string, archive: Archive, playMs: number): Promise<Figure[]> {
  if (archive.game.status !== 'ended') throw new Error(`the scripted game did not end: ${archive.game.status}`);
  const steps = archive.steps.length;
  const once = verifyArchive(archive, rulesetFor);
  if (!once.ok || once.scope !== 'full') throw new Error(`the full-game archive does not verify: ${once.summary}`);
  const m = await measure(() => verifyArchive(archive, rulesetFor), { warmup: 1, runs: 5, maxMs: 30_000 });
  const dice = archive.steps.reduce((n, s) => n + s.transcript.length, 0);
  const events = archive.steps.reduce((n, s) => n + s.events.length, 0);
  const bytes = Buffer.byteLength(JSON.stringify(archive));
  return [
    { name, value: round(m.median), unit: 'ms' },
    { name: `${name}.per-step`, value: round(m.median / steps), unit: 'ms' },
    { name: `${name}.min`, value: round(m.min), unit: 'ms' },
    { name: `${name}.max`, value: round(m.max), unit: 'ms' },
    { name: `${name}.steps`, value: steps, unit: 'count' },
    { name: `${name}.dice`, value: dice, unit: 'count' },
    { name: `${name}.events`, value: events, unit: 'count' },
    { name: `${name}.archive-bytes`, value: bytes, unit: 'bytes' },
    { name: `${name}.runs`, value: m.n, unit: 'count' },
    { name: `${name}.play`, value: Math.round(playMs), unit: 'ms' },
  ];
}
