import type { Dice } from '#kernel/engine/dice';
import type { HexId } from '#kernel/ids';
import { rollAttrition } from '../../combat/attrition';
import type { Weather } from '../../combat/strength';
import type { Tables } from '../../data/tables';

export interface PocketAttrition {
  hex: HexId;
  die: number;
  modified: number;
  /** Steps the hex's Isolated units lose, applied at once (KB 8.4); its units only OOS lose none. */
  steps: number;
}

/**
 * KB 8.4, 19.22: one Attrition roll per hex the MSDP named (MsdpOutcome.attrition), in that
 * order, each die labelled `${label}/${hex}` so that no roll shifts another.
 */
export function rollPocketAttrition(hexes: readonly HexId[], table: Tables['attrition'], weather: Weather, dice: Dice, label: string): PocketAttrition[] {
  return hexes.map((hex) => ({ hex, ...rollAttrition(table, weather, dice, `${label}/${hex}`) }));
}
