import type { UnitId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { scenarioOf } from '#games/drive-on-stalingrad/data/context';
import type { ScenarioData } from '#games/drive-on-stalingrad/data/schema';
import { SOVIET, type DosSide } from '#games/drive-on-stalingrad/state/sides';
import { sideOf, unitDef } from '#games/drive-on-stalingrad/state/units';
import type { DosState } from '#games/drive-on-stalingrad/state/types';

/**
 * How a reinforcement comes in: `regular` by an `enter` order in its owner's movement
 * phase (DoS 8.1-8.3); `taman` by itself the instant Taman joins the German network
 * (8.2); `south` a rifle division drawn for the south map (8.5).
 */
export type ArrivalKind = 'regular' | 'taman' | 'south';

type Scheduled = ScenarioData['reinforcements'][number];

/** The scenario's schedule line for a unit, if any. */
export function scheduleOf(ctx: DosContext, state: DosState, id: string): Scheduled | undefined {
  return scenarioOf(ctx, state.scenario).data.reinforcements.find((r) => r.unit === id);
}

/** The unit's kind of arrival, or null for a unit that never arrives (set-up units). */
export function arrivalKind(ctx: DosContext, state: DosState, id: string): ArrivalKind | null {
  if (state.arrivals.southDrawn.includes(id)) return 'south';
  const r = scheduleOf(ctx, state, id);
  if (!r) return null;
  return isTamanEntry(ctx, r) ? 'taman' : 'regular';
}

/** DoS 8.2: a schedule line whose entry hex is Taman (map feature `taman`) arrives with Taman, not by order. */
export const isTamanEntry = (ctx: DosContext, r: Scheduled): boolean =>
  (r.entry ?? []).some((h) => {
    const hex = ctx.map.resolve(h);
    return hex !== null && ctx.map.hasFeature(hex, 'taman');
  });

/**
 * The first game turn a reinforcement may enter (DoS 8.1: delay allowed, never early):
 * its scheduled turn, one earlier for Soviet north-map units once the German side has
 * crossed the Don (8.6, digest E26); a drawn south-map unit at once (8.5). Null for the
 * Taman pair, which no order brings in (8.2).
 */
export function dueTurn(ctx: DosContext, state: DosState, id: string): number | null {
  const kind = arrivalKind(ctx, state, id);
  if (kind === 'south') return 1;
  if (kind !== 'regular') return null;
  const r = scheduleOf(ctx, state, id)!;
  const forward = sideOf(unitDef(ctx, id)) === SOVIET && state.arrivals.donCrossed !== null ? 1 : 0;
  return Math.max(1, r.turn - forward);
}

/** A side's reinforcements that may enter by order now (pending, due), sorted. */
export function availableReinforcements(ctx: DosContext, state: DosState, side: DosSide): UnitId[] {
  return Object.keys(state.units)
    .filter((id) => {
      if (state.units[id]!.status !== 'pending' || sideOf(unitDef(ctx, id)) !== side) return false;
      const due = dueTurn(ctx, state, id);
      return due !== null && due <= state.turn;
    })
    .sort() as UnitId[];
}

/** A side's reinforcements not yet due (for its own view only, DoS 11.7), with their turn. */
export function upcomingReinforcements(ctx: DosContext, state: DosState, side: DosSide): { unit: UnitId; turn: number | null }[] {
  return Object.keys(state.units)
    .filter((id) => state.units[id]!.status === 'pending' && sideOf(unitDef(ctx, id)) === side)
    .sort()
    .map((id) => ({ unit: id as UnitId, turn: dueTurn(ctx, state, id) }));
}
