import type { Figure } from './support/figure';
import { germanTurn } from './support/german-turn';
import { measure } from './support/measure';
import { round } from './support/stats';

/**
 * dos.adjudicate.german-turn: adjudicating one German player turn of Operation Blue (GT1:
 * the opening window's attacks, then the movement window's moves, every German unit that
 * can act ordered) in memory with StepDice; median of repeated runs after a warm-up.
 */
export async function run(): Promise<Figure[]> {
  const turn = germanTurn();
  const m = await measure(() => turn.play(), { warmup: 5, runs: 30, maxMs: 8_000 });
  return [
    { name: 'dos.adjudicate.german-turn', value: round(m.median), unit: 'ms' },
    { name: 'dos.adjudicate.german-turn.p90', value: round(m.p90), unit: 'ms' },
    { name: 'dos.adjudicate.german-turn.orders', value: turn.orders, unit: 'count' },
    { name: 'dos.adjudicate.german-turn.units', value: turn.unitsOrdered, unit: 'count' },
    { name: 'dos.adjudicate.german-turn.units-on-map', value: turn.unitsOnMap, unit: 'count' },
    { name: 'dos.adjudicate.german-turn.runs', value: m.n, unit: 'count' },
  ];
}
