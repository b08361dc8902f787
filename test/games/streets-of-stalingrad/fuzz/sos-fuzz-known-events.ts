import type { GameEvent } from '#kernel/engine/events';
import { HIDDEN_UNIT } from '#games/streets-of-stalingrad/view/event-visibility';

/**
 * The step's events of `types` that name every unit as it is (view/event-visibility.ts, SoS 7.0:
 * an event naming a unit hidden from one side is given to each side as its own copy, the
 * other's reading `hidden-unit`): the owner's copy, once, for invariants that read the ids.
 */
export function knownEvents(events: readonly GameEvent[], types: readonly string[]): GameEvent[] {
  return events.filter((e) => types.includes(e.type) && !JSON.stringify(e).includes(HIDDEN_UNIT));
}
