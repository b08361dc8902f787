import type { UnitOptions } from '../../kernel/engine/ruleset';
import { unitId } from '../../kernel/ids';
import type { CtsContext } from './data/context';
import type { CtsSide } from './data/schema';
import type { CtsState } from './state/types';
import { overrunChances } from './rules/movement/overrun-chances';

/**
 * CtS 4.7: the Movement Phase overruns the side may declare now (overrunChances: every own
 * combat unit next to the enemy hex, together, at the least Maximum Effort that reaches
 * 10-1), those whose units may all move this window, keyed by each unit of the force.
 */
export function overrunOptions(ctx: CtsContext, state: CtsState, side: CtsSide, movers: ReadonlySet<string>): Map<string, NonNullable<UnitOptions['overruns']>> {
  const out = new Map<string, NonNullable<UnitOptions['overruns']>>();
  for (const c of overrunChances(ctx, state, side, movers)) {
    if (!c.units.every((id) => movers.has(id))) continue;
    for (const id of c.units) out.set(id, [...(out.get(id) ?? []), { target: c.target, units: c.units.map(unitId), maximumEffort: c.maximumEffort }]);
  }
  return out;
}

/**
 * The options() listing with each unit's `overruns` added (CtS 4.7), for the units the listing
 * lets move this window (those with `moves`): the service asks it for players (the API and the
 * game page's composer); options() itself leaves it out, as it is read for every move check.
 */
export function withOverruns(ctx: CtsContext, state: CtsState, side: CtsSide, units: UnitOptions[]): UnitOptions[] {
  const movers = new Set<string>(units.filter((o) => o.moves !== undefined).map((o) => o.unit));
  if (movers.size === 0) return units;
  const overruns = overrunOptions(ctx, state, side, movers);
  return units.map((o) => {
    const listed = overruns.get(o.unit);
    return listed ? { ...o, overruns: listed } : o;
  });
}
