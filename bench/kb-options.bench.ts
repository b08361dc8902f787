import { kharkovBattles as kb } from '#games/kharkov-battles/index';
import type { Side } from '#kernel/ids';
import type { Figure } from './support/figure';
import { kbScriptedPosition } from './support/kb-scripted-position';
import { measure } from './support/measure';
import { round } from './support/stats';

/**
 * kb.options.<position>.<side>: the ruleset query "what can each unit do now" (legal moves
 * with their paths, Mobile Assaults, Prepared Assaults with their odds) for a whole side, as
 * the template, the game page and the scripted player ask it: when Operation Star's first
 * window opens (the Soviet Movement Phase of turn 0, the busiest Movement window) and, in the
 * scripted Operation Star game (bench/support/kb-scripted-position.ts), when the turn-1
 * Movement and Combat windows of each side open, for the side the window waits for.
 */
export async function run(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const window of ['T00/soviet-movement', 'T01/axis-movement', 'T01/axis-combat', 'T01/soviet-movement', 'T01/soviet-combat']) {
    const state = kbScriptedPosition(window);
    const side: Side = kb.window(state)!.waitingFor[0]!;
    const m = await measure(() => kb.options(state, side), { warmup: 2, runs: 20, maxMs: 6_000 });
    const name = `kb.options.${window.toLowerCase().replace('/', '-')}.${String(side)}`;
    figures.push({ name, value: round(m.median), unit: 'ms' }, { name: `${name}.runs`, value: m.n, unit: 'count' });
  }
  return figures;
}
