import type { HexId } from '#kernel/ids';
import { cached } from '#kernel/memo/cached';
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
 * free. Soviet front-line and Reserve Army freezes are in rules/activation/.
 */
export function releaseTurn(ctx: DosContext, state: DosState, def: UnitDef): number | null {
  const army = armyOf(state, def);
  if (state.armyRestrictionsLifted || army === undefined) return null;
  const turn = scenarioOf(ctx, state.scenario).data.armyRelease[army];
  return turn !== undefined && state.turn < turn ? turn : null;
}

/**
 * A unit's army for 3.2: its set-up army, or for a German-side reinforcement the army in
 * whose area it entered (3.2: "considered to belong to the army in which its specific
 * entry hex is located").
 */
export const armyOf = (state: DosState, def: UnitDef): string | undefined => state.arrivals?.armies[def.id] ?? def.army;

/** The army whose set-up area holds `hex` (DoS 12.1), or null; areas are tried in code order. */
export function armyAt(ctx: DosContext, state: DosState, hex: HexId): string | null {
  const areas = scenarioOf(ctx, state.scenario).data.armyAreas;
  for (const army of Object.keys(areas).sort()) {
    if (areas[army]!.some((h) => ctx.map.resolve(h) === hex)) return army;
  }
  return null;
}

/** The hexes an unreleased unit may move in (its army's area), or null when it may move freely. */
export function armyArea(ctx: DosContext, state: DosState, def: UnitDef): ReadonlySet<HexId> | null {
  const army = armyOf(state, def);
  if (releaseTurn(ctx, state, def) === null || army === undefined) return null;
  return areaOf(ctx, state.scenario, army);
}

const areas = new WeakMap<DosContext, Map<string, ReadonlySet<HexId> | null>>();

/** An army's set-up area in a scenario, resolved once per context (the scenario data do not change). */
function areaOf(ctx: DosContext, scenario: string, army: string): ReadonlySet<HexId> | null {
  const perCtx = cached(areas, ctx, () => new Map<string, ReadonlySet<HexId> | null>());
  const key = `${scenario}/${army}`;
  if (perCtx.has(key)) return perCtx.get(key)!;
  const area = Object.hasOwn(scenarioOf(ctx, scenario).data.armyAreas, army) ? scenarioOf(ctx, scenario).data.armyAreas[army] : undefined;
  const set = area ? new Set(area.map((h) => ctx.map.resolve(h)).filter((h): h is HexId => h !== null)) : null;
  perCtx.set(key, set);
  return set;
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
