import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { citedRules, citesRule, sectionOf } from '../../support/rules-coverage/cited-rules';
import { filesUnder } from '../../support/rules-coverage/files-under';
import { sectionRows } from '../../support/rules-coverage/section-rows';
import { ticked } from '../../support/rules-coverage/ticked';
import { titleNames } from '../../support/rules-coverage/test-titles';
import { campaignToStalingrad } from '#games/campaign-to-stalingrad';

/**
 * docs/rules-coverage-campaign-to-stalingrad.md says where each rule of Section I (rules 1
 * to 23) and of the Fall Blau scenario (35) is tested. This keeps it true: every section
 * has its row, every fixture and test file it names exists, a fixture listed under a rule
 * cites that rule, every section that is not descriptive names at least one fixture or
 * test or is in the page's "Not yet covered" list, and every worked example it lists is
 * named by a test title of a file listed for it. The list stays short: a section in it
 * that a fixture cites, or an example in it that a test title names, fails here until its
 * row is filled in.
 */
const root = join(__dirname, '../../..');
const fixtures = join(__dirname, 'fixtures');
const doc = readFileSync(join(root, 'docs/rules-coverage-campaign-to-stalingrad.md'), 'utf8');

/**
 * The numbered sections of rules 1 to 23 in the rulebook text, down to its third level; a
 * rule's opening text (N.0) where it states rules of its own. The text numbers two rules
 * 2.4 and two 6.8: a and b, as in the digest.
 */
const SECTION_I = [
  ...['1.1', '1.2', '1.3'],
  ...['2.1', '2.2', '2.2.1', '2.2.2', '2.2.3', '2.2.4', '2.2.5', '2.3', '2.4a', '2.4b'],
  '3.1',
  ...['4.1', '4.2', '4.3', '4.4', '4.4.1', '4.4.2', '4.4.3', '4.4.4', '4.4.5', '4.4.6', '4.4.7', '4.5', '4.6', '4.7'],
  ...['5.0', '5.1', '5.2'],
  ...['6.1', '6.2', '6.2.1', '6.3', '6.4', '6.5', '6.6', '6.7', '6.8a', '6.8b', '6.9'],
  '7.0',
  ...['8.0', '8.1', '8.2'],
  ...['9.1', '9.2', '9.3'],
  ...['10.0', '10.1', '10.2', '10.3', '10.4', '10.5', '10.6'],
  ...Array.from({ length: 8 }, (_, i) => `11.${i + 1}`),
  ...Array.from({ length: 5 }, (_, i) => `12.${i + 1}`),
  '13.0',
  ...['14.0', '14.1', '14.2', '14.3', '14.4'],
  ...Array.from({ length: 7 }, (_, i) => `15.${i + 1}`),
  ...['16.0', ...Array.from({ length: 11 }, (_, i) => `16.${i + 1}`)],
  ...['17.0', '17.1', '17.2', '17.3'],
  ...['18.1', '18.2'],
  ...['19.0', '19.1', '19.2', '19.3', '19.4'],
  ...['20.1', '20.2', '20.3', '20.4'],
  ...['21.0', ...Array.from({ length: 8 }, (_, i) => `21.${i + 1}`)],
  ...['22.1', '22.2', '22.3'],
  ...Array.from({ length: 9 }, (_, i) => `23.${i + 1}`),
  ...['23.9.1', '23.9.2', '23.10', '23.10.1'],
  ...Array.from({ length: 7 }, (_, i) => `23.${i + 11}`),
];
/** The rules of Section II built: 24.0 Major City Battles and 25.0 Weather (Fall Blau game options, `majorCityBattles: on` and `weather: rolled`), 26.0 Rivers in Winter, 27.0 Isolated Pockets, 28.1-28.2 Artillery Divisions' characteristics and mobility, 29.0 Combat Engineers and 30.0-30.1 German Infantry Regiments (games that play Section II). */
const SECTION_II = [...Array.from({ length: 8 }, (_, i) => `24.${i}`), '25.0', '26.0', ...Array.from({ length: 8 }, (_, i) => `27.${i}`), '28.1', '28.2', '29.0', '30.0', '30.1'];
/** The rules of Section III built: 31.0 The Rasputitsa, 32.0 Soviet Guard Conversions, 33.0 Off Map Boxes and 34.0 The Caucasus (games that play Section III). */
const SECTION_III = ['31.0', '31.1', '31.2', '32.0', '32.1', '32.2', '33.0', '33.1', '33.1.1', '33.2', '33.3', ...Array.from({ length: 10 }, (_, i) => `34.${i}`)];
const FALL_BLAU = Array.from({ length: 9 }, (_, i) => `35.${i}`);
const OPERATION_URANUS = Array.from({ length: 9 }, (_, i) => `36.${i}`);
const CAMPAIGN_GAME = Array.from({ length: 7 }, (_, i) => `37.${i}`);
const SECTIONS = new Set([...SECTION_I, ...SECTION_II, ...SECTION_III, ...FALL_BLAU, ...OPERATION_URANUS, ...CAMPAIGN_GAME]);

