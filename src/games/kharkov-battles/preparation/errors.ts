import { issue, type Issue } from '#kernel/engine/issues';

/**
 * A Preparation Stage input that cannot be carried out: every issue found (kernel Issue: a
 * path into the input, a stable code, a plain message, the rule), none of it applied.
 */
export class KbPrepError extends Error {
  readonly issues: readonly Issue[];
  constructor(issues: readonly Issue[]) {
    const shown = issues.slice(0, 5).map((i) => `${pathText(i.path)}: ${i.message}`);
    super(`the Preparation Stage input cannot be carried out (${issues.length} issue${issues.length === 1 ? '' : 's'}): ${shown.join('; ')}${issues.length > 5 ? '; …' : ''}`);
    this.name = 'KbPrepError';
    this.issues = issues;
  }
}

/** A path as written in messages and tests: "replacements.restore[0]". */
export const pathText = (path: readonly (string | number)[]): string =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');

/** "replacements.restore[0]" as a path: ["replacements", "restore", 0]. */
const pathOf = (text: string): (string | number)[] =>
  [...text.matchAll(/([^.[\]]+)|\[([^\]]+)\]/g)].map((m) => (m[1] !== undefined ? m[1] : /^\d+$/.test(m[2]!) ? Number(m[2]) : m[2]!));

/** Collects issues; `done()` throws them all at once, so a bad input changes nothing. */
export class Issues {
  private readonly list: Issue[] = [];
  add(path: string, code: string, message: string, rule?: string): void {
    this.list.push(issue(pathOf(path), code, message, rule));
  }
  get count(): number {
    return this.list.length;
  }
  done(): void {
    if (this.list.length > 0) throw new KbPrepError(this.list);
  }
}
