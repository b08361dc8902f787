import { hexId, type HexId } from '#kernel/ids';
import { judgeLos } from '#kernel/los/judge';
import { losTerrain } from '../test/games/streets-of-stalingrad/los-fixture';
import type { Figure } from './support/figure';
import { measure } from './support/measure';
import { round } from './support/stats';

/** The lines of the rulebook's LOS and spotting examples (9.33, 9.34, 9.38, 14.26, 14.27): the ones that cross drawn features. */
const EXAMPLE_LINES: readonly [string, string][] = [
  ['2334', '2337'], ['2334', '2235'], ['1550', '1448'], ['0506', '0509'], ['1934', '1936'], ['2034', '1835'],
  ['1814', '1613'], ['1814', '1513'], ['1464', '1263'], ['1464', '1466'], ['2636', '2639'], ['2636', '2437'],
  ['2238', '2640'], ['2238', '2247'], ['1007', '0909'], ['2249', '2048'], ['1039', '1239'], ['1039', '0433'],
];

/** A side's units for the whole-visibility figure: 40 hexes spread over the map. */
const VIEWERS = 40;
/** How far each looks: every hex within this many hexes (a long fire range, 2.25). */
const REACH = 10;

/**
 * sos.los.*: Streets of Stalingrad line of sight (SoS 9.3) on the reconstructed example map
 * (scenarios/streets-of-stalingrad/map/los-examples.yaml; the full city map will replace it).
 * `one-query`: microseconds per judged line, over the rulebook's example lines (each crosses
 * drawn features, hill tops or slopes). `side-visibility`: what one side sees, every hex
 * within 10 hexes of 40 units' hexes spread over the map, judged one line each (about 13,000
 * lines): milliseconds for the whole, and microseconds per line.
 */
export async function run(): Promise<Figure[]> {
  const terrain = losTerrain();
  const lines = EXAMPLE_LINES.map(([a, b]) => [hexId(a), hexId(b)] as const);
  const one = await measure(() => {
    for (const [a, b] of lines) judgeLos(terrain, a, b, 'fire');
  }, { warmup: 200, runs: 400, maxMs: 3_000 });

  const grid = terrain.grid;
  const viewers: HexId[] = [];
  for (let i = 0; i < VIEWERS; i++) viewers.push(grid.label(3 + ((i * 7) % 38), 4 + ((i * 13) % 72)));
  const targets = viewers.map((v) => grid.within(v, REACH));
  const queries = targets.reduce((n, t) => n + t.length, 0);
  const whole = await measure(() => {
    let seen = 0;
    viewers.forEach((v, i) => {
      for (const t of targets[i]!) if (judgeLos(terrain, v, t, 'fire').clear) seen++;
    });
    return seen;
  }, { warmup: 2, runs: 10, maxMs: 10_000 });
  return [
    { name: 'sos.los.one-query', value: round((one.median * 1000) / lines.length), unit: 'us' },
    { name: 'sos.los.side-visibility', value: round(whole.median), unit: 'ms' },
    { name: 'sos.los.side-visibility.per-line', value: round((whole.median * 1000) / queries), unit: 'us' },
    { name: 'sos.los.side-visibility.lines', value: queries, unit: 'count' },
  ];
}
