import type { Issue } from '#kernel/engine/issues';
import { lineStarts, positionAt } from './positions';
import { MAX_DEPTH } from './read-result';

/**
 * The YAML library builds nested values by recursion: text nested some thousands deep
 * overflows the stack, or worse exhausts memory, before any depth check on the values
 * can run, and takes long on the way. This one pass over the text, run before the
 * library sees it, bounds the nesting from above and refuses a file whose bound is over
 * SCAN_DEPTH ("too-deep"); the exact check of MAX_DEPTH follows on the values.
 *
 * The bound, at each point of the text: the open flow collections (`[`, `{` not yet
 * closed, outside quoted scalars and comments) plus the block indentation of the line,
 * counted as its leading spaces and compact indicators (`- `, `? `, `: `). Every block
 * level needs at least one column more than its parent, so a file never nests deeper
 * than this; for a turn file it is a few dozen at most.
 */
export const SCAN_DEPTH = 2 * MAX_DEPTH;

export function yamlNestingIssue(text: string): Issue | null {
  let flow = 0;
  let quote: '"' | "'" | null = null;
  /** The last character that was not white space, outside quotes and comments ("\n" before the first). */
  let last = '\n';
  /** Whether white space came after `last`. */
  let gap = true;
  /** Whether `last` is a block indicator "-" or "?" (among the leading indicators of its line). */
  let indicator = false;
  let block = 0;
  /** Where the line's leading indentation and compact block indicators end. */
  let prefixEnd = 0;
  let lineStart = true;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n') {
      lineStart = true;
      gap = true;
      continue;
    }
    if (lineStart) {
      lineStart = false;
      block = leadingIndent(text, i);
      prefixEnd = i + block;
      if (flow + block > SCAN_DEPTH) return tooDeep(text, i);
    }
    if (quote === '"') {
      if (c === '\\' && text[i + 1] !== '\n') i++;
      else if (c === '"') quote = null;
      continue;
    }
    if (quote === "'") {
      if (c === "'" && text[i + 1] === "'") i++;
      else if (c === "'") quote = null;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r') {
      gap = true;
      continue;
    }
    const after = text[i - 1];
    if (c === '#' && (after === undefined || after === ' ' || after === '\t' || after === '\n')) {
      while (i + 1 < text.length && text[i + 1] !== '\n') i++;
      continue;
    }
    if ((c === '"' || c === "'") && startsNode(last, gap, indicator, flow > 0)) {
      quote = c;
      last = c;
      indicator = false;
      gap = false;
      continue;
    }
    if (c === '[' || c === '{') {
      flow++;
      if (flow + block > SCAN_DEPTH) return tooDeep(text, i);
    } else if ((c === ']' || c === '}') && flow > 0) flow--;
    last = c;
    indicator = (c === '-' || c === '?') && flow === 0 && i < prefixEnd;
    gap = false;
  }
  return null;
}

/**
 * A quote opens a quoted scalar where a node surely starts: at the start of the text,
 * after "[", "{" or (in a flow collection) ",", after ": ", or after a block indicator
 * "- " or "? ". Anywhere else (in particular on a line that may continue a plain scalar)
 * it is taken for part of a plain scalar and the brackets after it are counted, so the
 * bound may come out too high, but not too low.
 */
const startsNode = (last: string, gap: boolean, indicator: boolean, inFlow: boolean): boolean =>
  last === '\n' || last === '[' || last === '{' || (inFlow && last === ',') || (gap && (last === ':' || indicator));

/** Leading spaces and tabs, and the compact block indicators after them ("- - ", "? ", ": "). */
function leadingIndent(text: string, from: number): number {
  let i = from;
  for (;;) {
    while (text[i] === ' ' || text[i] === '\t') i++;
    const c = text[i];
    const next = text[i + 1];
    if ((c === '-' || c === '?' || c === ':') && (next === ' ' || next === '\t')) i += 2;
    else return i - from;
  }
}

function tooDeep(text: string, at: number): Issue {
  return { path: [], code: 'too-deep', message: `values are nested more than ${MAX_DEPTH} deep`, ...positionAt(lineStarts(text), at) };
}
