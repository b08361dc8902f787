import { verifyArchive } from '#archive/verify';
import { rulesetFor } from '#games';
import type { Figure } from './support/figure';
import { measure } from './support/measure';
import { scriptedArchive } from './support/scripted-archive';
import { round } from './support/stats';

/**
 * dos.replay-verify: verifyArchive on the referee's archive of a scripted multi-turn game
 * (built once, in-process, with the scripted player): seeds, contexts, every die, the log
 * chain, every hidden draw and a full replay of every step from the scenario.
 */
export async function run(): Promise<Figure[]> {
  const archive = await scriptedArchive();
  const steps = archive.steps.length;
  const once = verifyArchive(archive, rulesetFor);
  if (!once.ok || once.scope !== 'full') throw new Error(`the scripted archive does not verify: ${once.summary}`);
  const m = await measure(() => verifyArchive(archive, rulesetFor), { warmup: 1, runs: 7, maxMs: 12_000 });
  const dice = archive.steps.reduce((n, s) => n + s.transcript.length, 0);
  return [
    { name: 'dos.replay-verify', value: round(m.median), unit: 'ms' },
    { name: 'dos.replay-verify.per-step', value: round(m.median / steps), unit: 'ms' },
    { name: 'dos.replay-verify.steps', value: steps, unit: 'count' },
    { name: 'dos.replay-verify.dice', value: dice, unit: 'count' },
    { name: 'dos.replay-verify.runs', value: m.n, unit: 'count' },
  ];
}
