import type { UnitOptions } from '../../kernel/engine/ruleset';
import { hexId, unitId, type HexId } from '../../kernel/ids';
import type { CtsContext } from './data/context';
import type { CtsSide } from './data/schema';
import type { CtsState } from './state/types';
import { movementOverrunOdds, movementOverrunProblems, movementOverruns } from './rules/movement/movement-overrun';
import { enemyOf, occupancy } from './rules/occupancy';
import { isArmyHq, isNonCombat } from './rules/unit-kind';

/**
 * CtS 4.7: the Movement Phase overruns the side may declare now, each with the force that
 * makes it: every own unit next to the enemy hex that may attack (10.1.9, 13.0) and is not
 * committed to another overrun, listed when together they reach 10-1 without Maximum Effort
 * (movementOverrunProblems finds nothing). Keyed by each unit of the force.
 */
export function overrunOptions(ctx: CtsContext, state: CtsState, side: CtsSide, movers: ReadonlySet<string>): Map<string, NonNullable<UnitOptions['overruns']>> {
  const out = new Map<string, NonNullable<UnitOptions['overruns']>>();
  const occ = occupancy(ctx, state);
  const pending = movementOverruns(state, side);
  const committed = new Set(pending.flatMap((p) => p.units));
  const able = (id: string): boolean => {
    const spec = ctx.units.get(id)!;
    const u = state.units[id]!;
    return movers.has(id) && !committed.has(id) && !u.disrupted && !isNonCombat(spec) && (isArmyHq(spec) || !spec.type.endsWith('-hq'));
  };
  const targets = new Set<HexId>();
  for (const id of movers) {
    const h = state.units[id]?.hex;
    if (!h || !able(id)) continue;
    for (const n of ctx.map.neighbours(h)) if (occ.at(n, enemyOf(side)).some((p) => !isNonCombat(p.spec))) targets.add(n);
  }
  for (const target of [...targets].sort()) {
    if (pending.some((p) => p.hex === target)) continue;
    const units = ctx.map
      .neighbours(target)
      .flatMap((h) => occ.at(h, side).map((p) => p.spec.id))
      .filter(able)
      .sort();
    if (units.length === 0) continue;
    const order = { target, units, maximumEffort: 0 as const };
    if (movementOverrunProblems(ctx, state, side, order).length > 0) continue;
    const { column } = movementOverrunOdds(ctx, state, order);
    for (const id of units) out.set(id, [...(out.get(id) ?? []), { target: hexId(target), units: units.map(unitId), odds: column }]);
  }
  return out;
}
