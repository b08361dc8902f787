import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { filesUnder } from './files-under';
import { ruleCitations } from './rule-citations';
import { STATUSES, statusRows } from './status-rows';

/** A rules-coverage page that gives each rule a status, and what keeps it true. */
export interface StatusPage {
  /** The repository root. */
  root: string;
  /** The page, from the root (`docs/rules-coverage-kharkov-battles.md`). */
  page: string;
  /** The tag the title's code cites its rulebook by (`KB`, `SoS`). */
  tag: string;
  /** Every rule of the rulebook text, in its order. */
  rules: readonly string[];
  /** The folder of the title's tests, from the root, ending with `/`. */
  tests: string;
  /** The folders of the title's code that a rule marked "not yet" may not be cited in. */
  code: readonly string[];
  /** At least this many files named on the page, and this many code files of the title (a guard against an empty read). */
  least: { named: number; code: number };
}

/**
 * The checks of a status page, as `it` blocks of the caller's `describe`: every rule of the
 * text has its row, in order; every file it names exists; a code file named under a rule
 * cites it and a test file names it in a test title or a comment with the tag; an
 * implemented rule names code and a test, a partial one a file; and no rule marked "not
 * yet" is cited by the title's code.
 */
export function checkStatusPage(p: StatusPage): void {
  const read = (f: string) => readFileSync(join(p.root, f), 'utf8');
  const table = statusRows(read(p.page), '## Rules');
  const { cited, named } = ruleCitations(p.tag, p.rules);

  it('has one row for every numbered rule of the text, in order', () => {
    expect(table.map((r) => r.rule)).toEqual(p.rules);
  });

  it('gives every rule a status of the list, and every rule that is not implemented a note', () => {
    expect(table.filter((r) => !(STATUSES as readonly string[]).includes(r.status)).map((r) => `${r.rule}: ${r.status}`)).toEqual([]);
    expect(table.filter((r) => r.status !== 'implemented' && r.note === '').map((r) => r.rule)).toEqual([]);
  });

  it('names only files that exist', () => {
    const files = [...new Set(table.flatMap((r) => [...r.code, ...r.tests]))];
    expect(files.length).toBeGreaterThan(p.least.named);
    expect(files.filter((f) => !existsSync(join(p.root, f)))).toEqual([]);
  });

  it('names under a rule only code that cites it', () => {
    const wrong = table.flatMap((r) => r.code.filter((f) => !existsSync(join(p.root, f)) || !cited(read(f)).has(r.rule)).map((f) => `${r.rule}: ${f}`));
    expect(wrong).toEqual([]);
  });

  it('names under a rule only test files of the title that name it', () => {
    const wrong = table.flatMap((r) =>
      r.tests.filter((f) => !f.startsWith(p.tests) || !f.endsWith('.test.ts') || !existsSync(join(p.root, f)) || !named(read(f)).has(r.rule)).map((f) => `${r.rule}: ${f}`),
    );
    expect(wrong).toEqual([]);
  });

  it('gives an implemented rule its code and a test, a partial one at least one file', () => {
    expect(table.filter((r) => r.status === 'implemented' && (r.code.length === 0 || r.tests.length === 0)).map((r) => r.rule)).toEqual([]);
    expect(table.filter((r) => r.status === 'partial' && r.code.length + r.tests.length === 0).map((r) => r.rule)).toEqual([]);
  });

  it('marks "not yet" no rule that the code of the title cites', () => {
    const code = p.code.flatMap((d) => filesUnder(p.root, d, '.ts'));
    expect(code.length).toBeGreaterThan(p.least.code);
    const citing = code.map((f) => [f, cited(read(f))] as const);
    const wrong = table.filter((r) => r.status === 'not yet').flatMap((r) => citing.filter(([, c]) => c.has(r.rule)).map(([f]) => `${r.rule}: ${f}`));
    expect(wrong).toEqual([]);
  });
}
