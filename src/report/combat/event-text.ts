import type { GameEvent } from '../../kernel/engine/events';

/** An event as one readable line: its own `text` when it has one, else its type and fields. */
export function eventText(e: GameEvent): string {
  if (typeof e['text'] === 'string' && e['text']) return e['text'];
  const { type, rule, visibleTo: _v, ...rest } = e;
  const fields = Object.entries(rest)
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(' ');
  return `${type}${fields ? `: ${fields}` : ''}${rule ? ` (${rule})` : ''}`;
}
