import { type Document, LineCounter, type Node, isAlias, isMap, isPair, isScalar, isSeq, parseAllDocuments } from 'yaml';
import type { Issue } from '#kernel/engine/issues';
import { type JsonPath, PositionMap, pathKey } from './positions';
import { describePath } from '#kernel/engine/issues';
import { MAX_DEPTH, MAX_NODES, type ReadResult } from './read-result';
import { yamlNestingIssue } from './yaml-nesting';

/** YAML aliases (`*name`) allowed in one file; each expands a copy of its anchor. */
export const MAX_ALIASES = 100;

const DIRECTIVE_MESSAGE = 'YAML directives (lines starting with "%", such as %YAML 1.1) are not accepted: every turn file is read as YAML 1.2; remove the line';

/**
 * Reads a YAML turn file (YAML 1.2 core schema) into plain JSON data. One document only;
 * duplicate keys, non-finite numbers (.inf, .nan), non-string keys, and aliases that
 * expand beyond the limits are issues, each with its line and column. A plain scalar
 * written as digits with a leading zero (`0233`) stays a string: YAML 1.2 would read it
 * as the number 233 and lose the zero of a hex number.
 *
 * Every file is read under that one schema: a directive (`%YAML 1.1`, `%TAG`) would change
 * what the same text means (under YAML 1.1 `final: no` is false), and an explicit tag
 * (`!!bool "false"`, `!foo`) would choose a value's type, so both are refused
 * ("yaml-directive", "yaml-tag"). Nesting is bounded on the text before the YAML library
 * reads it ("too-deep", see yaml-nesting.ts).
 */
export function readYaml(text: string): ReadResult {
  const deep = yamlNestingIssue(text);
  if (deep) return { ok: false, issues: [deep] };
  const lineCounter = new LineCounter();
  const docs = parseAllDocuments(text, {
    lineCounter,
    prettyErrors: false,
    uniqueKeys: false,
    stringKeys: true,
    resolveKnownTags: false,
    merge: false,
    version: '1.2',
    logLevel: 'silent',
  });
  const at = (offset: number) => {
    const p = lineCounter.linePos(offset);
    return { line: p.line, column: p.col };
  };
  if (!Array.isArray(docs)) return { ok: false, issues: [{ path: [], code: 'empty', message: 'the file is empty' }] };
  const issues: Issue[] = [];
  for (const doc of docs) {
    if (doc.directives.yaml.explicit || Object.keys(doc.directives.tags).some((handle) => handle !== '!!')) {
      const line = /^%/m.exec(text);
      return {
        ok: false,
        issues: [{ path: [], code: 'yaml-directive', message: DIRECTIVE_MESSAGE, ...(line ? at(line.index) : {}) }],
      };
    }
    for (const e of doc.errors) {
      if (/call stack/i.test(e.message)) {
        return { ok: false, issues: [{ path: [], code: 'too-deep', message: `values are nested more than ${MAX_DEPTH} deep`, ...at(e.pos[0]) }] };
      }
      issues.push({ path: [], code: 'yaml-syntax', message: `YAML syntax error: ${e.message}`, ...at(e.pos[0]) });
    }
  }
  if (issues.length) return { ok: false, issues };
  // A bare "---" (or "~") makes a document of nothing: not a second turn file.
  const filled = docs.filter((d) => d.contents !== null && !(isScalar(d.contents) && d.contents.value === null));
  if (filled.length === 0) return { ok: false, issues: [{ path: [], code: 'empty', message: 'the file holds no YAML data' }] };
  if (filled.length > 1) {
    const second = filled[1]!.contents!.range[0];
    return {
      ok: false,
      issues: [{ path: [], code: 'multiple-documents', message: 'the file holds several YAML documents (separated by ---); send one turn file per file', ...at(second) }],
    };
  }
  const builder = new Builder(filled[0]!, at);
  const value = builder.build(filled[0]!.contents, [], 0);
  if (builder.issues.length) return { ok: false, issues: builder.issues };
  return { ok: true, value, positions: builder.positions, digitText: builder.digitText };
}

class Builder {
  readonly issues: Issue[] = [];
  readonly positions = new PositionMap();
  readonly digitText = new Map<string, string>();
  private nodes = 0;
  private aliases = 0;
  private stopped = false;