/** The worked examples of the digest (§8) that Section I, the Section II rules built or Fall Blau touch (E25 with the Major City Battle rules). */
const EXAMPLES = [...Array.from({ length: 25 }, (_, i) => `E${i + 1}`), 'E26', 'E27', 'E28', 'E29', 'E30', 'E31', ...Array.from({ length: 7 }, (_, i) => `E${i + 34}`)];

/** 11.3 states again the rule of 9.3(1): a fixture citing 9.3 counts for it. */
const SAME_RULE: Record<string, string> = { '11.3': '9.3' };

const fixtureText = (name: string) => readFileSync(join(fixtures, `${name}.yaml`), 'utf8');
const listedRightly = (name: string, rule: string) =>
  [rule, SAME_RULE[rule]].some((r) => r !== undefined && citesRule(fixtureText(name), r, 'CtS', SECTIONS));

/** The "Not yet covered" list at the top of the page: its `Sections:` and `Examples:` lines. */
function notYet(label: 'Sections' | 'Examples'): string[] {
  const part = doc.slice(doc.indexOf('## Not yet covered'), doc.indexOf('## Section I'));
  const line = part.split('\n').find((l) => l.startsWith(`* ${label}:`)) ?? '';
  return line
    .slice(line.indexOf(':') + 1)
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '' && s !== '(none)');
}

/** Every test file of the title, and the kernel's that test a CtS rule. */
const testFiles = (dir: string) => filesUnder(root, dir, '.test.ts');

