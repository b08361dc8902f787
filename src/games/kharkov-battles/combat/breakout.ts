import { rollD10 } from '#kernel/dice/d10';
import { readDieRows } from '#kernel/dice/die-rows';
import type { Dice } from '#kernel/engine/dice';
import type { BreakoutResult, Tables } from '../data/tables';

/** A Breakout Attempt (KB 12.73): one unmodified die on the Breakout Table. */
export function rollBreakout(table: Tables['breakout'], dice: Dice, label: string): { die: number; result: BreakoutResult } {
  const die = rollD10(dice, label);
  return { die, result: readDieRows(table.rows, die).result };
}
