import type { Issue } from '#kernel/engine/issues';
import { canonicalJson } from '#kernel/canonical/jcs';
import { sha256Hex } from '#kernel/canonical/hash';
import { ENVELOPE_KEYS, type TurnFile, type TurnFileSchemas, turnFileSchema } from './envelope';
import { issuesFromZod } from '#kernel/engine/zod-issues';
import { plainMessages } from '#kernel/engine/zod-messages';
import { withDigitText } from './digit-text';
import { closest } from './suggest';
import { readJson } from './read/json-reader';
import { readYaml } from './read/yaml-reader';
import { DEFAULT_MAX_BYTES, checkText } from './read/text-checks';
import { loneSurrogateIssues } from './read/lone-surrogates';
import { PositionMap } from './read/positions';
import type { ReadResult } from './read/read-result';
import { readPlainYaml } from './read/plain-yaml-reader';

export type ParsedTurnFile =
  | {
      ok: true;
      file: TurnFile;
      /** Canonical JSON (RFC 8785) of the parsed file WITHOUT auth: what is signed and hashed. */
      canonical: string;
      /** SHA-256 hex of `canonical`: the file hash of receipts and of the dice context. */
      hash: string;
    }
  | { ok: false; issues: Issue[]; partial?: PartialTurnFile };

/**
 * What is left of a file whose envelope is sound but some of whose orders (or standing
 * orders) do not fit the title's schema: the file without them, so that the rules can
 * still check the orders that parse and every problem is reported in one answer.
 */
export interface PartialTurnFile {
  file: TurnFile;
  /** For each order of `file.orders`, its number in the file as written. */
  orders: number[];
}

/** Reports beyond this many issues are cut, with a last issue saying so. */
export const MAX_ISSUES = 200;

/**
 * Parses a turn file: YAML, or JSON when the first non-blank character is "{".
 * Never throws: every problem is an Issue with a JSON path, a stable code, a plain
 * message, a line and column where the file has one, and `rule` where the title's
 * schema cites one (see kernel/engine/zod-issues.ts). Every envelope and order problem is reported
 * at once. `canonical` and `hash` are computed over the parsed file (defaults applied,
 * orders as the title's schema returns them) without `auth`.
 */
export function parseTurnFile(text: string, schemas: TurnFileSchemas, opts?: { maxBytes?: number }): ParsedTurnFile {
  try {
    return parse(text, schemas, opts?.maxBytes ?? DEFAULT_MAX_BYTES);
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    return { ok: false, issues: [{ path: [], code: 'internal-error', message: `the file could not be checked: ${detail}` }] };
  }
}

function parse(text: string, schemas: TurnFileSchemas, maxBytes: number): ParsedTurnFile {
  if (typeof text !== 'string') return fail([{ path: [], code: 'invalid-type', message: 'a turn file is text' }]);
  const textIssues = checkText(text, maxBytes);
  if (textIssues.length) return fail(textIssues);

  const isJson = text.replace(/^\uFEFF/, '').trimStart().startsWith('{');
  // A file in the template's plain subset of YAML is read without the YAML library; when that
  // reading is not accepted as it stands, the file is read again in full, so that every issue
  // and its place come from the full reader (read/plain-yaml-reader.ts).
  const plain = isJson ? undefined : fromPlainYaml(text, schemas);
  if (plain) return plain;
  const read = isJson ? readJson(text) : readYaml(text);
  if (!read.ok) return fail(read.issues);
  return fromData(read, schemas);
}

/**
 * The file as parseTurnFile gives it when it is in the template's plain subset of YAML and
 * accepted as it stands; undefined for any other file (JSON, full YAML, any problem),
 * which only parseTurnFile reads. Its work is one pass of the plain reader over the text
 * and the schemas over what it read (no YAML library, no anchors or aliases to expand),
 * so its time and memory grow with the text's size alone: what lets the Node server read a
 * small file without a worker thread (parse-worker/pool.ts).
 */
export function parsePlainTurnFile(text: string, schemas: TurnFileSchemas, opts?: { maxBytes?: number }): Extract<ParsedTurnFile, { ok: true }> | undefined {
  try {
    if (typeof text !== 'string' || checkText(text, opts?.maxBytes ?? DEFAULT_MAX_BYTES).length) return undefined;
    if (text.replace(/^\uFEFF/, '').trimStart().startsWith('{')) return undefined;
    return fromPlainYaml(text, schemas);
  } catch {
    // parseTurnFile reports it
    return undefined;
  }
}

