/** One thing wrong with a player's Preparation Stage input: where (a path into the input), a stable code, a plain message, the rule. */
export interface PrepIssue {
  path: string;
  code: string;
  message: string;
  rule?: string;
}

/** A Preparation Stage input that cannot be carried out: every issue found, none of it applied. */
export class KbPrepError extends Error {
  readonly issues: readonly PrepIssue[];
  constructor(issues: readonly PrepIssue[]) {
    const shown = issues.slice(0, 5).map((i) => `${i.path}: ${i.message}`);
    super(`the Preparation Stage input cannot be carried out (${issues.length} issue${issues.length === 1 ? '' : 's'}): ${shown.join('; ')}${issues.length > 5 ? '; …' : ''}`);
    this.name = 'KbPrepError';
    this.issues = issues;
  }
}

/** Collects issues; `done()` throws them all at once, so a bad input changes nothing. */
export class Issues {
  private readonly list: PrepIssue[] = [];
  add(path: string, code: string, message: string, rule?: string): void {
    this.list.push(rule === undefined ? { path, code, message } : { path, code, message, rule });
  }
  get count(): number {
    return this.list.length;
  }
  done(): void {
    if (this.list.length > 0) throw new KbPrepError(this.list);
  }
}
