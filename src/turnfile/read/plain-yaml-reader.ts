import { pathKey, type JsonPath } from './positions';
import { MAX_DEPTH, MAX_NODES } from './read-result';

/**
 * A turn file as the template writes it, read without the YAML library: block mappings
 * and sequences by indentation, plain, double- and single-quoted one-line scalars, `[]`,
 * `{}`, and comment lines. For a text in that subset it gives the value and the digit
 * texts readYaml gives (YAML 1.2 core schema: `true`, `False`, `NULL`, `~` and the like,
 * bare digits as numbers, digits with a leading zero kept as text); for anything else
 * (flow collections, block or multi-line scalars, escapes, anchors, tags, directives,
 * several documents, tabs, duplicate keys, a plain scalar YAML might read as a float or a
 * hex number, …) it gives null and the file is read by readYaml. It never reports a
 * problem: a file that does not parse, or whose data a schema refuses, is read again by
 * readYaml, so every issue, line and column comes from there.
 * `plain-yaml-reader.property.test.ts` holds it to readYaml.
 */
export function readPlainYaml(text: string): { value: Record<string, unknown>; digitText: Map<string, string> } | null {
  if (SPECIAL_TEXT.test(text)) return null;
  const lines: Line[] = [];
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    let indent = start;
    while (indent < end && text.charCodeAt(indent) === 32) indent++;
    if (indent < end && text.charCodeAt(indent) !== 35 /* # */) lines.push({ indent: indent - start, text: text.slice(indent, end).trimEnd() });
    start = end + 1;
  }
  if (lines.length === 0 || lines[0]!.indent !== 0) return null;
  const reader = new Reader(lines);
  try {
    const value = reader.mapping(0, [], 0);
    if (reader.at < lines.length) return null;
    return { value, digitText: reader.digitText };
  } catch (err) {
    if (err === OUTSIDE) return null;
    throw err;
  }
}

interface Line {
  indent: number;
  /** From the first non-blank character, trailing blanks cut. */
  text: string;
}

/** Thrown (and caught above) when the text leaves the subset. */
const OUTSIDE = Symbol('outside the plain subset');
const outside = (): never => {
  throw OUTSIDE;
};

/**
 * Characters that take a text out of the subset wherever they are: tabs and carriage
 * returns (YAML's rules for them differ by place), control and non-character code points,
 * a byte order mark, and the indicators of anchors, aliases, tags, directives, block
 * scalars, flow collections other than `[]`/`{}`, escapes and complex keys are judged per
 * line below.
 */
const SPECIAL_TEXT = /[\t\r\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufeff\ufffe\uffff]/;
/** `key:` at the start of a line: a plain name (not one YAML reads as null or a boolean), then a blank or the end. */
const KEY_LINE = /^([A-Za-z_][A-Za-z0-9_-]*):(?: |$)/;
/** A plain scalar the subset takes as text: a letter first, then letters, digits, `_ . / -` and single spaces between words. */
const PLAIN_TEXT = /^[A-Za-z][A-Za-z0-9_./-]*(?: [A-Za-z0-9_./-]+)*$/;
/**
 * A digit first, then digits and letters: text when it has a letter no YAML 1.2 number
 * has and no x or o (0x1f and 0o17 are numbers), e.g. a hash.
 */
