export { dieLine, eventLine } from '#report/text/lines';
import type { Issue } from '#kernel/engine/issues';

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
