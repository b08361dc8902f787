import type { Ruleset } from '#kernel/engine/ruleset';
import { adjudicateLogged } from '../logged-step';

/**
 * A scenario played to the window `until` with no orders from anyone (every window closed
 * by an empty file of the side it waits for), with the fuzzer's seeded dice: the shortest
 * road to a position a finding needs.
 */
export function playEmptyUntil(ruleset: Ruleset, scenario: string, until: string, gameSeed = 'finding'): unknown {
  let state = ruleset.setup(scenario);
  for (let step = 1; ; step++) {
    const window = ruleset.window(state);
    if (window === null) throw new Error(`${scenario} ended before ${until}`);
    if (window.id === until) return state;
    const submissions = window.waitingFor.map((side) => ({ side, orders: [] }));
    state = adjudicateLogged(ruleset, state, { gameSeed, step, window: window.id, submissions }).result.state;
  }
}
