import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import type { Side } from '#kernel/ids';
import type { Figure } from './support/figure';
import { ctsScriptedPosition } from './support/cts-scripted-position';
import { measure } from './support/measure';
import { round } from './support/stats';

/**
 * cts.options.<position>.<side>: the ruleset query "what can each unit do now" (legal
 * moves with their paths, legal attacks with their odds) for a whole side, as the
 * template, the game page and the fuzzer ask it: at the start of Fall Blau for each side,
 * and in a scripted Fall Blau game (bench/support/cts-scripted-position.ts) when the
 * turn-3 Movement and Combat windows of each side open, for the side the window waits for.
 */
export async function run(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const start = cts.setup('fall-blau');
  for (const side of ['axis', 'soviet'] as Side[]) {
    const m = await measure(() => cts.options(start, side), { warmup: 2, runs: 20, maxMs: 8_000 });
    figures.push({ name: `cts.options.fall-blau.${String(side)}`, value: round(m.median), unit: 'ms' });
  }
  for (const window of ['T03/axis-movement', 'T03/axis-combat', 'T03/soviet-movement', 'T03/soviet-combat']) {
    const state = ctsScriptedPosition(window);
    const side = cts.window(state)!.waitingFor[0]!;
    const m = await measure(() => cts.options(state, side), { warmup: 2, runs: 20, maxMs: 8_000 });
    figures.push({ name: `cts.options.${window.toLowerCase().replace('/', '-')}.${String(side)}`, value: round(m.median), unit: 'ms' });
  }
  return figures;
}
