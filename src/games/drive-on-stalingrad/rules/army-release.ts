import type { HexId } from '../../../kernel/ids';
import type { DosContext } from '../data/context';
import { scenarioOf } from '../data/context';
import type { UnitDef } from '../data/schema';
import type { DosState } from '../state/types';

/**
 * DoS 3.2 (Operation Blue): German-side armies are released by game turn (GT1 2A and
 * 4PA, GT2 2H and 6A, GT3 1PA, GT4 all; the scenario's `armyRelease`). Before its
 * release a unit may move only inside its army's set-up area and may not attack. All of
 * these restrictions end at once when a Soviet unit moves or attacks across the start
 * line (state.armyRestrictionsLifted). Units of an army the scenario does not list are
 * free. Soviet front-line and reserve-army freezes (3.2, 8.4) are not in this slice.
 */
export function releaseTurn(ctx: DosContext, state: DosState, def: UnitDef): number | null {
  if (state.armyRestrictionsLifted || def.army === undefined) return null;
  const turn = scenarioOf(ctx, state.scenario).data.armyRelease[def.army];
  return turn !== undefined && state.turn < turn ? turn : null;
}

/** The hexes an unreleased unit may move in (its army's area), or null when it may move freely. */
export function armyArea(ctx: DosContext, state: DosState, def: UnitDef): ReadonlySet<HexId> | null {
  if (releaseTurn(ctx, state, def) === null || def.army === undefined) return null;
  const area = scenarioOf(ctx, state.scenario).data.armyAreas[def.army];
  if (!area) return null;
  return new Set(area.map((h) => ctx.map.resolve(h)).filter((h): h is HexId => h !== null));
}

/**
 * DoS 3.2: a Soviet unit moving into, or attacking, a hex west of the start line (one the
 * German controlled at the start) lifts every army restriction. Mutates the draft;
 * returns true when it did so now.
 */
export function liftOnSovietCrossing(ctx: DosContext, draft: DosState, hexes: HexId[]): boolean {
  if (draft.armyRestrictionsLifted) return false;
  const scenario = scenarioOf(ctx, draft.scenario);
  if (!Object.values(scenario.data.armyRelease).some((t) => draft.turn < t)) return false; // every army is free anyway
  const initial = scenario.initialControl;
  if (!hexes.some((h) => initial.get(h) === 'german')) return false;
  draft.armyRestrictionsLifted = true;
  return true;
}
