import type { GameEvent } from '#kernel/engine/events';

/**
 * A part's event as a kernel GameEvent: the parts that name their events by `kind` get it
 * as `type`. KB 2.6: a Strength Chit drawn is its owner's alone (`visibleTo`).
 */
export function asGameEvent<E extends { kind: string; rule?: string }>(e: E): GameEvent {
  const { kind, ...rest } = e as E & Record<string, unknown>;
  const event: GameEvent = { type: kind, ...rest };
  const side = (rest as Record<string, unknown>)['side'];
  if (kind === 'chit-drawn' && typeof side === 'string') event.visibleTo = [side];
  return event;
}
