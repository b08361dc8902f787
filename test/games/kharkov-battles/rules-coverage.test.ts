import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testTitles } from '../../support/rules-coverage/test-titles';
import { ticked } from '../../support/rules-coverage/ticked';

/**
 * docs/rules-coverage-kharkov-battles.md gives every numbered rule of the Kharkov Battles
 * rulebook its status, the code files that implement it and the test files that show it.
 * This keeps it true: every rule of the text has its row, in order; every file it names
 * exists; a code file named under a rule cites it (`KB 12.6`) and a test file names it in a
 * test title or a `KB` comment; an implemented rule names code and a test, a partial one a
 * file and what is missing; and no rule marked "not yet" is cited by the title's code, so
 * its row is filled in when the part that implements it lands.
 */
const root = join(__dirname, '../../..');
const doc = readFileSync(join(root, 'docs/rules-coverage-kharkov-battles.md'), 'utf8');

/** `head` and its numbered cases `head`1 ... `head`n (`cases('7.2', 6)`: 7.2, 7.21 ... 7.26). */
const cases = (head: string, n: number) => [head, ...Array.from({ length: n }, (_, i) => `${head}${i + 1}`)];

/** Every numbered rule of the rulebook text, in its order: 1.0 to 21.0 and the Fall Blau extras 27.0 to 27.8. */
const RULES = [
  ...['1.0', '1.1', '1.2'],
  ...['2.0', '2.1', '2.2', '2.3', '2.4', ...cases('2.5', 2), '2.6', ...cases('2.7', 2), '2.8', '2.9'],
  '3.0',
  ...['4.0', '4.1'],
  ...['5.0', ...cases('5.1', 2), ...cases('5.2', 2), ...cases('5.3', 2), ...cases('5.4', 4)],
  ...['6.0', ...cases('6.1', 4), ...cases('6.2', 4)],
  ...['7.0', ...cases('7.1', 5), ...cases('7.2', 6), ...cases('7.3', 2), ...cases('7.4', 2)],
  ...['8.0', ...cases('8.1', 2), '8.2', ...cases('8.3', 4), '8.4'],
  ...['9.0', '9.1', ...cases('9.2', 2), ...cases('9.3', 5), ...cases('9.4', 2)],
  ...['10.0', '10.1', ...cases('10.2', 2), ...cases('10.3', 3), ...cases('10.4', 3), ...cases('10.5', 6)],
  ...['11.0', '11.1', ...cases('11.2', 8), ...cases('11.3', 4)],
  ...['12.0', '12.1', ...cases('12.2', 4), ...cases('12.3', 6), ...cases('12.4', 5), ...cases('12.5', 1), ...cases('12.6', 5), ...cases('12.7', 4), ...cases('12.8', 5)],
  ...['13.0', ...cases('13.1', 3), ...cases('13.2', 2)],
  ...['14.0', '14.1', '14.2'],
  ...['15.0', ...cases('15.1', 5), ...cases('15.2', 3), ...cases('15.3', 2)],
  ...['16.0', '16.1', ...cases('16.2', 2), ...cases('16.3', 6)],
  ...['17.0', ...cases('17.1', 2)],
  ...['18.0', ...cases('18.1', 7), ...cases('18.2', 2)],
  ...['19.0', ...cases('19.1', 5), ...cases('19.2', 4)],
  ...['20.0', '20.1', '20.2', '20.3'],
  '21.0',
  ...Array.from({ length: 9 }, (_, i) => `27.${i}`),
];

const STATUSES = ['implemented', 'partial', 'not yet', 'descriptive', 'not applicable'] as const;

interface Row {
  rule: string;
  status: string;
  code: string[];
  tests: string[];
  note: string;
}

/** The rows of the page's table: | rule | title | status | code | tests | note |. */
function rows(): Row[] {
  return doc
    .slice(doc.indexOf('## Rules'))
    .split('\n')
    .filter((l) => /^\| \d+\.\d+ \|/.test(l))
    .map((l) => {
      const cells = l.split(/(?<!\\)\|/).map((c) => c.trim());
      return { rule: cells[1]!, status: cells[3]!, code: ticked(cells[4]!), tests: ticked(cells[5]!), note: cells[6]! };
    });
}

