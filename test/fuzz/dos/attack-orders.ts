import type { UnitOptions } from '#kernel/engine/ruleset';
import type { PlannedOrder } from '../fuzz-title';
import type { Rng } from '../rng';

/** Enemy hexes and the units whose options list them, in a stable order. */
export function attackersByTarget(options: readonly UnitOptions[]): Map<string, string[]> {
  const byTarget = new Map<string, string[]>();
  for (const o of options) for (const a of o.attacks ?? []) byTarget.set(a.target, [...(byTarget.get(a.target) ?? []), o.unit]);
  return new Map([...byTarget].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * Random prepared assaults (DoS 11.0) from the units' options: some of the enemy hexes
 * listed, each attacked by a random group of the units that list it and are not yet
 * committed, with random loss orders, advances (11.38), ground-support planes (11.25)
 * and the conditional `ifTargetOccupied`. A single unit attacking a listed target with no
 * planes and no list of advancing units is an offered order; groups, planes and advance
 * lists (artillery never advances, 11.38) are compositions check() may refuse.
 */
export function randomAttacks(options: readonly UnitOptions[], rng: Rng): PlannedOrder[] {
  const eagerness = rng.pick([0.25, 0.5, 0.8, 1]);
  const used = new Set<string>();
  const out: PlannedOrder[] = [];
  for (const [target, listed] of rng.shuffle([...attackersByTarget(options)])) {
    if (!rng.chance(eagerness)) continue;
    const free = listed.filter((u) => !used.has(u));
    if (free.length === 0) continue;
    const picked = rng.subset(free, rng.pick([0.4, 0.7, 1]));
    const units = picked.length > 0 ? picked : [rng.pick(free)];
    for (const u of units) used.add(u);
    const attack: Record<string, unknown> = { target, units };
    const advance = rng.int(4);
    if (advance === 1) attack.advance = 'all';
    if (advance === 2) attack.advance = 'none';
    if (advance === 3) attack.advance = rng.subset(units, 0.5);
    if (rng.chance(0.25)) attack.losses = Array.from({ length: 1 + rng.int(3) }, () => rng.pick(units));
    const air = rng.chance(0.12);
    if (air) attack.air = rng.pick([1, 2]);
    if (rng.chance(0.05)) attack.ifTargetOccupied = rng.chance(0.5);
    out.push({ order: { attack }, offered: units.length === 1 && !air && !Array.isArray(attack.advance) });
  }
  return out;
}
