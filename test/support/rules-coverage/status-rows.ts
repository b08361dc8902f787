import { ticked } from './ticked';

/** One row of a rules-coverage page that gives each rule a status: | rule | title | status | code | tests | note |. */
export interface StatusRow {
  rule: string;
  status: string;
  code: string[];
  tests: string[];
  note: string;
}

/** The statuses a rule may have on such a page. */
export const STATUSES = ['implemented', 'partial', 'not yet', 'descriptive', 'not applicable'] as const;

/**
 * The rows of the page's table after the heading `from`: every line whose first cell is a
 * rule number (`7.2`, `9.883`) or a named appendix (`Appendix A`). A `|` escaped as `\|`
 * inside a cell does not split it.
 */
export function statusRows(doc: string, from: string): StatusRow[] {
  return doc
    .slice(doc.indexOf(from))
    .split('\n')
    .filter((l) => /^\| (\d+\.\d+|Appendix [A-Z]) \|/.test(l))
    .map((l) => {
      const cells = l.split(/(?<!\\)\|/).map((c) => c.trim());
      return { rule: cells[1]!, status: cells[3]!, code: ticked(cells[4]!), tests: ticked(cells[5]!), note: cells[6]! };
    });
}
