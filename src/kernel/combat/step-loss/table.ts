import { parseStepLosses, type StepLosses } from './result';

/**
 * A step-loss CRT read with white dice for losses and one black die for the advance
 * (e.g. CtS 10.2-10.4): each column has a loss row and an advance row, both indexed by
 * a die face 1..faces. An advance of 0 means "no advance" (the defender stays).
 */
export interface StepLossTable {
  /** Column headings, lowest odds first (ratio-column.ts reads them). */
  columns: string[];
  /** Column -> one loss code per die face ("A1/D2", "-", ...). */
  losses: Record<string, string[]>;
  /** Column -> hexes of advance per die face (0 = none). */
  advance: Record<string, number[]>;
}

/** What one battle's dice read on the table. */
export interface StepLossReading {
  column: string;
  /** One result per white die, in the order rolled. */
  results: StepLosses[];
  /** The black die's advance (0 = no advance, no retreat). */
  advance: number;
}

/** Reads the cell of every white die and the black die. Throws on a face or column the table lacks. */
export function readStepLossTable(table: StepLossTable, column: string, whites: readonly number[], black: number): StepLossReading {
  const losses = table.losses[column];
  const advance = table.advance[column];
  if (!losses || !advance) throw new RangeError(`the table has no column "${column}"`);
  const results = whites.map((w) => {
    const code = losses[w - 1];
    if (code === undefined || !Number.isInteger(w)) throw new RangeError(`no loss result for white die ${w} on ${column}`);
    return parseStepLosses(code);
  });
  const adv = advance[black - 1];
  if (adv === undefined || !Number.isInteger(black)) throw new RangeError(`no advance result for black die ${black} on ${column}`);
  return { column, results, advance: adv };
}

/** Problems of a table's shape: every column has one loss code and one advance per face. [] = sound. */
export function checkStepLossTable(table: StepLossTable, faces: number): string[] {
  const problems: string[] = [];
  for (const c of table.columns) {
    const l = table.losses[c];
    const a = table.advance[c];
    if (!l || l.length !== faces) problems.push(`column ${c}: ${faces} loss results needed`);
    else
      l.forEach((code, i) => {
        try {
          parseStepLosses(code);
        } catch {
          problems.push(`column ${c}, face ${i + 1}: "${code}" is not a step-loss result`);
        }
      });
    if (!a || a.length !== faces) problems.push(`column ${c}: ${faces} advance results needed`);
    else if (a.some((n) => !Number.isInteger(n) || n < 0)) problems.push(`column ${c}: advances must be whole numbers >= 0`);
  }
  return problems;
}
