import { rollD10 } from '#kernel/dice/d10';
import { modifyRoll, readDieRows } from '#kernel/dice/die-rows';
import type { Dice } from '#kernel/engine/dice';
import type { Tables } from '../data/tables';
import type { Weather } from './strength';

/** Pocket Attrition (KB 8.4, 19.22): one die per stack; Freeze adds one, and the highest roll is still 9. Returns the steps lost. */
export function rollAttrition(table: Tables['attrition'], weather: Weather, dice: Dice, label: string): { die: number; modified: number; steps: number } {
  const die = rollD10(dice, label);
  const roll = modifyRoll(die, weather === 'freeze' ? [{ reason: 'freeze', drm: 1, rule: 'KB 19.22' }] : [], { max: 9 });
  return { die, modified: roll.value, steps: readDieRows(table.rows, roll.value).result };
}
