import { inRasputitsa } from '../weather/rasputitsa';
import type { PathProblem, PathStep } from '#kernel/movement/path';
import { walkPath } from '#kernel/movement/path';
import { reachable } from '#kernel/movement/reachable';
import { hexId, type HexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { railPathProblems, REPLACEMENT_RAIL_LOAD } from '../movement/rail';
import { stepCost } from '../movement/step-cost';
import { enemyOf, occupancy } from '../occupancy';
import { bondsOf } from '../zones-of-control';
import { weatherAllowance } from '../weather/effects';

/** A replacement counter's move as ordered: which counter (its type and hex) and the hexes it enters. */
export interface ReplacementMove {
  type: string;
  from: string;
  path: string[];
  /** 15.3: by rail, counting half a division against the capacity. */
  rail?: true;
}

/** 21.2-21.3: a replacement counter's allowance (reconstructed data, tables.yaml); 5 or more moves as motorized (4.3). */
export function replacementAllowance(ctx: CtsContext, type: string): number {
  const m = ctx.tables.replacements.movement;
  return m?.allowance[type] ?? m?.default ?? 4;
}

/**
 * CtS 21.2-21.3: a replacement counter on the map moves normally, once a Movement Phase:
 * the terrain, road, river and combat-zone costs of a unit (4.0-4.6), never into enemy
 * units or across enemy bonds (6.4); or by rail (15.1-15.4, half a division of the
 * capacity, 15.3). Returns the counter's index in replacementsOnMap,
 * the steps and every problem.
 */
export function checkReplacementMove(ctx: CtsContext, state: CtsState, side: CtsSide, order: ReplacementMove): { index: number; steps: PathStep[]; problems: PathProblem[] } {
  const index = state.replacementsOnMap.findIndex((r) => r.side === side && r.type === order.type && r.hex === order.from && !r.moved);
  if (index < 0) return { index, steps: [], problems: [{ index: 0, code: 'no-replacement', message: `no ${order.type} replacement of the ${side} side that has not moved stands at ${order.from}`, rule: 'CtS 21.2' }] };
  const start = hexId(order.from);
  if (order.rail) return { index, steps: [], problems: railPathProblems(ctx, state, side, start, order.path.map(hexId), REPLACEMENT_RAIL_LOAD) }; // CtS 15.3
  const { allowance, cost } = replacementStep(ctx, state, side, order.type, start);
  const walked = walkPath(ctx.map, start, order.path.map(hexId), cost, allowance, { minimumMove: true });
  return { index, ...walked };
}

/** 21.2-21.3: what a replacement counter of `type` at `start` may spend, and what each hex costs it (a unit's costs, 4.0-4.6, 6.4). */
function replacementStep(ctx: CtsContext, state: CtsState, side: CtsSide, type: string, start: HexId): { allowance: number; cost: ReturnType<typeof stepCost> } {
  const printed = replacementAllowance(ctx, type);
  const allowance = weatherAllowance(state, printed); // 25.0: a counter that moves "normally" (21.2) is halved in Rain and Snow Storm too
  const occ = occupancy(ctx, state);
  const cost = stepCost(ctx, occ, bondsOf(ctx, state, enemyOf(side), occ), { side, motorized: printed >= 5, nationality: side === 'axis' ? 'german' : 'soviet', allowance, start, mud: inRasputitsa(state) }, new Set(state.intersectingAtStart));
  return { allowance, cost };
}

/** 21.2-21.3: the hexes a replacement counter may move to on foot this phase, each with its cheapest path (as checkReplacementMove walks it). */
export function replacementReach(ctx: CtsContext, state: CtsState, side: CtsSide, type: string, from: HexId): { hex: HexId; cost: number; path: HexId[] }[] {
  const { allowance, cost } = replacementStep(ctx, state, side, type, from);
  return reachable(ctx.map, from, allowance, cost, { minimumMove: true, ...(cost.at ? { stepAt: cost.at } : {}) });
}

/** Carries out a replacement move that checkReplacementMove allows: the counter ends on the last hex, moved for this phase. */
export function moveReplacement(state: CtsState, index: number, end: HexId): CtsState {
  const placed = state.replacementsOnMap.map((r, i) => (i === index ? { ...r, hex: end, moved: true } : r));
  return { ...state, replacementsOnMap: placed };
}
