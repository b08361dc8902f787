import { ticked } from './ticked';

/** One row of a rules-coverage table: | rule | title | fixtures | other tests | note |. */
export interface SectionRow {
  rule: string;
  fixtures: string[];
  tests: string[];
  note: string;
}

/**
 * The rows of the table between two headings of a rules-coverage page: every line whose
 * first cell is a rule number (`4.4`, `4.4.4`, `6.8a`, `10.0`).
 */
export function sectionRows(doc: string, from: string, to: string): SectionRow[] {
  const start = doc.indexOf(from);
  const end = doc.indexOf(to, start);
  const part = doc.slice(start, end < 0 ? undefined : end);
  return part
    .split('\n')
    .filter((l) => /^\| \d+\.\d+(\.\d+)?[a-z]? \|/.test(l))
    .map((l) => {
      const cells = l.split('|').map((c) => c.trim());
      return { rule: cells[1]!, fixtures: ticked(cells[3]!), tests: ticked(cells[4]!), note: cells[5]! };
    });
}
