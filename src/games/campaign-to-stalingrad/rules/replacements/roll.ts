import type { Tables } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';

/**
 * CtS 21.1, 21.6: one die read on every column of the side's Replacement Table; a type
 * with none left in the Pool gives none. Returns the types received, in column order.
 */
export function replacementsFor(tables: Tables, side: CtsSide, roll: number, pool: Readonly<Record<string, number>>): string[] {
  const t = tables.replacements[side];
  const row = t.rows[String(roll)];
  if (!row) throw new RangeError(`the ${side} Replacement Table has no row ${roll}`);
  const out: string[] = [];
  t.columns.forEach((type, i) => {
    const n = Math.min(row[i] ?? 0, pool[type] ?? 0);
    for (let k = 0; k < n; k++) out.push(type);
  });
  return out;
}
