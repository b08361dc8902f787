import type { DecisionWindow, UnitOptions } from '#kernel/engine/ruleset';
import type { PlannedOrder } from '../fuzz-title';
import type { Rng } from '../rng';
import { counterOf, towns } from './dos-bundle';

/**
 * Random orders of the kinds no unit option lists, all guesses for check() to judge: a
 * supply marker on a town or city (DoS 7.14; one your units stand in, or any), the German
 * aerial supply marker over one of your hexes (7.6), and the GT6 withdrawal (8.7) of a
 * few German divisions (the default completes the list).
 */
export function randomSupplyOrders(window: DecisionWindow, options: readonly UnitOptions[], rng: Rng): { first: PlannedOrder[]; anywhere: PlannedOrder[] } {
  const first: PlannedOrder[] = [];
  const anywhere: PlannedOrder[] = [];
  const onMap = options.filter((o) => o.entries === undefined);
  const myTowns = [...new Set(onMap.map((o) => o.hex))].filter((h) => towns.includes(h));
  if (window.accepts.includes('withdraw') && rng.chance(0.5)) {
    const eligible = onMap.filter((o) => ['panzer', 'motorized-infantry', 'infantry'].includes(counterOf(o.unit).type) && counterOf(o.unit).nationality === 'german');
    const units = rng.shuffle(eligible).slice(0, 1 + rng.int(4)).map((o) => o.unit);
    if (units.length > 0) first.push({ order: { withdraw: { units } }, offered: false });
  }
  if (window.accepts.includes('network') && rng.chance(0.3)) {
    const hex = myTowns.length > 0 && rng.chance(0.7) ? rng.pick(myTowns) : rng.pick(towns);
    first.push({ order: { network: { add: hex } }, offered: false });
  }
  if (window.accepts.includes('aerial') && onMap.length > 0 && rng.chance(0.15)) {
    anywhere.push({ order: { aerial: { hex: rng.pick(onMap).hex } }, offered: false });
  }
  return { first, anywhere };
}
