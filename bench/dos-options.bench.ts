import { rulesetFor } from '#games';
import type { Side } from '#kernel/ids';
import type { Figure } from './support/figure';
import { scriptedArchive } from './support/scripted-archive';
import { measure } from './support/measure';
import { round } from './support/stats';

/**
 * dos.options.<position>.<side>: the ruleset query "what can each unit do now" (legal
 * moves with their paths, legal attacks with their odds) for a whole side: what the
 * template, the game page and the fuzzer ask before every window. Positions: the start of
 * each scenario and a scripted Operation Blue game in its third turn (GT3, fronts in
 * contact, the German's movement phase open), for the side its open window waits for.
 */
export async function run(): Promise<Figure[]> {
  const ruleset = rulesetFor('drive-on-stalingrad')!;
  const figures: Figure[] = [];
  for (const scenario of ['operation-blue', 'operation-uranus']) {
    const state = ruleset.setup(scenario, {});
    for (const side of ['german', 'soviet'] as Side[]) {
      const m = await measure(() => ruleset.options(state, side), { warmup: 2, runs: 20, maxMs: 8_000 });
      figures.push({ name: `dos.options.${scenario}.${side}`, value: round(m.median), unit: 'ms' });
    }
  }
  const gt3 = (await scriptedArchive('T03/german')).finalView as ReturnType<typeof ruleset.setup>;
  // The side the open window waits for (the other side has nothing to do in it).
  for (const side of ruleset.window(gt3)?.waitingFor ?? []) {
    const m = await measure(() => ruleset.options(gt3, side), { warmup: 2, runs: 20, maxMs: 8_000 });
    figures.push({ name: `dos.options.blue-gt3.${String(side)}`, value: round(m.median), unit: 'ms' });
  }
  return figures;
}
