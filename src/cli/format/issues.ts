import type { Issue } from '#kernel/engine/issues';

/** `orders[3].move.path[2]` from `["orders", 3, "move", "path", 2]`. */
export function issuePath(path: (string | number)[]): string {
  return path.reduce<string>((acc, p) => (typeof p === 'number' ? `${acc}[${p}]` : acc ? `${acc}.${p}` : p), '');
}

/** One line per issue: where, what, and the code and rule in brackets. */
export function issueLines(errors: Issue[]): string[] {
  return errors.map((e) => {
    const where = issuePath(e.path) || '(file)';
    const pos = e.line ? ` (line ${e.line}${e.column ? `, column ${e.column}` : ''})` : '';
    const tags = [e.code, e.rule].filter(Boolean).join(', ');
    return `  ${where}${pos}: ${e.message} [${tags}]`;
  });
}
