import type { HexId } from '#kernel/ids';
import { engineeringStep, engineeringAtWindow } from '#games/streets-of-stalingrad/engineering/game-steps';
import type { SosMoment } from '#games/streets-of-stalingrad/state/engineering';
import type { SosState } from '#games/streets-of-stalingrad/state/types';
import { env } from './movement-window-fixture';

export { adjudicate, check, codes, env, fragment } from './movement-window-fixture';

/** The hexes at exactly `n` hexes from `hex`, in id order. */
export const ring = (hex: string, n: number): string[] =>
  env.map.hexes.filter((h) => env.map.grid.distance(hex as HexId, h.id) === n).map((h) => h.id).sort();

/** The state after a step of the game that changed `was` into `now` at (turn, phase), then the opening of the windows of (turn, phase). */
export function stepTo(was: SosState, now: SosState, at: SosMoment): { state: SosState; events: { type: string; [k: string]: unknown }[] } {
  const a = engineeringStep(env, was, now, at);
  const b = engineeringAtWindow(a.state, at);
  return { state: b.state, events: [...a.events, ...b.events] };
}

/** The engineering as the phases go by, from (turn, phase) after `from` up to and including `to`, nothing else happening. */
export function runPhases(state: SosState, from: SosMoment, to: SosMoment, onPhase: (s: SosState, at: SosMoment) => SosState = (s) => s): { state: SosState; events: { type: string; [k: string]: unknown }[] } {
  let s = state;
  const events: { type: string; [k: string]: unknown }[] = [];
  let at = from;
  for (;;) {
    at = at.phase >= 15 ? { turn: at.turn + 1, phase: 1 } : { turn: at.turn, phase: at.phase + 1 };
    const next = onPhase(s, at);
    const r = stepTo(s, next, at);
    s = r.state;
    events.push(...r.events.map((e) => ({ ...e, at })));
    if (at.turn === to.turn && at.phase === to.phase) return { state: s, events };
  }
}