function fromPlainYaml(text: string, schemas: TurnFileSchemas): Extract<ParsedTurnFile, { ok: true }> | undefined {
  const plain = readPlainYaml(text);
  if (plain === null) return undefined;
  const parsed = fromData({ ok: true, value: plain.value, positions: new PositionMap(), digitText: plain.digitText }, schemas);
  return parsed.ok ? parsed : undefined;
}

/** The file's data checked against the envelope and the title's schemas. */
function fromData(read: Extract<ReadResult, { ok: true }>, schemas: TurnFileSchemas): ParsedTurnFile {
  const data = read.value;
  const unicode = loneSurrogateIssues(data, read.positions);
  if (unicode.length) return fail(unicode);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return fail([{ path: [], code: 'not-a-mapping', message: 'a turn file is a mapping of keys (format:, game:, side:, …), not a list or a single value', ...read.positions.nearest([]) }]);
  }

  const schema = turnFileSchema(schemas);
  let input: unknown = data;
  let result = schema.safeParse(input, { error: plainMessages, reportInput: true });
  for (let round = 0; !result.success && round < 4; round++) {
    const fixed = withDigitText(input, result.error.issues, read.digitText);
    if (fixed === null) break;
    input = fixed;
    result = schema.safeParse(input, { error: plainMessages, reportInput: true });
  }
  if (!result.success) {
    const issues = fail(locate(withSuggestions(issuesFromZod(result.error.issues)), read.positions));
    const partial = partialFile(schema, input, issues.issues);
    return partial ? { ...issues, partial } : issues;
  }

  const file = result.data as TurnFile;
  const { auth: _auth, ...unsigned } = file;
  let canonical: string;
  try {
    canonical = canonicalJson(unsigned);
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    return fail([{ path: ['orders'], code: 'internal-error', message: `the parsed orders are not plain data (${detail})` }]);
  }
  return { ok: true, file, canonical, hash: sha256Hex(canonical) };
}

/**
 * The file without its orders that fail the schema (and without standing orders that fail
 * it), when every issue lies in those: null when the envelope itself has a problem.
 */
function partialFile(schema: ReturnType<typeof turnFileSchema>, input: unknown, issues: Issue[]): PartialTurnFile | null {
  const bad = new Set<number>();
  let badStanding = false;
  for (const i of issues) {
    if (i.path[0] === 'orders' && typeof i.path[1] === 'number') bad.add(i.path[1]);
    else if (i.path[0] === 'standing') badStanding = true;
    else return null;
  }
  const data = input as { orders?: unknown; standing?: unknown };
  if (!Array.isArray(data.orders)) return null;
  const orders: number[] = [];
  const kept: unknown[] = [];
  data.orders.forEach((o, n) => {
    if (bad.has(n)) return;
    orders.push(n);
    kept.push(o);
  });
  const { standing: _standing, ...rest } = data;
  const again = schema.safeParse({ ...rest, orders: kept, ...(badStanding || data.standing === undefined ? {} : { standing: data.standing }) });
  return again.success ? { file: again.data as TurnFile, orders } : null;
}

function fail(issues: Issue[]): Extract<ParsedTurnFile, { ok: false }> {
  if (issues.length <= MAX_ISSUES) return { ok: false, issues };
  const cut = issues.slice(0, MAX_ISSUES);
  cut.push({ path: [], code: 'too-many-errors', message: `${issues.length - MAX_ISSUES} more problems not listed` });
  return { ok: false, issues: cut };
}

/**
 * Each issue gets the line and column of its path (or of the nearest enclosing value),
 * and the list is put in reading order.
 */
function locate(issues: Issue[], positions: PositionMap): Issue[] {
  const placed = issues.map((i) => (i.line === undefined ? { ...i, ...positions.nearest(i.path) } : i));
  const rank = (i: Issue) => (i.line ?? 0) * 1e6 + (i.column ?? 0);
  return placed.map((issue, n) => ({ issue, n })).sort((a, b) => rank(a.issue) - rank(b.issue) || a.n - b.n).map((x) => x.issue);
}

/** An unknown top-level key close to an envelope key gets a "did you mean". */
function withSuggestions(issues: Issue[]): Issue[] {
  return issues.map((i) => {
    if (i.code !== 'unknown-key' || i.path.length !== 1) return i;
    const key = String(i.path[0]);
    const guess = closest(key, ENVELOPE_KEYS);
    const known = `the keys of a turn file are ${ENVELOPE_KEYS.join(', ')}`;
    return { ...i, message: guess ? `unknown key "${key}"; did you mean "${guess}"?` : `unknown key "${key}"; ${known}` };
  });
}

