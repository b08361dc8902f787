import { applyShifts, oddsIndex, oddsLabel, rawOdds } from '#kernel/combat/odds';
import { rollD10 } from '#kernel/dice/d10';
import type { Dice } from '#kernel/engine/dice';
import type { Crt } from '../data/tables';
import type { Shift } from './modifier';
import { parsePreparedResult, type PreparedResult } from './result';

/**
 * Reading the Prepared Assault CRT (KB 12.0, 5.21, 12.64): the attacker's total against
 * the defender's, rounded in the defender's favour to a ratio column (29:5 is 5-1, 3:6 is
 * 1-2); every shift, all cumulative, on the same terrain line; then 12-1 or more after all
 * shifts is D(3)r4 and 1-6 or less A(3)r2, with no die rolled; otherwise the attacker
 * rolls one die (0-9) and reads the cell.
 */
export interface CrtReading {
  /** The raw odds column, e.g. "5-1". */
  odds: string;
  /** The column after every shift, e.g. "7-1"; past the printed columns too ("13-1"). */
  final: string;
  shift: number;
  shifts: Shift[];
  line: string;
  /** 12.64: the result came without a roll. */
  automatic: boolean;
  /** The die (0-9); null when automatic. */
  die: number | null;
  result: PreparedResult;
}

/** "5:1" -> "5-1": the CRT's way of writing a column. */
export const column = (index: number): string => oddsLabel(index).replace(':', '-');

/** The raw odds column of two totals (12.0: in the defender's favour). */
export function oddsColumn(attack: number, defense: number): { index: number; column: string } {
  const { index } = rawOdds(attack, defense);
  return { index, column: column(index) };
}

export function readCrt(crt: Crt, c: { attack: number; defense: number; line: string; shifts: readonly Shift[] }, dice: Dice, label: string): CrtReading {
  const cells = crt.lines[c.line];
  if (!cells) throw new RangeError(`the CRT has no terrain line "${c.line}"`);
  const raw = oddsColumn(c.attack, c.defense);
  const index = applyShifts(raw.index, c.shifts.map((s) => s.shift));
  const base = { odds: raw.column, final: column(index), shift: index - raw.index, shifts: [...c.shifts], line: c.line };
  if (index <= oddsIndex(crt.automatic.attacker.atOrBelow)!) return { ...base, automatic: true, die: null, result: parsePreparedResult(crt.automatic.attacker.result) };
  if (index >= oddsIndex(crt.automatic.defender.atOrAbove)!) return { ...base, automatic: true, die: null, result: parsePreparedResult(crt.automatic.defender.result) };
  const col = cells[base.final];
  if (!col) throw new RangeError(`the CRT line "${c.line}" has no column ${base.final}`);
  const die = rollD10(dice, label);
  return { ...base, automatic: false, die, result: parsePreparedResult(col[die]!) };
}
