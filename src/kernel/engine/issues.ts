/**
 * A problem found in a turn file: one per error, all reported at once.
 * `code` is stable (tests and clients may match on it); `message` is plain
 * English; `rule` cites the rulebook where one applies ("DoS 9.13").
 */
export interface Issue {
  /** JSON path inside the turn file, e.g. ["orders", 3, "move", "path", 2]. */
  path: (string | number)[];
  code: string;
  message: string;
  rule?: string;
  /** For YAML/JSON syntax errors: 1-based position in the file. */
  line?: number;
  column?: number;
}

/** A JSON path as a reader sees it: `orders[3].move.path`, or "the file" for the root. */
export const describePath = (path: readonly (string | number)[]): string =>
  path.length === 0 ? 'the file' : path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');

export const issue = (
  path: (string | number)[],
  code: string,
  message: string,
  rule?: string,
): Issue => (rule ? { path, code, message, rule } : { path, code, message });

/**
 * A window's own issues added to a file's: each issue of the window's check, whose path numbers
 * the orders it was given (`['orders', k, ...]`, k in `taken`), put back at its order's place
 * in the file (`taken[k]`); then one issue per path and code, the first kept.
 */
export function withWindowIssues(issues: readonly Issue[], own: readonly Issue[], taken: readonly number[]): Issue[] {
  const all = [...issues, ...own.map((i) => (i.path[0] === 'orders' && typeof i.path[1] === 'number' ? { ...i, path: ['orders', taken[i.path[1]] ?? i.path[1], ...i.path.slice(2)] } : i))];
  const seen = new Set<string>();
  return all.filter((i) => {
    const key = `${describePath(i.path)}|${i.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
