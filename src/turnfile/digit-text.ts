import type { z } from 'zod';
import { pathKey } from './read/positions';

/**
 * YAML reads a bare `hex: 2725` as a number. Where the schema wanted a string at such a
 * place, the text as written is the string meant: this returns a copy of the data with
 * those values replaced (or null when there is none), so `hex: 2725` and
 * `hex: "2725"` mean the same. Only plain YAML scalars written as digits qualify.
 */
export function withDigitText(data: unknown, issues: readonly z.core.$ZodIssue[], digitText: Map<string, string>): unknown | null {
  const fixes: { path: (string | number)[]; text: string }[] = [];
  collect(issues, [], digitText, fixes);
  if (fixes.length === 0) return null;
  const copy = structuredClone(data);
  for (const { path, text } of fixes) setAt(copy, path, text);
  return copy;
}

function collect(
  issues: readonly z.core.$ZodIssue[],
  prefix: (string | number)[],
  digitText: Map<string, string>,
  out: { path: (string | number)[]; text: string }[],
): void {
  for (const i of issues) {
    const path = [...prefix, ...i.path.map((p) => (typeof p === 'number' ? p : String(p)))];
    if (i.code === 'invalid_type' && i.expected === 'string' && typeof i.input === 'number') {
      const text = digitText.get(pathKey(path));
      if (text !== undefined) out.push({ path, text });
    } else if (i.code === 'invalid_union') {
      for (const branch of i.errors) collect(branch, path, digitText, out);
    }
  }
}

function setAt(root: unknown, path: (string | number)[], value: string): void {
  let node = root as Record<string | number, unknown>;
  for (let i = 0; i < path.length - 1; i++) {
    const next = node[path[i]!];
    if (typeof next !== 'object' || next === null) return;
    node = next as Record<string | number, unknown>;
  }
  const last = path[path.length - 1];
  if (last !== undefined && typeof node[last] === 'number') node[last] = value;
}
