import { kharkovBattles as kb } from '#games/kharkov-battles/index';
import type { Figure } from './support/figure';
import { KB_EVERY_ORDER, kbDiceFor, kbScriptedPosition, kbSubmission } from './support/kb-scripted-position';
import { measure } from './support/measure';
import { round } from './support/stats';

/** Untimed runs before the cold figure's, and its timed runs. */
const COLD_WARMUP = 3;
const COLD_RUNS = 20;
/** The steady figure's runs start after this many runs of the window in all, cold ones included. */
const STEADY_FROM = 50;
const STEADY_RUNS = 30;

/**
 * The busiest windows of a scripted Operation Star game (bench/support/kb-scripted-position.ts),
 * found by counting what the scripted player orders with no limit in every window of the game:
 * the Soviet Movement Phase of turn 0 (48 moves and 2 Mobile Assaults, the most of any
 * Movement window; the set-up's position) and the Soviet Combat Phase of turn 4 (4 Prepared
 * Assaults, the most of any Combat window; the first of four such: turns 4, 5, 7 and 9).
 */
const WINDOWS = [
  { id: 'T00/soviet-movement', name: 't00-soviet-movement' },
  { id: 'T04/soviet-combat', name: 't04-soviet-combat' },
];

/**
 * kb.adjudicate.<window>: adjudicating the busiest Movement and Combat windows of a scripted
 * Operation Star game in memory through the Ruleset with StepDice: every order the scripted
 * player makes with no limit (every unit that can move toward the enemy does, a Mobile
 * Assault on every hex offered, a Prepared Assault on every enemy hex the side's units list;
 * any order check() refuses left out beforehand). Two figures per window from one process,
 * as cts.adjudicate: `.cold`, runs 4 to 23 (a fresh process), and the figure itself, the
 * steady state, runs 51 to 80.
 */
export async function run(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const { id, name } of WINDOWS) {
    const before = kbScriptedPosition(id);
    const sub = kbSubmission(before, KB_EVERY_ORDER);
    const play = () => kb.adjudicate(before, [sub], kbDiceFor(id)).state;
    const cold = await measure(play, { warmup: COLD_WARMUP, runs: COLD_RUNS, maxMs: 10_000 });
    const m = await measure(play, { warmup: Math.max(0, STEADY_FROM - COLD_WARMUP - cold.n), runs: STEADY_RUNS, maxMs: 10_000 });
    const count = (kind: string) => sub.orders.filter((o) => Object.keys(o as object)[0] === kind).length;
    figures.push(
      { name: `kb.adjudicate.${name}`, value: round(m.median), unit: 'ms' },
      { name: `kb.adjudicate.${name}.p90`, value: round(m.p90), unit: 'ms' },
      { name: `kb.adjudicate.${name}.cold`, value: round(cold.median), unit: 'ms' },
      { name: `kb.adjudicate.${name}.cold.p90`, value: round(cold.p90), unit: 'ms' },
      { name: `kb.adjudicate.${name}.orders`, value: sub.orders.length, unit: 'count' },
      ...(id.endsWith('movement') ? [{ name: `kb.adjudicate.${name}.mobile-assaults`, value: count('assault'), unit: 'count' }] : []),
      { name: `kb.adjudicate.${name}.units-on-map`, value: kb.options(before, sub.side).length, unit: 'count' },
      { name: `kb.adjudicate.${name}.runs`, value: m.n, unit: 'count' },
      { name: `kb.adjudicate.${name}.cold.runs`, value: cold.n, unit: 'count' },
    );
  }
  return figures;
}
