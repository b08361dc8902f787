import type { ResultTable } from './combat-key';

/**
 * A title's charts as players read them beside the map (Ruleset.charts): the combat results
 * table with its result codes, the terrain effects. Plain tables of words; the game page
 * shows them (docs/game-page.md).
 */
export interface Chart {
  /** "Combat Results Table". */
  name: string;
  /** The rules it belongs to, e.g. "CtS 10.2-10.4". */
  rule: string;
  /** Where the values come from and what they leave out (e.g. reconstructed cells). */
  note?: string;
  head: string[];
  rows: string[][];
}

/** A combat results table as a chart: a row per row label (die face), a column per odds column. */
export function tableChart(t: ResultTable, note?: string): Chart {
  return { name: t.name, rule: t.rule, ...(note ? { note } : {}), head: ['', ...t.columns], rows: t.rows.map((r, i) => [r, ...t.columns.map((c) => t.cells[c]?.[i] ?? '')]) };
}
