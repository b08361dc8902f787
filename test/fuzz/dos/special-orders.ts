import type { UnitOptions } from '#kernel/engine/ruleset';
import type { PlannedOrder } from '../fuzz-title';
import type { Rng } from '../rng';
import { counterOf, mapNeighbours } from './dos-bundle';

const isGermanPanzer = (id: string): boolean => {
  const c = counterOf(id);
  return c.type === 'panzer' && (c.nationality === 'german' || c.nationality === 'slovak');
};

/**
 * Random German mobile assaults (DoS 9.23-9.31) from the options of a movement window,
 * whose `attacks` list the hexes a unit may assault from where it stands: alone if it is a
 * panzer division, else together with the panzer divisions of its hex (the force the
 * options describe). With `listed` false the targets are the window's prepared-assault
 * targets (an opening window that declared movement first) and every assault is a guess.
 * Onward hexes after a success (9.30) and loss orders make compositions.
 */
export function randomAssaults(options: readonly UnitOptions[], listed: boolean, rng: Rng): PlannedOrder[] {
  const out: PlannedOrder[] = [];
  const committed = new Set<string>();
  const rate = rng.pick([0, 0.2, 0.5]);
  for (const o of rng.shuffle(options)) {
    if (committed.has(o.unit) || (o.attacks ?? []).length === 0 || !rng.chance(rate)) continue;
    const panzers = options.filter((p) => p.hex === o.hex && p.unit !== o.unit && isGermanPanzer(p.unit)).map((p) => p.unit);
    const units = isGermanPanzer(o.unit) ? [o.unit] : [o.unit, ...panzers];
    if (units.some((u) => committed.has(u))) continue;
    for (const u of units) committed.add(u);
    const target = rng.pick(o.attacks!).target;
    const assault: Record<string, unknown> = { units, target };
    if (rng.chance(0.3)) assault.onSuccess = [rng.pick(mapNeighbours(target))];
    if (rng.chance(0.2)) assault.losses = [rng.pick(units)];
    out.push({ order: { assault }, offered: listed && assault.onSuccess === undefined && assault.losses === undefined });
  }
  return out;
}

const SAIL = /may sail to ([0-9A-Za-z, ]+):/;

/** Random Soviet Black Sea moves (DoS 9.18) to the ports a unit's option notes list (offered). */
export function randomSeaMoves(options: readonly UnitOptions[], rng: Rng): PlannedOrder[] {
  const out: PlannedOrder[] = [];
  for (const o of options) {
    const ports = (o.notes ?? []).map((n) => SAIL.exec(n)?.[1]).find((m) => m !== undefined);
    if (!ports || !rng.chance(0.4)) continue;
    out.push({ order: { sea: { unit: o.unit, to: rng.pick(ports.split(',').map((p) => p.trim())) } }, offered: true });
  }
  return out;
}
