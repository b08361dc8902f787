/**
 * RFC 8785 JSON Canonicalization Scheme (JCS).
 *
 * - object members sorted by their names compared as UTF-16 code units (3.2.3);
 * - numbers in the ECMAScript Number-to-String form (3.2.2.3): `1e+21`, `1e-7`, `-0` → `0`;
 * - strings escaped as ECMAScript JSON.stringify does, other characters written as is (3.2.2.2);
 * - no whitespace.
 *
 * Rejected with a CanonicalJsonError (never silently changed): non-finite numbers,
 * lone surrogates (RFC 8785 3.2.2.2), bigint, symbols, functions, `undefined` as an
 * array element or as the whole value, cycles, and objects that are not plain
 * (Map, Set, Date, typed arrays, class instances). `undefined` object members are
 * dropped, as JSON.stringify does.
 */
export class CanonicalJsonError extends Error {
  constructor(
    message: string,
    readonly path: (string | number)[],
  ) {
    super(path.length ? `${message} at ${formatPath(path)}` : message);
    this.name = 'CanonicalJsonError';
  }
}

export function canonicalJson(value: unknown): string {
  if (value === undefined) throw new CanonicalJsonError('undefined has no JSON form', []);
  try {
    return fast(value, 0);
  } catch (err) {
    if (err !== NOT_FAST) throw err;
  }
  // The value holds something JCS rejects (or nests very deep): the careful writer below
  // finds it and names its path.
  const out: string[] = [];
  write(value, out, [], new Set());
  return out.join('');
}

/**
 * The fast writer: the same output for every value JCS accepts, with no path kept and no
 * set of open objects. On anything it would have to reject it gives up (throws NOT_FAST)
 * and the careful writer runs instead; a cycle shows as a nesting deeper than MAX_DEPTH.
 */
const NOT_FAST = Symbol('not-fast');
const MAX_DEPTH = 1000;
/** A string with a UTF-16 surrogate: checked pair by pair by the careful writer. */
const SURROGATE = /[\ud800-\udfff]/;

/** What JSON.stringify escapes in a string (RFC 8785 3.2.2.2), and the surrogates to check. */
export const ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;

function fastString(s: string): string {
  if (!ESCAPED.test(s)) return `"${s}"`;
  if (!isWellFormed(s)) throw NOT_FAST;
  return JSON.stringify(s);
}

function fast(value: unknown, depth: number): string {
  switch (typeof value) {
    case 'string':
      return fastString(value);
    case 'number':
      if (!Number.isFinite(value)) throw NOT_FAST;
      // Number::toString, with -0 as "0" (as JSON.stringify writes it).
      return String(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object': {
      if (value === null) return 'null';
      if (depth >= MAX_DEPTH) throw NOT_FAST;
      if (Array.isArray(value)) {
        let s = '[';
        for (let i = 0; i < value.length; i++) {
          const item: unknown = value[i];
          if (item === undefined) throw NOT_FAST;
          s += i === 0 ? fast(item, depth + 1) : `,${fast(item, depth + 1)}`;
        }
        return `${s}]`;
      }
      const proto: unknown = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) throw NOT_FAST;
      const record = value as Record<string, unknown>;
      const keys = memberNames(record);
      let s = '{';
      let first = true;
      for (const key of keys) {
        const member = record[key];
        if (member === undefined) continue;
        s += `${first ? '' : ','}${fastString(key)}:${fast(member, depth + 1)}`;
        first = false;
      }
      return `${s}}`;
    }
    default:
      throw NOT_FAST;
  }
}

/** A plain record's member names in canonical order (RFC 8785 3.2.3), undefined members included. */
export function memberNames(record: Record<string, unknown>): string[] {
  const keys = Object.keys(record);
  // Default sort compares UTF-16 code units (RFC 8785 3.2.3), as `>` does; most objects come sorted.
  for (let i = 1; i < keys.length; i++) {
    if (keys[i - 1]! > keys[i]!) {
      sortKeys(keys);
      break;
    }
  }
  return keys;
}

