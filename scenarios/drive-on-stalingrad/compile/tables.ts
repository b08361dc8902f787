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
  weather: Tables.shape.weather,
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
  return Tables.parse({ crt: { ...crt, results }, terrain: src.terrain, ...(src.weather ? { weather: checkWeather(src.weather) } : {}) });
}

/** Every state the weather table names must be defined, and every month's row must exist (DoS 10.0, reconstructed). */
function checkWeather(w: NonNullable<Tables['weather']>): NonNullable<Tables['weather']> {
  const named = [...Object.values(w.initial), ...Object.values(w.table).flat()];
  for (const n of named) if (!Object.hasOwn(w.states, n)) throw new Error(`weather: state "${n}" is not defined under states`);
  for (let m = 1; m <= 12; m++) if (!w.table[String(m)]) throw new Error(`weather: no table row for month ${m}`);
  return w;
}