/**
 * The rules a text cites: every rule number on a line that names the rulebook (`KB 12.6`,
 * `rule: 'KB 9.41'`), and every rule of a range there (`KB 12.41-12.45`). Hex labels
 * (`KB3617`) are not citations.
 */
const cited = (text: string) => numbersIn(text.split('\n').filter((l) => /\bKB\s+\d/.test(l)));

/** The rule numbers in some lines, ranges spelled out. */
function numbersIn(texts: readonly string[]): Set<string> {
  const lines = texts.join('\n');
  const out = new Set([...lines.matchAll(/(?<![\d.])(\d{1,2}\.\d{1,2})(?!\d)/g)].map((m) => m[1]!));
  for (const m of lines.matchAll(/(?<![\d.])(\d{1,2}\.\d{1,2})\s*[-–]\s*(\d{1,2}\.\d{1,2})(?!\d)/g)) {
    const [from, to] = [RULES.indexOf(m[1]!), RULES.indexOf(m[2]!)];
    if (from >= 0 && to > from) for (const r of RULES.slice(from, to + 1)) out.add(r);
  }
  return out;
}

/** The rules a test file names: in its test titles, or in a `KB` comment. */
const named = (source: string) => new Set([...numbersIn(testTitles(source)), ...cited(source)]);

const read = (f: string) => readFileSync(join(root, f), 'utf8');

function sources(dir: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir)).flatMap((e) => {
    const rel = `${dir}/${e}`;
    return statSync(join(root, rel)).isDirectory() ? sources(rel) : rel.endsWith('.ts') ? [rel] : [];
  });
}

describe('docs/rules-coverage-kharkov-battles.md', () => {
  const table = rows();

  it('has one row for every numbered rule of the text, in order', () => {
    expect(table.map((r) => r.rule)).toEqual(RULES);
  });

  it('gives every rule a status of the list, and every rule that is not implemented a note', () => {
    expect(table.filter((r) => !(STATUSES as readonly string[]).includes(r.status)).map((r) => `${r.rule}: ${r.status}`)).toEqual([]);
    expect(table.filter((r) => r.status !== 'implemented' && r.note === '').map((r) => r.rule)).toEqual([]);
  });

  it('names only files that exist', () => {
    const files = [...new Set(table.flatMap((r) => [...r.code, ...r.tests]))];
    expect(files.length).toBeGreaterThan(60);
    expect(files.filter((f) => !existsSync(join(root, f)))).toEqual([]);
  });

  it('names under a rule only code that cites it', () => {
    const wrong = table.flatMap((r) => r.code.filter((f) => !existsSync(join(root, f)) || !cited(read(f)).has(r.rule)).map((f) => `${r.rule}: ${f}`));
    expect(wrong).toEqual([]);
  });

  it('names under a rule only test files of the title that name it', () => {
    const wrong = table.flatMap((r) =>
      r.tests.filter((f) => !f.startsWith('test/games/kharkov-battles/') || !f.endsWith('.test.ts') || !existsSync(join(root, f)) || !named(read(f)).has(r.rule)).map((f) => `${r.rule}: ${f}`),
    );
    expect(wrong).toEqual([]);
  });

  it('gives an implemented rule its code and a test, a partial one at least one file', () => {
    expect(table.filter((r) => r.status === 'implemented' && (r.code.length === 0 || r.tests.length === 0)).map((r) => r.rule)).toEqual([]);
    expect(table.filter((r) => r.status === 'partial' && r.code.length + r.tests.length === 0).map((r) => r.rule)).toEqual([]);
  });

  it('marks "not yet" no rule that the code of the title cites', () => {
    const code = [...sources('src/games/kharkov-battles'), ...sources('scenarios/kharkov-battles/compile')];
    expect(code.length).toBeGreaterThan(50);
    const citing = code.map((f) => [f, cited(read(f))] as const);
    const wrong = table.filter((r) => r.status === 'not yet').flatMap((r) => citing.filter(([, c]) => c.has(r.rule)).map(([f]) => `${r.rule}: ${f}`));
    expect(wrong).toEqual([]);
  });
});
