import { rollD10 } from '#kernel/dice/d10';
import { modifyRoll, readDieRows, type DieModifier } from '#kernel/dice/die-rows';
import type { Dice } from '#kernel/engine/dice';
import type { CommandResult, Tables } from '../data/tables';

/**
 * Soviet Command & Control (KB 13.2, 20.1 optional): one die per unit; a Guards unit adds
 * one; an orange or pink mechanized unit while Popov is Out of Gas takes -3 instead, which
 * also cancels the Guards modifier (digest 5.11: it rolls once, with -3).
 */
export function rollCommandControl(table: Tables['commandControl'], unit: { guards: boolean; popovOutOfGas: boolean }, dice: Dice, label: string): { die: number; modified: number; result: CommandResult } {
  const die = rollD10(dice, label);
  const mods: DieModifier[] = unit.popovOutOfGas ? [{ reason: 'popov-out-of-gas', drm: -3, rule: 'KB 20.1' }] : unit.guards ? [{ reason: 'guards', drm: 1, rule: 'KB 13.2' }] : [];
  const roll = modifyRoll(die, mods);
  return { die, modified: roll.value, result: readDieRows(table.rows, roll.value).result };
}
