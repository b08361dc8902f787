import type { DieRecord } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { Archive } from './types';

/** Who a copy of the log is for: the public, one side, or everything. */
export type Redaction = Archive['redaction'];

export const isFull = (r: Redaction): r is 'full' => r === 'full';
export const sideOf = (r: Redaction): string | null => (typeof r === 'object' ? r.side : null);

/**
 * The events a reader may see: an event without `visibleTo` is public; one with it is
 * shown only to the sides it names. The full copy shows everything.
 */
export function visibleEvents(events: readonly GameEvent[], r: Redaction): GameEvent[] {
  if (isFull(r)) return [...events];
  const side = sideOf(r);
  return events.filter((e) => e.visibleTo === undefined || (side !== null && e.visibleTo.includes(side)));
}

/** The published transcript (hidden draws as commitments) unless the reader sees everything. */
export const visibleTranscript = (published: DieRecord[], full: DieRecord[], r: Redaction): DieRecord[] =>
  isFull(r) ? full : published;

/** Whether a reader may see the content of a side's turn file (its own, or everything). */
export const mayReadFileOf = (fileSide: string, r: Redaction): boolean => isFull(r) || sideOf(r) === fileSide;