/**
 * Member names in UTF-16 code-unit order, as the default sort puts them (names are unique,
 * so the order is the same whichever sort is stable). A few names (a unit's record, an
 * event) are sorted in place by insertion, which makes no work array: a state has hundreds
 * of such records, written several times a step; longer lists go to the built-in sort.
 */
function sortKeys(keys: string[]): void {
  if (keys.length > 12) {
    keys.sort();
    return;
  }
  for (let i = 1; i < keys.length; i++) {
    const key = keys[i]!;
    let j = i - 1;
    for (; j >= 0 && keys[j]! > key; j--) keys[j + 1] = keys[j]!;
    keys[j + 1] = key;
  }
}

function write(value: unknown, out: string[], path: (string | number)[], open: Set<object>): void {
  switch (typeof value) {
    case 'string':
      out.push(serializeString(value, path));
      return;
    case 'number':
      out.push(serializeNumber(value, path));
      return;
    case 'boolean':
      out.push(value ? 'true' : 'false');
      return;
    case 'object':
      if (value === null) {
        out.push('null');
        return;
      }
      if (open.has(value)) throw new CanonicalJsonError('cyclic structure', path);
      open.add(value);
      if (Array.isArray(value)) writeArray(value, out, path, open);
      else writeObject(value, out, path, open);
      open.delete(value);
      return;
    default:
      throw new CanonicalJsonError(`a ${typeof value} has no JSON form`, path);
  }
}

function writeArray(items: unknown[], out: string[], path: (string | number)[], open: Set<object>): void {
  out.push('[');
  for (let i = 0; i < items.length; i++) {
    if (i > 0) out.push(',');
    const item = items[i];
    if (item === undefined) throw new CanonicalJsonError('undefined array element', [...path, i]);
    write(item, out, [...path, i], open);
  }
  out.push(']');
}

function writeObject(obj: object, out: string[], path: (string | number)[], open: Set<object>): void {
  const proto: unknown = Object.getPrototypeOf(obj);
  if (proto !== Object.prototype && proto !== null) {
    const name = (obj as { constructor?: { name?: string } }).constructor?.name ?? 'object';
    throw new CanonicalJsonError(`a ${name} is not a plain JSON object`, path);
  }
  const record = obj as Record<string, unknown>;
  // Default sort compares UTF-16 code units, exactly what RFC 8785 3.2.3 asks for.
  const keys = Object.keys(record).sort();
  out.push('{');
  let first = true;
  for (const key of keys) {
    const member = record[key];
    if (member === undefined) continue;
    if (!first) out.push(',');
    first = false;
    out.push(serializeString(key, [...path, key]), ':');
    write(member, out, [...path, key], open);
  }
  out.push('}');
}

/** Every surrogate of `s` is one half of a pair (RFC 8785 3.2.2.2). */
export function isWellFormed(s: string): boolean {
  if (!SURROGATE.test(s)) return true;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) return false;
  }
  return true;
}

function serializeNumber(n: number, path: (string | number)[]): string {
  if (!Number.isFinite(n)) throw new CanonicalJsonError(`${n} is not a finite number`, path);
  // JSON.stringify of a finite number is ECMAScript Number::toString, with -0 as "0".
  return JSON.stringify(n);
}

function serializeString(s: string, path: (string | number)[]): string {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      throw new CanonicalJsonError('lone surrogate in string', path);
    }
    if (c >= 0xdc00 && c <= 0xdfff) throw new CanonicalJsonError('lone surrogate in string', path);
  }
  // For well-formed strings JSON.stringify escapes exactly as RFC 8785 3.2.2.2 requires:
  // \b \t \n \f \r \" \\, other controls as \u00xx (lower-case hex), the rest literal.
  return JSON.stringify(s);
}

function formatPath(path: (string | number)[]): string {
  return path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('');
}
