import { join } from 'node:path';
import { describe } from 'vitest';
import { checkStatusPage } from '../../support/rules-coverage/status-page-checks';

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

describe('docs/rules-coverage-kharkov-battles.md', () => {
  checkStatusPage({ root, page: 'docs/rules-coverage-kharkov-battles.md', tag: 'KB', rules: RULES, tests: 'test/games/kharkov-battles/', code: ['src/games/kharkov-battles', 'scenarios/kharkov-battles/compile'], least: { named: 60, code: 50 } });
});
