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
