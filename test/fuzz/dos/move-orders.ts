import type { UnitOptions } from '#kernel/engine/ruleset';
import type { PlannedOrder } from '../fuzz-title';
import type { Rng } from '../rng';
import { mapNeighbours } from './dos-bundle';

type Move = NonNullable<UnitOptions['moves']>[number];

const realMoves = (o: UnitOptions): Move[] => (o.moves ?? []).filter((m) => m.path.length > 0 && m.hex !== o.hex);

/**
 * Random moves (DoS 9.0) from the units' options, hex by hex in a random order of hexes
 * (a stack's units move one after another, 9.6): a random share of the units that may
 * move, each to a random listed destination by its listed path (offered orders), and now
 * and then two or more units of one hex as a stack (9.5, 9.7) to a destination every one
 * of them lists, by the path of the one that moves least far (a composition). Units in
 * `busy` (already given an order) are left alone.
 */
export function randomMoves(options: readonly UnitOptions[], busy: ReadonlySet<string>, rng: Rng): PlannedOrder[] {
  const share = rng.pick([0.2, 0.5, 0.8, 1]);
  const byHex = new Map<string, UnitOptions[]>();
  for (const o of options) if (!busy.has(o.unit) && realMoves(o).length > 0) byHex.set(o.hex, [...(byHex.get(o.hex) ?? []), o]);
  const out: PlannedOrder[] = [];
  for (const group of rng.shuffle([...byHex.values()])) {
    const moved = new Set<string>();
    const stack = group.length >= 2 && rng.chance(0.15) ? rng.subset(group, 0.6) : [];
    if (stack.length >= 2) {
      const common = stack.map((o) => new Map(realMoves(o).map((m) => [m.hex, m]))).reduce((a, b) => new Map([...a].filter(([h]) => b.has(h))));
      if (common.size > 0) {
        const [hex] = rng.pick([...common]);
        const slowest = stack.map((o) => realMoves(o).find((m) => m.hex === hex)!).sort((a, b) => b.cost - a.cost)[0]!;
        for (const o of stack) moved.add(o.unit);
        out.push({ order: { move: { units: stack.map((o) => o.unit), path: [...slowest.path] } }, offered: false });
      }
    }
    for (const o of rng.shuffle(group)) {
      if (moved.has(o.unit) || !rng.chance(share)) continue;
      out.push({ order: { move: { unit: o.unit, path: [...rng.pick(realMoves(o)).path] } }, offered: true });
    }
  }
  return out;
}

/**
 * Random reinforcement entries (DoS 8.1-8.3): a due unit enters through one of its listed
 * entry hexes (offered), sometimes with other due units that list the same hex, or with a
 * step onward to a neighbouring hex (compositions).
 */
export function randomEntries(options: readonly UnitOptions[], rng: Rng): PlannedOrder[] {
  const due = rng.shuffle(options.filter((o) => (o.entries ?? []).length > 0));
  const entered = new Set<string>();
  const out: PlannedOrder[] = [];
  const share = rng.pick([0.3, 0.7, 1]);
  for (const o of due) {
    if (entered.has(o.unit) || !rng.chance(share)) continue;
    const at = rng.pick(o.entries!).hex;
    const friends = rng.chance(0.3) ? due.filter((d) => d !== o && !entered.has(d.unit) && d.entries!.some((e) => e.hex === at)).slice(0, 1 + rng.int(3)) : [];
    const units = [o.unit, ...friends.map((f) => f.unit)];
    for (const u of units) entered.add(u);
    const enter: Record<string, unknown> = { units, at };
    if (rng.chance(0.25)) enter.path = [rng.pick(mapNeighbours(at).length > 0 ? mapNeighbours(at) : [at])];
    out.push({ order: { enter }, offered: units.length === 1 && enter.path === undefined });
  }
  return out;
}
