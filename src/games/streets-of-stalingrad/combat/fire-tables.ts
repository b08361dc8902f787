import type { Crt, Ebbt, FireResult, Wbbt } from '../data/tables';

/** What a CRT/WBBT code does (CRT legend): units eliminated ("all" for DE) and whether the hex is pinned or spent. */
export interface FireEffect {
  eliminated: number | 'all';
  /** P: spent in a city, industrial or fortified hex, pinned elsewhere; never a leader. */
  pinned: boolean;
}

/** CRT legend: DE all, D1-D3 that many combat units, P pinned/spent, D1P both (16.37), "-" no effect. */
export function fireEffect(code: FireResult): FireEffect {
  if (code === 'DE') return { eliminated: 'all', pinned: false };
  if (code === '-') return { eliminated: 0, pinned: false };
  if (code === 'P') return { eliminated: 0, pinned: true };
  return { eliminated: Number(code[1]), pinned: code.endsWith('P') };
}

type FireTable = Pick<Crt, 'columns' | 'columnFloors'>;

/**
 * The column a total of AF (or DF) points reads, moved `shift` columns right (9.67 Close
 * Assault Bonus: one higher). There is no column beyond the last, so a shift from it stays.
 * A total below the first column fires on no column: RangeError.
 */
export function fireColumn(table: FireTable, total: number, shift = 0): string {
  if (!Number.isInteger(total) || total < table.columnFloors[0]!) throw new RangeError(`a total of ${total} AF reads no column (the lowest is ${table.columns[0]})`);
  let i = 0;
  table.columnFloors.forEach((floor, n) => {
    if (total >= floor) i = n;
  });
  return table.columns[Math.min(table.columns.length - 1, Math.max(0, i + shift))]!;
}

function cell<T>(t: { columns: string[]; mdr: { min: number; max: number }; results: Record<string, T[]> }, column: string, mdr: number): T {
  const cells = t.results[column];
  if (!cells) throw new RangeError(`no column "${column}" (${t.columns.join(', ')})`);
  return cells[Math.min(t.mdr.max, Math.max(t.mdr.min, mdr)) - t.mdr.min]!;
}

/** CRT: MDR below -4 reads -4, above 10 reads 10 (CRT legend). */
export const readCrt = (crt: Crt, column: string, mdr: number): FireResult => cell(crt, column, mdr);

/** WBBT: 8 or higher is a miss (WBBT note); below -1 reads -1 (not in the text, as the CRT clamps). */
export const readWbbt = (wbbt: Wbbt, column: string, mdr: number): FireResult | 'miss' =>
  mdr >= wbbt.missAtOrAbove ? 'miss' : cell(wbbt, column, mdr);

/** EBBT: Soviet IF artillery units pinned until phase 9 and units also eliminated; 10+ reads 10, below 0 reads 0 (not in the text). */
export function readEbbt(ebbt: Ebbt, column: string, mdr: number): { pinned: number; eliminated: number } {
  const [pinned, eliminated] = cell(ebbt, column, mdr);
  return { pinned, eliminated };
}
