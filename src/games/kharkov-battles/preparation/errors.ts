import { issue, type Issue } from '#kernel/engine/issues';
import { KbRefused } from '../issues/refused';

/** A Preparation Stage input that cannot be carried out: every issue found (kernel Issue), none of it applied. */
export class KbPrepError extends KbRefused {
  constructor(issues: readonly Issue[]) {
    super('the Preparation Stage input cannot be carried out', issues);
    this.name = 'KbPrepError';
  }
}

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
