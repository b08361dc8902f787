import type { GameEvent } from '#kernel/engine/events';

/** Which events a side may see: a chit's value is the owner's until combat reveals it (KB 2.6). */
export function kbEventVisibility(events: readonly GameEvent[]): GameEvent[] {
  return [...events];
}
