import { oddsIndex } from './odds';

/** Where final odds fall on a table: a printed column, or beyond one of its ends. */
export type ColumnLookup = { column: string } | { beyond: 'above' | 'below' };

/**
 * Finds the column for a final ladder index among a table's headings, e.g.
 * ["1:3", "1:2", "1:1", "2:1", "3:1", "4:1", "5:1", "6:1"]. Above the highest heading
 * -> { beyond: 'above' }, below the lowest -> { beyond: 'below' } (DoS 11.10: the title
 * decides what that means, e.g. automatic DE / AL1). Headings may come in any order;
 * odds between two headings of a table with gaps use the lower one (odds round in
 * the defender's favour, DoS 11.8). A heading off the n:1 / 1:n ladder throws.
 */
export function lookupColumn(index: number, columns: string[]): ColumnLookup {
  const ladder = columns.map((column) => {
    const i = oddsIndex(column);
    if (i === null) throw new RangeError(`column heading "${column}" is not an n:1 or 1:n odds ratio`);
    return { column, i };
  });
  if (ladder.length === 0) throw new RangeError('a table needs at least one column');
  ladder.sort((a, b) => a.i - b.i);
  const lowest = ladder[0]!;
  const highest = ladder[ladder.length - 1]!;
  if (index > highest.i) return { beyond: 'above' };
  if (index < lowest.i) return { beyond: 'below' };
  let pick = lowest;
  for (const c of ladder) if (c.i <= index) pick = c;
  return { column: pick.column };
}
