import { rollD10 } from '#kernel/dice/d10';
import { readDieRows } from '#kernel/dice/die-rows';
import type { Dice } from '#kernel/engine/dice';
import type { Tables } from '../data/tables';

/** The Axis Support roll (KB 9.2): one unmodified die, Support Points gained. */
export function rollSupport(table: Tables['support'], dice: Dice, label: string): { die: number; points: number } {
  const die = rollD10(dice, label);
  return { die, points: readDieRows(table.rows, die).result };
}