const PLAIN_CODE = /^[0-9][0-9A-NP-WYZa-np-wyz_-]*$/;
const NOT_NUMERIC_LETTER = /[A-DF-NP-WYZa-df-np-wyz_-]/;
const DIGITS = /^[0-9]+$/;
const LEADING_ZERO = /^0[0-9]+$/;
/** YAML 1.2 core schema: the plain scalars that are null or booleans. */
const WORDS = new Map<string, null | boolean>([
  ['~', null],
  ['null', null],
  ['Null', null],
  ['NULL', null],
  ['true', true],
  ['True', true],
  ['TRUE', true],
  ['false', false],
  ['False', false],
  ['FALSE', false],
]);
/** What may follow a value on its line: nothing, or blanks and a comment. */
const AFTER_VALUE = /^(?: +#.*)?$/;

class Reader {
  at = 0;
  readonly digitText = new Map<string, string>();
  private nodes = 0;

  constructor(private readonly lines: Line[]) {}

  private count(depth: number): void {
    if (++this.nodes > MAX_NODES || depth > MAX_DEPTH) outside();
  }

  /** The block (mapping or sequence) whose first line is the current one. */
  private block(path: JsonPath, depth: number): unknown {
    const line = this.lines[this.at]!;
    return isItem(line.text) ? this.sequence(line.indent, path, depth) : this.mapping(line.indent, path, depth);
  }

  mapping(indent: number, path: JsonPath, depth: number): Record<string, unknown> {
    this.count(depth);
    const out: Record<string, unknown> = {};
    for (let line = this.lines[this.at]; line !== undefined && line.indent === indent; line = this.lines[this.at]) {
      const m = KEY_LINE.exec(line.text);
      if (!m) return outside();
      const key = m[1]!;
      if (WORDS.has(key) || Object.prototype.hasOwnProperty.call(out, key)) return outside();
      const rest = line.text.slice(m[0].length).trimStart();
      const childPath = [...path, key];
      let value: unknown;
      if (rest === '' || rest.startsWith('#')) {
        this.at++;
        const next = this.lines[this.at];
        if (next !== undefined && next.indent > indent) value = this.block(childPath, depth + 1);
        else if (next !== undefined && next.indent === indent && isItem(next.text)) value = this.sequence(indent, childPath, depth + 1);
        else {
          this.count(depth + 1);
          value = null;
        }
      } else {
        value = this.inline(rest, childPath, depth + 1);
        this.at++;
      }
      // defineProperty: a key named "__proto__" stays plain data, as readYaml keeps it.
      Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    }
    const next = this.lines[this.at];
    if (next !== undefined && next.indent > indent) outside();
    return out;
  }

  private sequence(indent: number, path: JsonPath, depth: number): unknown[] {
    this.count(depth);
    const out: unknown[] = [];
    for (let line = this.lines[this.at]; line !== undefined && line.indent === indent && isItem(line.text); line = this.lines[this.at]) {
      const itemPath = [...path, out.length];
      const rest = line.text.slice(1).trimStart();
      if (rest === '' || rest.startsWith('#')) {
        this.at++;
        const next = this.lines[this.at];
        if (next !== undefined && next.indent > indent) out.push(this.block(itemPath, depth + 1));
        else {
          this.count(depth + 1);
          out.push(null);
        }
      } else if (isItem(rest)) {
        return outside();
      } else if (KEY_LINE.test(rest)) {
        // "- key: …": a mapping whose keys stand at the column of this first one
        this.lines[this.at] = { indent: indent + line.text.length - rest.length, text: rest };
        out.push(this.mapping(this.lines[this.at]!.indent, itemPath, depth + 1));
      } else {
        out.push(this.inline(rest, itemPath, depth + 1));
        this.at++;
      }
      const next = this.lines[this.at];
      if (next !== undefined && next.indent > indent) outside();
    }
    return out;
  }

  /** A value written on the line of its key or dash; the next line may not continue it. */
  private inline(rest: string, path: JsonPath, depth: number): unknown {
    this.count(depth);
    const first = rest.charCodeAt(0);
    if (first === 91 /* [ */ || first === 123 /* { */) {
      const empty = rest.startsWith('[]') ? [] : rest.startsWith('{}') ? {} : outside();
      if (!AFTER_VALUE.test(rest.slice(2))) outside();
      return empty;
    }
    if (first === 34 /* " */ || first === 39 /* ' */) {
      const close = rest.indexOf(rest[0]!, 1);
      if (close < 0) return outside();
      const inner = rest.slice(1, close);
      if (inner.includes('\\') || !AFTER_VALUE.test(rest.slice(close + 1))) return outside();
      return inner;
    }
    const hash = rest.indexOf(' #');
    const source = hash < 0 ? rest : rest.slice(0, hash).trimEnd();
    const word = WORDS.get(source);
    if (word !== undefined) return word;
    if (PLAIN_TEXT.test(source)) return source;
    if (LEADING_ZERO.test(source)) return source;
    if (DIGITS.test(source)) {
      const n = parseInt(source, 10);
      if (!Number.isFinite(n)) return outside();
      this.digitText.set(pathKey(path), source);
      return n;
    }
    if (PLAIN_CODE.test(source) && NOT_NUMERIC_LETTER.test(source)) return source;
    return outside();
  }
}

/** A sequence entry: a dash, then a blank or the end of the line. */
const isItem = (text: string): boolean => text.charCodeAt(0) === 45 /* - */ && (text.length === 1 || text.charCodeAt(1) === 32);
