import { checkDieRows, readDieRows, type DieRow } from '../../src/kernel/dice/die-rows';

/**
 * A die table's gap, for a title's compile step: the first roll from `lo` to `hi` that no
 * row reads, as one problem at `path` in the source file; none when every roll reads a row,
 * or when the rows are malformed (checkDieRows tells those).
 */
export function unreadRolls(path: string, rows: DieRow<unknown>[], lo: number, hi: number): string[] {
  if (checkDieRows(rows).length > 0) return [];
  for (let r = lo; r <= hi; r++) {
    try {
      readDieRows(rows, r);
    } catch {
      return [`${path}: no row reads a roll of ${r} (rolls ${lo} to ${hi} must all read a row)`];
    }
  }
  return [];
}
