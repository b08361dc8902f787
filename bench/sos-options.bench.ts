import { FixedDice } from '#kernel/dice/fixed-dice';
import type { Submission } from '#kernel/engine/ruleset';
import { side } from '#kernel/ids';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import { sosRuleset } from '../test/games/streets-of-stalingrad/game-fixture';
import type { Figure } from './support/figure';
import { measure } from './support/measure';
import { round } from './support/stats';

const ruleset = sosRuleset();
const empty = (s: string): Submission => ({ side: side(s), orders: [] });

/** Scenario #1's set-up (setup.yaml's ready-made placement) walked with empty files to a window. */
export function sosWindow(id: string): SosGame {
  let g = ruleset.setup('scenario-1');
  for (let i = 0; i < 40 && ruleset.window(g)!.id !== id; i++) g = ruleset.adjudicate(g, [empty(ruleset.window(g)!.waitingFor[0]!)], new FixedDice([])).state;
  if (ruleset.window(g)!.id !== id) throw new Error(`the walk did not reach ${id}`);
  return g;
}

/**
 * sos.options.*: Streets of Stalingrad's "where may each unit move" (Ruleset.options: every
 * destination with its cost and path, windows/movement/options.ts) for a whole side, as the
 * template, the game page and the fuzzer ask it every movement window: scenario #1 turn 1,
 * the German Movement Phase (17 units, about 5,750 destinations inside the scenario boundary,
 * 2.34) and the Soviet's (13 units, about 900). Milliseconds per side's listing, and the destinations listed.
 */
export async function run(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const [name, id, who] of [['t01-german', 'T01/german-movement', 'german'], ['t01-soviet-movement', 'T01/soviet-movement', 'soviet']] as const) {
    const g = sosWindow(id);
    const listed = ruleset.options(g, side(who));
    const m = await measure(() => ruleset.options(g, side(who)), { warmup: 3, runs: 20, maxMs: 6_000 });
    figures.push(
      { name: `sos.options.${name}`, value: round(m.median), unit: 'ms' },
      { name: `sos.options.${name}.destinations`, value: listed.reduce((n, o) => n + (o.moves?.length ?? 0), 0), unit: 'count' },
    );
  }
  return figures;
}