  constructor(
    private readonly doc: Document,
    private readonly at: (offset: number) => { line: number; column: number },
  ) {}

  build(node: unknown, path: JsonPath, depth: number): unknown {
    if (this.stopped) return null;
    if (++this.nodes > MAX_NODES) return this.stop(path, node, 'too-large', `the file expands to more than ${MAX_NODES} values`);
    if (depth > MAX_DEPTH) return this.stop(path, node, 'too-deep', `values are nested more than ${MAX_DEPTH} deep`);
    if (node === null || node === undefined) return null;
    const tag = (node as { tag?: unknown }).tag;
    if (typeof tag === 'string' && !isAlias(node)) {
      return this.fail(path, node, 'yaml-tag', `${describePath(path)}: YAML tags (such as !!bool or !!str) are not accepted; write the value plainly, quoted for text`);
    }
    if (isAlias(node)) {
      if (++this.aliases > MAX_ALIASES) {
        return this.stop(path, node, 'yaml-aliases', `the file uses more than ${MAX_ALIASES} YAML aliases`);
      }
      const target = node.resolve(this.doc);
      if (!target) return this.fail(path, node, 'yaml-syntax', `YAML alias *${node.source} has no anchor`);
      this.place(path, node);
      return this.build(target, path, depth + 1);
    }
    if (isScalar(node)) {
      this.place(path, node);
      return this.scalar(node, path);
    }
    if (isSeq(node)) {
      this.place(path, node);
      return node.items.map((item, i) => this.build(item, [...path, i], depth + 1));
    }
    if (isMap(node)) {
      this.place(path, node);
      const out: Record<string, unknown> = {};
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        const keyNode = pair.key;
        const key = isScalar(keyNode) && typeof keyNode.value === 'string' ? keyNode.value : undefined;
        if (key !== undefined && isScalar(keyNode) && typeof keyNode.tag === 'string') {
          this.fail([...path, key], keyNode, 'yaml-tag', `the key "${key}": YAML tags (such as !!str) are not accepted; write the key plainly`);
          continue;
        }
        if (key === undefined) {
          this.fail(path, keyNode ?? node, 'invalid-key', `a key in ${describePath(path)} is not a plain name`);
          continue;
        }
        const childPath = [...path, key];
        if (Object.prototype.hasOwnProperty.call(out, key)) {
          this.fail(childPath, keyNode, 'duplicate-key', `"${key}" appears twice in ${describePath(path)}`);
          continue;
        }
        this.place(childPath, keyNode);
        // defineProperty: a key named "__proto__" stays plain data.
        Object.defineProperty(out, key, { value: this.build(pair.value, childPath, depth + 1), enumerable: true, writable: true, configurable: true });
      }
      return out;
    }
    return this.fail(path, node, 'invalid-value', `${describePath(path)} is not plain data`);
  }

  private scalar(node: { value: unknown; type?: string; source?: string }, path: JsonPath): unknown {
    const v = node.value;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return this.fail(path, node, 'invalid-value', `${describePath(path)}: numbers must be finite`);
      if (node.type === 'PLAIN' && typeof node.source === 'string') {
        if (/^[-+]?0[0-9]+$/.test(node.source)) return node.source;
        if (/^[0-9]+$/.test(node.source)) this.digitText.set(pathKey(path), node.source);
      }
      return v;
    }
    if (v === null || typeof v === 'string' || typeof v === 'boolean') return v;
    return this.fail(path, node, 'invalid-value', `${describePath(path)} is not a string, number, true, false or null`);
  }

  private place(path: JsonPath, node: unknown): void {
    const range = (node as Node | null)?.range;
    if (range) this.positions.set(path, this.at(range[0]));
  }

  private fail(path: JsonPath, node: unknown, code: string, message: string): null {
    const range = (node as Node | null)?.range;
    this.issues.push({ path, code, message, ...(range ? this.at(range[0]) : {}) });
    return null;
  }

  private stop(path: JsonPath, node: unknown, code: string, message: string): null {
    this.stopped = true;
    return this.fail(path, node, code, message);
  }
}