describe('docs/rules-coverage-campaign-to-stalingrad.md', () => {
  const rows = sectionRows(doc, '## Section I', '## Worked examples');
  const notYetSections = notYet('Sections');
  const notYetExamples = notYet('Examples');

  it('has one row for every section of Section I, of the Section II and III rules played, of Fall Blau, of Operation Uranus and of the Campaign Game', () => {
    expect(rows.map((r) => r.rule)).toEqual([...SECTION_I, ...SECTION_II, ...SECTION_III, ...FALL_BLAU, ...OPERATION_URANUS, ...CAMPAIGN_GAME]);
  });

  it('names only fixtures that exist, each under a rule it cites', () => {
    const wrong = rows.flatMap((r) => r.fixtures.filter((f) => !existsSync(join(fixtures, `${f}.yaml`)) || !listedRightly(f, r.rule)).map((f) => `${r.rule}: ${f}`));
    expect(wrong).toEqual([]);
  });

  it('names only test files that exist', () => {
    const files = [...new Set(ticked(doc).filter((t) => t.startsWith('test/') && t.endsWith('.ts')))];
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((f) => !existsSync(join(root, f)))).toEqual([]);
  });

  it('gives every section that is not descriptive a fixture or a test, or lists it as not yet covered', () => {
    const bare = rows.filter((r) => !r.note.startsWith('descriptive') && r.fixtures.length + r.tests.length === 0);
    expect(bare.filter((r) => !(r.note.startsWith('not yet') && notYetSections.includes(r.rule))).map((r) => r.rule)).toEqual([]);
    expect(notYetSections).toEqual(bare.map((r) => r.rule));
  });

  it('lists as not yet covered no section that a fixture cites', () => {
    const names = readdirSync(fixtures).filter((f) => f.endsWith('.yaml')).map((f) => f.replace(/\.yaml$/, ''));
    const cited = names.flatMap((n) =>
      citedRules(fixtureText(n), 'CtS')
        .map((c) => sectionOf(c, SECTIONS))
        .flatMap((s) => [s, ...Object.keys(SAME_RULE).filter((k) => SAME_RULE[k] === s)])
        .filter((s) => notYetSections.includes(s))
        .map((s) => `${s}: ${n}`),
    );
    expect([...new Set(cited)]).toEqual([]);
  });

  it('points each worked example to a test file whose test titles name it', () => {
    const part = doc.slice(doc.indexOf('## Worked examples'));
    const exRows = part.split('\n').filter((l) => /^\| E\d+ /.test(l));
    expect(exRows.map((l) => l.match(/^\| (E\d+) /)![1])).toEqual(EXAMPLES);
    const missing = exRows.flatMap((l) => {
      const id = l.match(/^\| (E\d+) /)![1]!;
      const files = ticked(l).filter((t) => t.endsWith('.ts'));
      if (files.length === 0) return l.includes('| not yet |') && notYetExamples.includes(id) ? [] : [id];
      return files.some((f) => titleNames(readFileSync(join(root, f), 'utf8'), id)) ? [] : [id];
    });
    expect(missing).toEqual([]);
    expect(notYetExamples).toEqual(exRows.filter((l) => l.includes('| not yet |')).map((l) => l.match(/^\| (E\d+) /)![1]));
  });

  it('lists as not yet covered no example that a test title names', () => {
    const sources = [...testFiles('test/games/campaign-to-stalingrad'), ...testFiles('test/kernel')].map((f) => [f, readFileSync(join(root, f), 'utf8')] as const);
    const cts = sources.filter(([f, s]) => f.includes('campaign-to-stalingrad') || s.includes('CtS'));
    expect(notYetExamples.flatMap((id) => cts.filter(([, s]) => titleNames(s, id)).map(([f]) => `${id}: ${f}`))).toEqual([]);
  });
});

/**
 * The page's Section Five table (the optional rules 38.0-45.0): a row for each rule; a rule
 * the title plays names a test file that cites it and that rule's game option; one it does
 * not play says "not yet" and the title offers no option for it.
 */
describe('docs/rules-coverage-campaign-to-stalingrad.md, Section Five', () => {
  const rows = sectionRows(doc, '## Section Five', '\n## ');
  const offered = new Map((campaignToStalingrad.scenarios[0]?.options ?? []).map((o) => [o.rule, o.name]));

  it('has one row for each optional rule, 38.0 to 45.0', () => {
    expect(rows.map((r) => r.rule)).toEqual(Array.from({ length: 8 }, (_, i) => `${38 + i}.0`));
  });

  it('names for each rule played a test file that cites it, and the option that switches it on', () => {
    const wrong = rows
      .filter((r) => !r.note.startsWith('not yet'))
      .filter((r) => r.tests.length === 0 || !r.tests.every((f) => existsSync(join(root, f)) && readFileSync(join(root, f), 'utf8').includes(`CtS ${r.rule}`)) || !r.note.includes(`\`${offered.get(`CtS ${r.rule}`)}\``));
    expect(wrong.map((r) => r.rule)).toEqual([]);
  });

  it('says "not yet" of exactly the rules the title offers no option for', () => {
    expect(rows.filter((r) => r.note.startsWith('not yet')).map((r) => r.rule)).toEqual(rows.filter((r) => !offered.has(`CtS ${r.rule}`)).map((r) => r.rule));
  });
});

