import type { GameEvent } from '#kernel/engine/events';
import type { KbSide } from '../../data/ids';
import type { MovementEvent } from '../../movement-phase/events';

/**
 * A Movement Phase event as a kernel GameEvent (`type` for `kind`). What the opponent
 * never sees (docs/kharkov-battles.md): an order skipped, cut short or not followed whole (`order-part-skipped`) and the branch taken
 * are the phasing side's own; everything else is public.
 */
export function movementGameEvent(e: MovementEvent, side: KbSide): GameEvent {
  const { kind, ...rest } = e;
  const own = kind === 'skipped' || kind === 'order-cut-short' || kind === 'order-part-skipped' || kind === 'branch';
  return { type: kind, ...rest, ...(own ? { visibleTo: [side] } : {}) };
}

/** A construction or marker event (`kind`) as a kernel GameEvent. */
export function kindEvent(e: { kind: string; rule?: string }): GameEvent {
  const { kind, ...rest } = e;
  return { type: kind, ...rest };
}
