import type { Tables } from '#games/campaign-to-stalingrad/data/schema';

/** CtS 23.12 one reading of the Bombardment Table: the column of the summed Bombing Factors, the die, Disruption and step losses. */
export interface BombardmentReading {
  column: string;
  result: string;
  disrupt: boolean;
  steps: number;
}

/** The highest column whose minimum the Bombing Factors reach; null below the first. */
export function readBombardment(table: Tables['bombardment'], factors: number, die: number): BombardmentReading | null {
  const col = [...table.columns].reverse().find((c) => factors >= c.min);
  if (!col) return null;
  const result = table.results[col.label]?.[die - 1] ?? '-';
  return { column: col.label, result, disrupt: result.startsWith('D'), steps: Number(result.slice(1)) || 0 };
}
