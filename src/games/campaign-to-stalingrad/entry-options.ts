import type { UnitOptions } from '#kernel/engine/ruleset';
import type { HexId } from '#kernel/ids';
import type { CtsContext } from './data/context';
import type { CtsSide } from './data/schema';
import type { CtsState } from './state/types';
import { unitOptions } from './options';
import { enemyOf, occupancy } from './rules/occupancy';
import { bondsOf } from './rules/zones-of-control';
import { connectingRailHexes } from './rules/supply/connecting-rail';
import { entryProblem, entryRuleFor } from './rules/reinforcements/entry';
import { enterAt } from './rules/reinforcements/enter';
import { isArmyHq, isHq } from './rules/unit-kind';

/**
 * CtS 19.1: for players (the API, the game page), each reinforcement that came on as this
 * Movement Phase began and may still move is listed, besides options()'s `enterAt` edge hexes,
 * (a) for an Army HQ, the hexes off the edge it may enter at instead (19.1 [Change]: a friendly
 * controlled hex with a Connecting Rail Hex or another friendly HQ), and (b) under
 * `enterMoves`, its moves once an `enter` order has placed it at each edge hex, for the move
 * that follows the enter in the same file. Reads the state only.
 */
export function withEntryChoices(ctx: CtsContext, state: CtsState, side: CtsSide, units: UnitOptions[]): UnitOptions[] {
  const arrived = new Set((state.arrivedThisPhase ?? []).filter((id) => !state.movedThisPhase.includes(id)));
  if (arrived.size === 0 || state.phase !== 'movement') return units;
  let offEdge: HexId[] | undefined;
  return units.map((o) => {
    if (!arrived.has(o.unit) || o.moves === undefined) return o;
    const edge = o.enterAt ?? [];
    const enterMoves = edge.map((hex) => ({ hex, moves: (unitOptions(ctx, enterAt(state, o.unit, hex), side, o.unit, true)[0]?.moves ?? []).filter((m) => m.hex !== hex) }));
    const spec = ctx.units.get(o.unit)!;
    let hqHexes: HexId[] = [];
    if (isArmyHq(spec)) {
      offEdge ??= hqEntryCandidates(ctx, state, side);
      const occ = occupancy(ctx, state);
      const seen = { occ, enemyBonds: bondsOf(ctx, state, enemyOf(side), occ) };
      const rule = entryRuleFor(ctx, state, o.unit);
      hqHexes = offEdge.filter((h) => h !== o.hex && !edge.includes(h) && entryProblem(ctx, state, o.unit, h, rule, seen) === null);
    }
    const all = [...edge, ...hqHexes];
    return { ...o, ...(all.length > 0 ? { enterAt: all } : {}), ...(enterMoves.length > 0 ? { enterMoves } : {}) };
  });
}

/** 19.1 [Change]: the hexes an Army HQ may come on at off the edge: friendly Connecting Rail Hexes and hexes with another friendly HQ. */
function hqEntryCandidates(ctx: CtsContext, state: CtsState, side: CtsSide): HexId[] {
  const occ = occupancy(ctx, state);
  const rail = connectingRailHexes(ctx, state, occ, side, bondsOf(ctx, state, enemyOf(side), occ));
  const hqs = Object.values(state.units).filter((u) => u.where === 'map' && u.hex !== null && ctx.units.get(u.id)?.side === side && isHq(ctx.units.get(u.id)!)).map((u) => u.hex!);
  return [...new Set([...rail, ...hqs])].filter((h) => state.control[h] === side).sort();
}
