import type { DieRecord } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';

/**
 * One readable line per event and per die, shared by every channel that prints a step
 * (the CLI report, results mail, the PDF's combat report).
 */

/** An event as one line: its own `text` when it has one, else its type and fields. */
export function eventLine(e: GameEvent): string {
  if (typeof e['text'] === 'string' && e['text']) return e['text'];
  const { type, rule, visibleTo: _v, ...rest } = e;
  const fields = Object.entries(rest)
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(' ');
  return `${type}${fields ? `: ${fields}` : ''}${rule ? ` (${rule})` : ''}`;
}

/** A die of the transcript: its face, or for a hidden draw its commitment. */
export function dieLine(d: DieRecord): string {
  if (d.value !== undefined) return `${d.label}  d${d.sides} = ${d.value}`;
  return `${d.label}  d${d.sides} hidden, committed ${d.commitment ?? '?'}`;
}
