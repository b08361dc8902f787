import type { MonthDay, SosTables } from '../data/tables';
import type { SosSide } from '../sequence/phases';

/**
 * SoS 14.71, 14.72: the Ammunition Status Table's number for `side` on `date` (the row in force:
 * the last whose date is not after it), or null before the side's shortages begin (German 20
 * September, Soviet 1 October).
 */
export function ammunitionMultiplier(tables: Pick<SosTables, 'ammunitionStatus'>, side: SosSide, date: MonthDay): number | null {
  let out: number | null = null;
  for (const row of tables.ammunitionStatus[side]) if (row.from <= date) out = row.multiplier;
  return out;
}
