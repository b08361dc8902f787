import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { citesRule } from '../../support/rules-coverage/cited-rules';
import { sectionRows } from '../../support/rules-coverage/section-rows';
import { ticked } from '../../support/rules-coverage/ticked';
import { titleNames } from '../../support/rules-coverage/test-titles';

/**
 * docs/rules-coverage-drive-on-stalingrad.md says where each rule of the rulebook is
 * tested. This keeps it true: every rulebook section has its row, every fixture and test
 * file it names exists, a fixture listed under a rule cites that rule, every section that
 * is not descriptive names at least one fixture or test, and every worked example (X1-X21)
 * and derived test (D1-D14) is named by a test of the files listed for it.
 */
const root = join(__dirname, '../../..');
const fixtures = join(__dirname, 'fixtures');
const doc = readFileSync(join(root, 'docs/rules-coverage-drive-on-stalingrad.md'), 'utf8');

/** The numbered sections of the rulebook text (11.26 is missing from it), and the reconstructed 10.0. */
const SECTIONS = [
  ...['1.1', '1.2', '1.3', '1.4', '1.5'],
  ...['2.1', '2.2', '2.3', '2.4', '2.5', '2.7', '2.8', '2.9', '2.10', '2.11', '2.12', '2.13', '2.14', '2.15'],
  ...['3.1', '3.2', '3.4'],
  ...['4.1', '4.2', '4.3', '4.4', '4.5', '4.6'],
  ...['5.1', '5.2', '5.4', '5.5', '5.6'],
  ...['6.1', '6.2', '6.3', '6.4'],
  ...Array.from({ length: 18 }, (_, i) => `7.${i + 1}`),
  ...['8.1', '8.2', '8.3', '8.4', '8.5', '8.6', '8.7', '8.11'],
  ...Array.from({ length: 32 }, (_, i) => `9.${i + 1}`),
  '10.0',
  ...Array.from({ length: 39 }, (_, i) => `11.${i + 1}`).filter((s) => s !== '11.26'),
  '12.1',
];

/** A fixture is listed under the rule its file name starts with, or under one it cites. */
const listedRightly = (name: string, rule: string) =>
  name.startsWith(`${rule}-`) || citesRule(readFileSync(join(fixtures, `${name}.yaml`), 'utf8'), rule, 'DoS');

describe('docs/rules-coverage-drive-on-stalingrad.md', () => {
  const rows = sectionRows(doc, '## Rulebook sections', '## Worked examples');

  it('has one row for every section of the rulebook', () => {
    expect(rows.map((r) => r.rule)).toEqual(SECTIONS);
  });

  it('names only fixtures that exist, each under a rule it cites', () => {
    const wrong = rows.flatMap((r) => r.fixtures.filter((f) => !existsSync(join(fixtures, `${f}.yaml`)) || !listedRightly(f, r.rule)).map((f) => `${r.rule}: ${f}`));
    expect(wrong).toEqual([]);
  });

  it('names only test files that exist', () => {
    const files = [...new Set(ticked(doc).filter((t) => t.startsWith('test/') && t.endsWith('.ts')))];
    expect(files.length).toBeGreaterThan(30);
    expect(files.filter((f) => !existsSync(join(root, f)))).toEqual([]);
  });

  it('gives every section that is not descriptive at least one fixture or test', () => {
    expect(rows.filter((r) => !r.note.startsWith('descriptive') && r.fixtures.length + r.tests.length === 0).map((r) => r.rule)).toEqual([]);
  });

  it('points each worked example and derived test to a test that names it', () => {
    const part = doc.slice(doc.indexOf('## Worked examples'), doc.indexOf('## Operation Uranus'));
    const ids = [...Array.from({ length: 21 }, (_, i) => `X${i + 1}`), ...Array.from({ length: 14 }, (_, i) => `D${i + 1}`)];
    const missing = ids.filter((id) => {
      const n = Number(id.slice(1));
      const row = part.split('\n').find((l) => {
        const head = l.split('|')[1] ?? '';
        return [...head.matchAll(/([XD])(\d+)(?:-[XD]?(\d+))?/g)].some((m) => m[1] === id[0] && (m[3] ? n >= Number(m[2]) && n <= Number(m[3]) : n === Number(m[2])));
      });
      if (!row) return true;
      return !ticked(row).filter((t) => t.endsWith('.ts')).some((f) => titleNames(readFileSync(join(root, f), 'utf8'), id));
    });
    expect(missing).toEqual([]);
  });

  it('lists every Operation Uranus rule U-1 to U-15 with a test', () => {
    const part = doc.slice(doc.indexOf('## Operation Uranus'));
    const uRows = part.split('\n').filter((l) => /^\| U-\d+ \|/.test(l));
    expect(uRows.map((l) => l.split('|')[1]!.trim())).toEqual(Array.from({ length: 15 }, (_, i) => `U-${i + 1}`));
    for (const l of uRows) expect(ticked(l).filter((t) => t.endsWith('.ts')).length, l).toBeGreaterThan(0);
  });
});
