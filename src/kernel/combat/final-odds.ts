import { lookupColumn, type ColumnLookup } from './column';
import { applyShifts, oddsLabel, rawOdds, type Odds } from './odds';

export interface FinalOdds {
  raw: Odds;
  /** Net shift applied (right positive). */
  shift: number;
  /** Ladder index after every shift, never clamped (DoS 11.11, 11.29). */
  index: number;
  /** Label of that index, e.g. "18:1" even when the table stops at "6:1". */
  label: string;
  lookup: ColumnLookup;
}

/** Raw odds, then every shift, then the table column: the order DoS 11.8-11.11 and 11.29 give. */
export function finalOdds(attack: number, defense: number, shifts: number[], columns: string[]): FinalOdds {
  const raw = rawOdds(attack, defense);
  const index = applyShifts(raw.index, shifts);
  return { raw, shift: index - raw.index, index, label: oddsLabel(index), lookup: lookupColumn(index, columns) };
}
