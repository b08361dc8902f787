import { FixedDice } from '#kernel/dice';
import type { Ruleset } from '#kernel/engine/ruleset';

/** The same dice for every window: 1 to 6 in turn, plenty for any adjudication. */
const DICE = () => new FixedDice(Array.from({ length: 4000 }, (_, i) => (i % 6) + 1));

/**
 * The states of a scenario's first `windows` windows (its set-up first), each answered with
 * no orders by every side it waits for; fewer if the game ends sooner.
 */
export function unansweredWindows<S>(r: Ruleset<S>, scenario: string, windows: number, options?: Record<string, unknown>): S[] {
  let state = r.setup(scenario, options);
  const out = [state];
  while (out.length < windows) {
    const w = r.window(state);
    if (!w) break;
    state = r.adjudicate(state, w.waitingFor.map((side) => ({ side, orders: [] })), DICE()).state;
    out.push(state);
  }
  return out;
}
