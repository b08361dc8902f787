import type { Figure } from './support/figure';
import { germanTurn } from './support/german-turn';
import { measure } from './support/measure';
import { round } from './support/stats';

/**
 * Turns played before the steady-state window: in a fresh process V8 is still optimising
 * the rules through the first 60 to 150 turns (measured: runs 6-35 about four times a warm
 * turn, runs 60-100 still above it), as a referee server is only in its first minutes.
 */
const STEADY_AFTER = 200;

/**
 * dos.adjudicate.german-turn: adjudicating one German player turn of Operation Blue (GT1:
 * the opening window's attacks, then the movement window's moves, every German unit that
 * can act ordered) in memory with StepDice. A referee is a long-running process, so the
 * figure is the steady state: the median of 30 turns after STEADY_AFTER turns in this
 * process. `.cold` is the same turn in a fresh process (runs 6 to 35, after 5 warm-up runs).
 */
export async function run(): Promise<Figure[]> {
  const turn = germanTurn();
  const cold = await measure(() => turn.play(), { warmup: 5, runs: 30, maxMs: 8_000 });
  const m = await measure(() => turn.play(), { warmup: STEADY_AFTER - 5 - cold.n, runs: 30, maxMs: 8_000 });
  return [
    { name: 'dos.adjudicate.german-turn', value: round(m.median), unit: 'ms' },
    { name: 'dos.adjudicate.german-turn.p90', value: round(m.p90), unit: 'ms' },
    { name: 'dos.adjudicate.german-turn.cold', value: round(cold.median), unit: 'ms' },
    { name: 'dos.adjudicate.german-turn.cold.p90', value: round(cold.p90), unit: 'ms' },
    { name: 'dos.adjudicate.german-turn.orders', value: turn.orders, unit: 'count' },
    { name: 'dos.adjudicate.german-turn.units', value: turn.unitsOrdered, unit: 'count' },
    { name: 'dos.adjudicate.german-turn.units-on-map', value: turn.unitsOnMap, unit: 'count' },
    { name: 'dos.adjudicate.german-turn.runs', value: m.n, unit: 'count' },
  ];
}
