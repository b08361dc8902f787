import type { UnitOptions } from '#kernel/engine/ruleset';
import type { OptionsInput } from './input';

/** One unit's options, with the Kharkov Battles listings the kernel's shape has no field for. */
export type KbUnitOptions = UnitOptions;

/** Per unit of the side on the map: what it may do in the open window. */
export function kbUnitOptions(o: OptionsInput): KbUnitOptions[] {
  void o;
  return [];
}
