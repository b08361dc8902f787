import type { TemplateInfo } from '#kernel/engine/ruleset';
import type { OptionsInput } from './input';
import { kbUnitOptions } from './unit-options';

/** Ready-to-edit material for the open window's turn file. */
export function kbTemplate(o: OptionsInput): TemplateInfo {
  return { notes: [`${o.window.id}: ${o.window.name}`], units: kbUnitOptions(o), exampleOrders: [] };
}
