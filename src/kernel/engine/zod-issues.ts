import type { z } from 'zod';
import { describePath, type Issue } from './issues';

/**
 * zod issues → turn-file Issues, with stable codes:
 *
 *   invalid_type, input absent      → "missing"
 *   invalid_type                    → "invalid-type"
 *   invalid_value (literal, enum)   → "invalid-value"
 *   invalid_format (regex, …)       → "invalid-format"
 *   too_big / too_small on strings and arrays → "too-long" / "too-short"
 *   too_big / too_small on numbers  → "out-of-range"
 *   not_multiple_of, invalid_key, invalid_element → "invalid-value"
 *   unrecognized_keys               → "unknown-key", one issue per key
 *   invalid_union                   → the issues of the form the value came closest to,
 *                                     else "invalid-value" (no accepted form fits)
 *   custom                          → params.code if it gives one, else "invalid-value"
 *
 * Rule convention: a title attaches a rule to a check with a custom issue whose params
 * carry it, `params: { rule: "DoS 9.13" }` (optionally `code: "over-stacked"` too), e.g.
 *   z.array(hex).refine(noRepeats, { message: 'a path may not repeat a hex', params: { rule: 'DoS 6.2' } })
 *   ctx.addIssue({ code: 'custom', path: ['path', 3], message: '…', params: { rule: 'DoS 9.13' } })
 * The Issue then carries `rule`. Messages a schema sets itself are kept as written.
 */
export function issuesFromZod(issues: readonly z.core.$ZodIssue[], prefix: (string | number)[] = []): Issue[] {
  return issues.flatMap((i) => mapIssue(i, prefix));
}

function mapIssue(i: z.core.$ZodIssue, prefix: (string | number)[]): Issue[] {
  const path = [...prefix, ...i.path.map((p) => (typeof p === 'number' ? p : String(p)))];
  switch (i.code) {
    case 'invalid_type':
      return [make(path, 'input' in i && i.input === undefined ? 'missing' : 'invalid-type', i.message)];
    case 'invalid_value':
    case 'not_multiple_of':
    case 'invalid_key':
    case 'invalid_element':
      return [make(path, 'invalid-value', i.message)];
    case 'invalid_format':
      return [make(path, 'invalid-format', i.message)];
    case 'too_big':
    case 'too_small': {
      const sized = i.origin === 'string' || i.origin === 'array' || i.origin === 'set';
      const code = sized ? (i.code === 'too_big' ? 'too-long' : 'too-short') : 'out-of-range';
      return [make(path, code, i.message)];
    }
    case 'unrecognized_keys':
      return i.keys.map((k) => make([...path, k], 'unknown-key', `unknown key "${k}" in ${describePath(path)}`));
    case 'invalid_union':
      return unionIssues(i, path);
    case 'custom': {
      const params = i.params ?? {};
      const code = typeof params.code === 'string' && /^[a-z][a-z0-9-]*$/.test(params.code) ? params.code : 'invalid-value';
      return [make(path, code, i.message, typeof params.rule === 'string' ? params.rule : undefined)];
    }
    default:
      return [make(path, 'invalid-value', (i as { message: string }).message)];
  }
}

/**
 * A union (e.g. the kinds of order) failed. A discriminator mismatch is one
 * "invalid-value". Otherwise the branch whose issues are least structural (no unknown
 * or missing keys at its top, no wrong type at its root) is taken to be the form meant,
 * and its issues are reported; if every branch fails at the top, one issue says so.
 */
function unionIssues(i: z.core.$ZodIssueInvalidUnion, path: (string | number)[]): Issue[] {
  if (i.errors.length === 0) return [make(path, 'invalid-value', i.message)];
  let best: { issues: z.core.$ZodIssue[]; structural: number } | undefined;
  for (const branch of i.errors) {
    const structural = branch.filter(isStructural).length;
    if (!best || structural < best.structural || (structural === best.structural && branch.length < best.issues.length)) {
      best = { issues: branch, structural };
    }
  }
  if (best && best.structural === 0) return issuesFromZod(best.issues, path);
  const unknown = unknownToEveryForm(i.errors);
  const keys = unknown.map((k) => `"${k}"`).join(', ');
  const detail = unknown.length === 0 ? '' : unknown.length === 1 ? `: no form takes the key ${keys}` : `: no form takes the keys ${keys}`;
  return [make(path, 'invalid-value', `${describePath(path)} does not match any accepted form${detail}`)];
}

/**
 * The keys of the value that no accepted form knows: a key one form refuses but another
 * takes (`unit` for a stack move that names `units`) is not the mistake. Forms that fail
 * before looking at keys (a wrong type) say nothing about them.
 */
function unknownToEveryForm(branches: readonly (readonly z.core.$ZodIssue[])[]): string[] {
  const perForm = branches.filter((b) => !b.some((x) => x.path.length === 0 && x.code === 'invalid_type'));
  const refused = perForm.map((b) => new Set(b.flatMap((x) => (x.code === 'unrecognized_keys' && x.path.length === 0 ? x.keys : []))));
  if (refused.length === 0) return [];
  return [...refused[0]!].filter((k) => refused.every((set) => set.has(k)));
}

function isStructural(x: z.core.$ZodIssue): boolean {
  if (x.path.length === 0) return x.code === 'invalid_type' || x.code === 'unrecognized_keys' || x.code === 'invalid_union';
  if (x.path.length === 1) return (x.code === 'invalid_type' && 'input' in x && x.input === undefined) || x.code === 'invalid_value';
  return false;
}

const make = (path: (string | number)[], code: string, message: string, rule?: string): Issue =>
  rule ? { path, code, message, rule } : { path, code, message };
