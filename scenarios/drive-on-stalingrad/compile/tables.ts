import { parse } from 'yaml';
import { z } from 'zod';
import { CrtResult, Provenance, Tables } from '../../../src/games/drive-on-stalingrad/data/schema';

/** tables.yaml: the CRT written as the printed chart reads (a row per die face), and the TEC. */
const TablesSource = z.object({
  crt: z.object({
    provenance: Provenance,
    note: z.string(),
    columns: z.array(z.string()).min(1),
    /** rows[die] = one result per column, left to right. */
    rows: z.record(z.string(), z.array(CrtResult)),
    columnNotes: z.record(z.string(), z.string()),
    aboveTop: CrtResult,
    belowBottom: CrtResult,
  }),
  terrain: Tables.shape.terrain,
});

/** tables.yaml text -> DataBundle.tables (the CRT turned to a column per odds). */
export function compileTables(text: string): Tables {
  const src = TablesSource.parse(parse(text));
  const dice = ['1', '2', '3', '4', '5', '6'];
  const results: Record<string, CrtResult[]> = {};
  src.crt.columns.forEach((col, i) => {
    results[col] = dice.map((d) => {
      const r = src.crt.rows[d]?.[i];
      if (!r) throw new Error(`CRT: no result for die ${d} in column ${col}`);
      return r;
    });
  });
  for (const d of Object.keys(src.crt.rows)) {
    if (!dice.includes(d)) throw new Error(`CRT: die row ${d} is not 1..6`);
    if (src.crt.rows[d]!.length !== src.crt.columns.length) throw new Error(`CRT: die row ${d} needs ${src.crt.columns.length} results`);
  }
  const { rows: _rows, ...crt } = src.crt;
  return Tables.parse({ crt: { ...crt, results }, terrain: src.terrain });
}
