/*
 * What each of a side's units may do in the open movement or combat window, and the
 * ready-to-edit turn file of that window (Ruleset.options, Ruleset.template).
 */
export type { OptionsInput } from './input';
export { kbUnitOptions, type KbUnitOptions } from './unit-options';
export { kbTemplate } from './template';
