import { campaignToStalingrad as cts } from '#games/campaign-to-stalingrad';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { Figure } from './support/figure';
import { ctsDiceFor, ctsOrders, ctsScriptedPosition, EVERY_ORDER } from './support/cts-scripted-position';
import { measure } from './support/measure';
import { round } from './support/stats';

/** Untimed runs before the cold figure's, and its timed runs. */
const COLD_WARMUP = 3;
const COLD_RUNS = 20;
/** The steady figure's runs start after this many runs of the window in all, cold ones included. */
const STEADY_FROM = 50;
const STEADY_RUNS = 30;

/**
 * cts.adjudicate.<window>: adjudicating the busiest windows of a scripted Fall Blau game in
 * memory with StepDice, the Axis player turn of turn 3 (fronts in contact): the Movement
 * window with a move for every Axis unit that can move, then, from the position after it,
 * the Combat window with an attack on every enemy hex the Axis can attack (closing the
 * Combat Phase runs the Axis Supply Phase). Earlier windows are the complete scripted
 * game's (bench/support/cts-scripted-position.ts). Median of repeated runs after a warm-up.
 * The same for the two busiest windows of Operation Uranus: its first, the Soviet Combat
 * Phase of turn 49 with an attack on every Axis hex the Soviet can attack, and the Soviet
 * Movement Phase of turn 50 with every Soviet move.
 *
 * Two figures per window from one process: `.cold`, runs 4 to 23 of the window (3 warm-up
 * runs, as a fresh process meets it, V8 still compiling and optimising), and the figure
 * itself, the steady state of a long-running server: runs 51 to 80, after the cold ones
 * and 27 more untimed. The same adjudication either way, only later.
 */
export async function run(): Promise<Figure[]> {
  const figures: Figure[] = [];
  // Fall Blau: the Axis player turn of turn 3
  figures.push(...(await windows(ctsScriptedPosition('T03/axis-movement'), ['t03-axis-movement', 't03-axis-combat'])));
  // Operation Uranus (36.6): the opening Soviet Combat Phase of turn 49, every Soviet unit in
  // contact along the November 19th line; then the Soviet Movement Phase of turn 50, the
  // side with the most units on the map moving every one that can
  figures.push(...(await windows(ctsScriptedPosition('T49/soviet-combat', 'operation-uranus'), ['uranus-t49-soviet-combat'])));
  figures.push(...(await windows(ctsScriptedPosition('T50/soviet-movement', 'operation-uranus'), ['uranus-t50-soviet-movement'])));
  return figures;
}

/** The figures of `names.length` windows played in turn from `start`, each with every order. */
async function windows(start: CtsState, names: readonly string[]): Promise<Figure[]> {
  const figures: Figure[] = [];
  let state = start;
  for (const name of names) {
    const id = cts.window(state)!.id;
    const { side, orders } = ctsOrders(state, EVERY_ORDER);
    const before = state;
    const play = () => cts.adjudicate(before, [{ side, orders }], ctsDiceFor(id)).state;
    const cold = await measure(play, { warmup: COLD_WARMUP, runs: COLD_RUNS, maxMs: 10_000 });
    const m = await measure(play, { warmup: STEADY_FROM - COLD_WARMUP - cold.n, runs: STEADY_RUNS, maxMs: 10_000 });
    figures.push(
      { name: `cts.adjudicate.${name}`, value: round(m.median), unit: 'ms' },
      { name: `cts.adjudicate.${name}.p90`, value: round(m.p90), unit: 'ms' },
      { name: `cts.adjudicate.${name}.cold`, value: round(cold.median), unit: 'ms' },
      { name: `cts.adjudicate.${name}.cold.p90`, value: round(cold.p90), unit: 'ms' },
      { name: `cts.adjudicate.${name}.orders`, value: orders.length, unit: 'count' },
      { name: `cts.adjudicate.${name}.units-on-map`, value: cts.options(before, side).length, unit: 'count' },
      { name: `cts.adjudicate.${name}.runs`, value: m.n, unit: 'count' },
      { name: `cts.adjudicate.${name}.cold.runs`, value: cold.n, unit: 'count' },
    );
    state = play();
  }
  return figures;
}
