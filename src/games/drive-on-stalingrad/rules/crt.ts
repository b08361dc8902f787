import type { Dice } from '#kernel/engine/dice';
import { finalOdds, type FinalOdds } from '#kernel/combat/final-odds';
import type { CrtResult, Tables } from '../data/schema';

export interface CrtOutcome {
  odds: FinalOdds;
  /** The die, absent when the odds fall beyond the table (DoS 11.10). */
  die?: { label: string; value: number };
  /** The table cell read, e.g. "3:1/4"; or "above 6:1" / "below 1:3". */
  cell: string;
  result: CrtResult;
}

/**
 * Final odds and the result (DoS 11.8-11.11, 11.29): every shift first, never clamped
 * at the table's edge; beyond the right end an automatic DE, beyond the left end an
 * automatic AL1, both without a die (11.10, from the data's aboveTop / belowBottom).
 */
export function readCrt(crt: Tables['crt'], attack: number, defense: number, shifts: number[], dice: Dice, label: string): CrtOutcome {
  // No counter prints a 0 defense; should one appear, it counts as 1 so the odds exist (cf. 11.12).
  const odds = finalOdds(Math.max(1, attack), Math.max(1, defense), shifts, crt.columns);
  if ('beyond' in odds.lookup) {
    const edge = odds.lookup.beyond === 'above' ? crt.columns.at(-1) : crt.columns[0];
    return {
      odds,
      cell: `${odds.lookup.beyond} ${edge ?? ''}`.trim(),
      result: odds.lookup.beyond === 'above' ? crt.aboveTop : crt.belowBottom,
    };
  }
  const column = odds.lookup.column;
  const row = crt.results[column];
  if (!row) throw new Error(`drive-on-stalingrad CRT: no results for column ${column}`);
  const value = dice.roll(label, 6);
  return { odds, die: { label, value }, cell: `${column}/${value}`, result: row[value - 1]! };
}

/**
 * DoS 11.22: against defenders in a city with regular overland or aerial supply, AS and
 * DR become AL1 (`supplied`: supply/battle-supply.ts cityDefendersSupplied; coastal
 * supply does not count, digest E15).
 */
export function cityConversion(result: CrtResult, inCity: boolean, supplied: boolean): { result: CrtResult; converted: boolean } {
  return inCity && supplied && (result === 'AS' || result === 'DR') ? { result: 'AL1', converted: true } : { result, converted: false };
}
