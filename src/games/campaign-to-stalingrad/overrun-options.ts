import type { UnitOptions } from '../../kernel/engine/ruleset';
import { unitId } from '../../kernel/ids';
import type { CtsContext } from './data/context';
import type { CtsSide } from './data/schema';
import type { CtsState } from './state/types';
import { overrunChances } from './rules/movement/overrun-chances';
import { movementOverrunProblems } from './rules/movement/movement-overrun';
import { isArmyHq } from './rules/unit-kind';
import { activationIssues } from './windows/legality';
import { applyOrder } from './windows/apply-order';
import { noDice } from '../../kernel/dice/no-dice';

const NO_DICE = noDice('an activation read for the overruns it allows');

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
  for (const [id, listed] of afterActivations(ctx, state, side, movers, overruns)) overruns.set(id, [...(overruns.get(id) ?? []), ...listed]);
  return units.map((o) => {
    const listed = overruns.get(o.unit);
    return listed ? { ...o, overruns: listed } : o;
  });
}

/**
 * CtS 4.7, 16.7: the overruns the side may declare once it has activated Army HQs in the same
 * file (activation comes at any time of the player turn; an activated HQ lets its units reach
 * 10-1, e.g. with Maximum Effort, 11.6), each with the fewest HQs that make it (one, else every
 * one the side may activate now) under `activate`; hexes already listed without are passed over.
 */
function afterActivations(ctx: CtsContext, state: CtsState, side: CtsSide, movers: ReadonlySet<string>, listed: ReadonlyMap<string, NonNullable<UnitOptions['overruns']>>): Map<string, NonNullable<UnitOptions['overruns']>> {
  const out = new Map<string, NonNullable<UnitOptions['overruns']>>();
  const hqs = Object.keys(state.units)
    .sort()
    .filter((id) => {
      const spec = ctx.units.get(id);
      return spec?.side === side && isArmyHq(spec) && state.units[id]!.where === 'map' && !state.units[id]!.activated && activationIssues(ctx, state, side, id, []).length === 0;
    });
  if (hqs.length === 0) return out;
  const activated = (ids: readonly string[]): CtsState => ids.reduce((s, hq, i) => applyOrder(ctx, s, side, { activate: { hq } }, i, NO_DICE, 'check').state, state);
  const all = activated(hqs);
  const already = new Set([...listed.values()].flat().map((o) => o.target));
  for (const c of overrunChances(ctx, all, side, movers)) {
    if (already.has(c.target) || !c.units.every((id) => movers.has(id))) continue;
    const one = hqs.find((hq) => movementOverrunProblems(ctx, activated([hq]), side, c).length === 0);
    const activate = (one ? [one] : hqs).map(unitId);
    for (const id of c.units) out.set(id, [...(out.get(id) ?? []), { target: c.target, units: c.units.map(unitId), maximumEffort: c.maximumEffort, activate }]);
  }
  return out;
}
