import type { Issue } from '#kernel/engine/issues';
import { type JsonPath, PositionMap, lineStarts, positionAt } from './positions';
import { describePath } from '#kernel/engine/issues';
import { MAX_DEPTH, type ReadResult } from './read-result';

/**
 * Reads a JSON turn file. JSON.parse decides the syntax; a scanner over the (then known
 * valid) text finds duplicate member names, which JSON.parse would silently resolve to
 * the last one, and records where every value starts.
 */
export function readJson(text: string): ReadResult {
  const body = text.replace(/^\uFEFF/, '');
  const offset = text.length - body.length;
  const starts = lineStarts(text);
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (e) {
    return { ok: false, issues: [syntaxIssue(e, body, offset, starts)] };
  }
  const positions = new PositionMap();
  const issues = scan(body, offset, starts, positions);
  return issues.length ? { ok: false, issues } : { ok: true, value, positions, digitText: new Map() };
}

function syntaxIssue(e: unknown, body: string, offset: number, starts: number[]): Issue {
  const raw = e instanceof Error ? e.message : String(e);
  const lineCol = /\(line (\d+) column (\d+)\)/.exec(raw);
  const pos = /at position (\d+)/.exec(raw);
  const at = lineCol
    ? { line: Number(lineCol[1]), column: Number(lineCol[2]) }
    : positionAt(starts, offset + (pos ? Number(pos[1]) : body.length));
  const message = raw
    .replace(/\s*\(line \d+ column \d+\)/, '')
    .replace(/\s*in JSON at position \d+/, '')
    .replace(/^JSON\.parse: /, '')
    .split('\n')[0];
  return { path: [], code: 'json-syntax', message: `JSON syntax error: ${message}`, ...at };
}

interface Frame {
  kind: 'object' | 'array';
  path: JsonPath;
  keys: Set<string>;
  index: number;
  /** For objects: the member name just read, waiting for its value. */
  key: string | undefined;
}

/** Walks syntactically valid JSON: records positions, reports duplicate names and excess depth. */
function scan(text: string, offset: number, starts: number[], positions: PositionMap): Issue[] {
  const issues: Issue[] = [];
  const stack: Frame[] = [];
  const at = (i: number) => positionAt(starts, offset + i);
  const valuePath = (): JsonPath | undefined => {
    const top = stack[stack.length - 1];
    if (!top) return [];
    if (top.kind === 'array') return [...top.path, top.index];
    return top.key === undefined ? undefined : [...top.path, top.key];
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === ',' || c === ':') {
      i++;
      continue;
    }
    const top = stack[stack.length - 1];
    if (c === '"') {
      const end = stringEnd(text, i);
      if (top?.kind === 'object' && top.key === undefined) {
        const key = JSON.parse(text.slice(i, end)) as string;
        if (top.keys.has(key)) {
          issues.push({ path: [...top.path, key], code: 'duplicate-key', message: `"${key}" appears twice in ${describePath(top.path)}`, ...at(i) });
        }
        top.keys.add(key);
        top.key = key;
        positions.set([...top.path, key], at(i));
      } else {
        valueDone(stack, positions, valuePath(), at(i));
      }
      i = end;
      continue;
    }
    if (c === '}' || c === ']') {
      stack.pop();
      advance(stack);
      i++;
      continue;
    }
    const path = valuePath() ?? [];
    if (c === '{' || c === '[') {
      if (stack.length >= MAX_DEPTH) {
        issues.push({ path, code: 'too-deep', message: `values are nested more than ${MAX_DEPTH} deep`, ...at(i) });
        return issues;
      }
      positions.set(path, at(i));
      stack.push({ kind: c === '{' ? 'object' : 'array', path, keys: new Set(), index: 0, key: undefined });
      i++;
      continue;
    }
    // number, true, false, null
    let end = i;
    while (end < text.length && !' \t\n\r,]}'.includes(text[end]!)) end++;
    valueDone(stack, positions, path, at(i));
    i = end;
  }
  return issues;
}

/** A value of the top frame is complete: record it and advance the frame. */
function valueDone(stack: Frame[], positions: PositionMap, path: JsonPath | undefined, pos: { line: number; column: number }): void {
  if (path) positions.set(path, pos);
  advance(stack);
}

function advance(stack: Frame[]): void {
  const top = stack[stack.length - 1];
  if (!top) return;
  if (top.kind === 'array') top.index++;
  else top.key = undefined;
}

function stringEnd(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length) {
    const c = text[i];
    if (c === '\\') i += 2;
    else if (c === '"') return i + 1;
    else i++;
  }
  return i;
}
