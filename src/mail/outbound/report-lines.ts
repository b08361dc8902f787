import type { DieRecord } from '../../kernel/engine/dice';
import type { GameEvent } from '../../kernel/engine/events';
import type { Issue } from '../../kernel/engine/issues';

/** An event as one readable line: its own `text` when it has one, else its fields. */
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

/** `orders[3].move.path[2]` from `["orders", 3, "move", "path", 2]`. */
export function issuePath(path: readonly (string | number)[]): string {
  return path.reduce<string>((acc, p) => (typeof p === 'number' ? `${acc}[${p}]` : acc ? `${acc}.${p}` : p), '');
}

/** Where, what, and the code and rule in brackets. */
export function issueLine(e: Issue): string {
  const where = issuePath(e.path) || '(file)';
  const pos = e.line ? ` (line ${e.line}${e.column ? `, column ${e.column}` : ''})` : '';
  const tags = [e.code, e.rule].filter(Boolean).join(', ');
  return `${where}${pos}: ${e.message} [${tags}]`;
}

export const indent = (lines: readonly string[], empty = '(none)', by = '  '): string =>
  (lines.length ? lines : [empty]).map((l) => `${by}${l}`).join('\n');
