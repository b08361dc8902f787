import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../../support/rules-coverage/files-under';
import { testTitles } from '../../support/rules-coverage/test-titles';
import { ticked } from '../../support/rules-coverage/ticked';

/**
 * docs/worked-examples-streets-of-stalingrad.md gives each worked example of the digest
 * (section 8, E1 to E83) its status and the test files that show it. This keeps it true:
 * every id has one row, in order, with a known status; a tested row names a test file whose
 * test titles name the id; a row that differs names a file with an `it.fails` titled with
 * the id; any test file a row names exists and names the id; and every test title of the
 * directory that names an example id is on that id's row, so a new test cannot go unlisted.
 */
const root = join(__dirname, '../../..');
const PAGE = 'docs/worked-examples-streets-of-stalingrad.md';
const DIR = 'test/games/streets-of-stalingrad';
const IDS = Array.from({ length: 83 }, (_, i) => `E${i + 1}`);
const STATUSES = ['tested', 'not reached', 'not built', 'differs'];

interface ExampleRow {
  id: string;
  rule: string;
  status: string;
  tests: string[];
  note: string;
}

/** The rows of the page's table: every line whose first cell is an example id. */
function exampleRows(doc: string): ExampleRow[] {
  return doc
    .split('\n')
    .filter((l) => /^\| E\d+ \|/.test(l))
    .map((l) => {
      const cells = l.split(/(?<!\\)\|/).map((c) => c.trim());
      return { id: cells[1]!, rule: cells[2]!, status: cells[3]!, tests: ticked(cells[4]!), note: cells[5]! };
    });
}

const read = (file: string) => readFileSync(join(root, file), 'utf8');
const word = (id: string) => new RegExp(`\\b${id}\\b`);

/**
 * The example ids a test file names in its test titles. A title of an `.each` over a table
 * held in a constant (`it.each(ROWS)('%s: %s', ...)`) takes its words from that table, which
 * testTitles cannot follow: in such a file every quoted string counts as a title.
 */
function namedIds(source: string): Set<string> {
  const eachOverConstant = /\b(?:describe|it|test)\.each\(\s*[A-Za-z_$][\w$]*\s*\)\(\s*(['"`])(?:(?!\1).)*(?:%[sidfjo]|\$\w)/.test(source);
  // testTitles reads `.each([...])`, not `.each<[...]>([...])`: the type argument is dropped first
  const texts = eachOverConstant ? [...source.matchAll(/(['"`])((?:\\.|(?!\1)[^\\\n])*)\1/g)].map((m) => m[2]!) : testTitles(source.replace(/\.each<[^()]*?>\(/g, '.each('));
  return new Set(texts.flatMap((t) => [...t.matchAll(/\bE(\d{1,2})\b/g)].map((m) => `E${m[1]}`)));
}
/** The titles of the file's `it.fails` tests (a quoted first argument). */
const failingTitles = (source: string) => [...source.matchAll(/\b(?:it|test)\.fails\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g)].map((m) => m[2]!);

const rows = exampleRows(read(PAGE));

describe(PAGE, () => {
  it('has one row for each of the 83 examples, in order, each with a rule and a known status', () => {
    expect(rows.map((r) => r.id)).toEqual(IDS);
    for (const r of rows) {
      expect(STATUSES, r.id).toContain(r.status);
      expect(r.rule.length, r.id).toBeGreaterThan(0);
    }
  });

  it('names only test files that exist under the directory, and each names the row\'s id in a test title', () => {
    const problems: string[] = [];
    for (const r of rows)
      for (const f of r.tests) {
        if (!f.startsWith(`${DIR}/`) || !f.endsWith('.test.ts') || !existsSync(join(root, f))) problems.push(`${r.id}: ${f} is no test file of ${DIR}`);
        else if (!namedIds(read(f)).has(r.id)) problems.push(`${r.id}: no test title of ${f} names it`);
      }
    expect(problems).toEqual([]);
  });

  it('a tested row names a test file; a row that differs names one with an it.fails titled with the id', () => {
    for (const r of rows.filter((x) => x.status === 'tested')) expect(r.tests.length, r.id).toBeGreaterThan(0);
    for (const r of rows.filter((x) => x.status === 'differs')) {
      const failing = r.tests.flatMap((f) => failingTitles(read(f)));
      expect(failing.some((t) => word(r.id).test(t)), `${r.id}: no it.fails names it`).toBe(true);
    }
  });

  it('a row that is not tested says why in its note', () => {
    for (const r of rows.filter((x) => x.status !== 'tested')) expect(r.note.replace('—', '').trim().length, r.id).toBeGreaterThan(10);
  });

  it('every test title of the directory that names an example id is on that id\'s row', () => {
    const listed = new Map(rows.map((r) => [r.id, new Set(r.tests)]));
    const problems: string[] = [];
    for (const f of filesUnder(root, DIR, '.test.ts')) {
      for (const id of namedIds(read(f))) if (listed.has(id) && !listed.get(id)!.has(f)) problems.push(`${f} names ${id} in a test title; its row does not list the file`);
    }
    expect(problems).toEqual([]);
  });
});
