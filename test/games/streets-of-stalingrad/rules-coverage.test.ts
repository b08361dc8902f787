import { join } from 'node:path';
import { describe } from 'vitest';
import { checkStatusPage } from '../../support/rules-coverage/status-page-checks';

/**
 * docs/rules-coverage-streets-of-stalingrad.md gives every numbered rule of the Streets of
 * Stalingrad rulebook its status, the code files that implement it and the test files that
 * show it. This keeps it true: every rule of the text has its row, in order; every file it
 * names exists; a code file named under a rule cites it (`SoS 8.04`, `rule: 'SoS 9.71'`, a
 * range `SoS 8.41-8.47`) and a test file names it in a test title or a `SoS` comment; an
 * implemented rule names code and a test, a partial one a file; and no rule marked "not
 * yet" is cited by the title's code, so its row is filled in when the part that implements
 * it lands.
 */
const root = join(__dirname, '../../..');

/** `head` followed by its numbered cases `head`1 ... `head`n (`cases('8.4', 7)`: 8.4, 8.41 ... 8.47). */
const cases = (head: string, n: number) => [head, ...Array.from({ length: n }, (_, i) => `${head}${i + 1}`)];

/**
 * Every numbered rule of the rulebook text, in its order, and its two appendices (lettered,
 * not numbered). A section's tenth case takes the next number (8.70 is the last of 8.6, 9.40
 * of 9.3, 9.60 of 9.5), and 9.0's tenth and eleventh sections are 9.10 and 9.11, so the text
 * prints 9.11 twice: the first case of 9.1, then the heading of 9.111-9.115. The mine dog
 * rules of 16.2 are printed 16.11 to 16.16, as the sniper rules before them; the index cites
 * them as 16.22 to 16.24 (16.23: "Mine dog attack results"), and so does this list
 * (16.21-16.26). 9.97 was deleted in version 2.0.
 */
const RULES = [
  '1.0',
  ...['2.0', ...cases('2.1', 7), ...cases('2.2', 5), ...cases('2.3', 6), ...cases('2.4', 2)],
  '3.0', ...Array.from({ length: 8 }, (_, i) => `3.${i + 1}`),
  '4.0', ...Array.from({ length: 4 }, (_, i) => `4.${i + 1}`),
  '5.0', ...Array.from({ length: 8 }, (_, i) => `5.${i + 1}`),
  '6.0', ...Array.from({ length: 8 }, (_, i) => `6.${i + 1}`),
  '7.0', ...Array.from({ length: 6 }, (_, i) => `7.${i + 1}`),
  ...cases('8.0', 9), ...cases('8.1', 4), ...cases('8.2', 4), ...cases('8.3', 5), ...cases('8.4', 7), ...cases('8.5', 7), ...cases('8.6', 9), '8.70', ...cases('8.7', 5),
  ...cases('9.0', 3), ...cases('9.1', 9), ...cases('9.2', 5), ...cases('9.3', 9), '9.40', ...cases('9.4', 8),
  ...cases('9.5', 9), '9.60', '9.601', '9.602', ...cases('9.6', 7), ...cases('9.7', 3), ...cases('9.8', 8), ...['9.881', '9.882', '9.883', '9.884'],
  ...cases('9.9', 6), ...cases('9.10', 4), ...cases('9.11', 5),
  '10.0', ...Array.from({ length: 9 }, (_, i) => `10.${i + 1}`),
  '11.0', ...Array.from({ length: 11 }, (_, i) => `11.${i + 1}`),
  '12.0', ...Array.from({ length: 9 }, (_, i) => `12.${i + 1}`),
  '13.0', ...Array.from({ length: 8 }, (_, i) => `13.${i + 1}`),
  ...cases('14.0', 7), ...cases('14.1', 3), ...cases('14.2', 9), ...cases('14.3', 9), ...cases('14.4', 9), ...cases('14.5', 4), '14.6', ...cases('14.7', 5), ...cases('14.8', 5), ...cases('14.9', 9),
  '15.0', ...cases('15.1', 7), ...cases('15.2', 2), ...cases('15.3', 3), ...cases('15.4', 6), ...cases('15.5', 3),
  '16.0', ...cases('16.1', 7), ...cases('16.2', 6), ...cases('16.3', 7), ...cases('16.4', 9), ...cases('16.5', 7), ...cases('16.6', 5), ...cases('16.7', 3), ...cases('16.8', 6),
  '17.0', ...cases('17.1', 9), ...cases('17.2', 8), ...cases('17.3', 8),
  '18.0', ...cases('18.1', 8), ...cases('18.2', 2), ...cases('18.3', 4), ...cases('18.4', 7), ...cases('18.5', 4),
  '19.0', ...Array.from({ length: 6 }, (_, i) => `19.${i + 1}`),
  '20.0', ...Array.from({ length: 7 }, (_, i) => `20.${i + 1}`),
  '21.0', '21.1', '21.2', '21.3', ...cases('21.4', 6), ...cases('21.5', 4),
  'Appendix A', 'Appendix B',
];

describe('docs/rules-coverage-streets-of-stalingrad.md', () => {
  checkStatusPage({ root, page: 'docs/rules-coverage-streets-of-stalingrad.md', tag: 'SoS', rules: RULES, tests: 'test/games/streets-of-stalingrad/', code: ['src/games/streets-of-stalingrad', 'src/kernel/los', 'scenarios/streets-of-stalingrad/compile'], least: { named: 30, code: 40 } });
});
