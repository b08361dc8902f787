import { describePath, type Issue } from '#kernel/engine/issues';

/** Where an issue lies: a kernel path (`["support", "flip", 0]`), or a path already written out. */
type IssuePath = Issue['path'] | string;

/**
 * An input of the title that cannot be carried out: every issue found (a path, a stable
 * code, a plain message, the rule), none of it applied. `what` names the input in the
 * message: "the Preparation Stage input cannot be carried out (2 issues): …".
 */
export class KbRefused<I extends { path: IssuePath; message: string } = Issue> extends Error {
  readonly issues: readonly I[];
  constructor(what: string, issues: readonly I[]) {
    const shown = issues.slice(0, 5).map((i) => `${typeof i.path === 'string' ? i.path : describePath(i.path)}: ${i.message}`);
    super(`${what} (${issues.length} issue${issues.length === 1 ? '' : 's'}): ${shown.join('; ')}${issues.length > 5 ? '; …' : ''}`);
    this.issues = issues;
  }
}
