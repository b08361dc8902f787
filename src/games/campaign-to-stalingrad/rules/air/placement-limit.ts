import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { AirTables, CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { cached } from '#kernel/memo/cached';
import { isArmyHq } from '../unit-kind';

/**
 * CtS 23.15: how many air units a side may use in one player turn: all when it activates
 * three or more Army HQs, 7 for two, 4 for one, 1 for none; plus six for each Supply
 * Point spent (E39).
 */
export function placementLimit(t: AirTables['limits'], activations: number, supplyPoints: number): number {
  if (activations >= t.allFrom) return Infinity;
  return (t.byActivations[activations] ?? t.byActivations.at(-1)!) + t.perSupplyPoint * supplyPoints;
}

/** Each side's Army HQ counters, once per title context. */
const armyHqsOf = new WeakMap<CtsContext, ReadonlyMap<CtsSide, readonly string[]>>();

/** The side's Army HQs on their activated side now (16.7). */
export function activatedArmyHqs(ctx: CtsContext, state: CtsState, side: CtsSide): number {
  const hqs = cached(armyHqsOf, ctx, () => {
    const bySide = new Map<CtsSide, string[]>([
      ['axis', []],
      ['soviet', []],
    ]);
    for (const [id, spec] of ctx.units) if (isArmyHq(spec)) bySide.get(spec.side)?.push(id);
    return bySide;
  }).get(side)!;
  let activated = 0;
  for (const id of hqs) if (state.units[id]?.activated) activated++;
  return activated;
}

/**
 * The activations 23.15 counts for `side` now: the phasing player's Army HQs activated so
 * far this player turn; for the non-phasing player those of his own player turn earlier
 * this Game Turn (none yet for the Soviet during the Axis player turn: digest A30).
 */
export function activationsFor(ctx: CtsContext, state: CtsState, side: CtsSide): number {
  if (side === state.phasing) return activatedArmyHqs(ctx, state, side);
  return side === 'axis' ? (state.air?.activations?.axis ?? 0) : 0;
}

/** How many more air units the side may place this player turn (23.15). */
export function placementsLeft(ctx: CtsContext, state: CtsState, side: CtsSide): number {
  if (!ctx.airTables) return 0;
  const limit = placementLimit(ctx.airTables.limits, activationsFor(ctx, state, side), state.air?.spent?.[side] ?? 0);
  return limit - (state.air?.used?.[side] ?? 0);
}
