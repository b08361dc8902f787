import type { Issue } from '#kernel/engine/issues';
import { type JsonPath, type PositionMap } from './positions';
import { describePath } from '#kernel/engine/issues';
import { LONE_SURROGATE } from './text-checks';

/**
 * A lone surrogate written as an escape ("\ud800" in JSON or in a double-quoted YAML
 * scalar) reads as a string that is no Unicode text: it has no UTF-8 form and no canonical
 * JSON. Each string or key holding one is an "invalid-unicode" issue. The values are
 * already known to nest at most MAX_DEPTH deep.
 */
export function loneSurrogateIssues(value: unknown, positions: PositionMap): Issue[] {
  const issues: Issue[] = [];
  const visit = (v: unknown, path: JsonPath): void => {
    if (typeof v === 'string') {
      if (LONE_SURROGATE.test(v)) issues.push(issueAt(path, positions));
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => visit(item, [...path, i]));
    } else if (typeof v === 'object' && v !== null) {
      for (const [key, item] of Object.entries(v)) {
        if (LONE_SURROGATE.test(key)) issues.push(issueAt([...path, key.replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD')], positions, path));
        else visit(item, [...path, key]);
      }
    }
  };
  visit(value, []);
  return issues;
}

function issueAt(path: JsonPath, positions: PositionMap, placeAt: JsonPath = path): Issue {
  return {
    path,
    code: 'invalid-unicode',
    message: `${describePath(path)} holds an escaped lone surrogate (\\uD800 to \\uDFFF without its pair), which is not a character`,
    ...positions.nearest(placeAt),
  };
}
