import type { HexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide, Scenario } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { friendlyEdge } from '../friendly-edge';
import type { BondMap } from '#kernel/zoc/bond-map';
import { enemyOf, occupancy, type Occupancy } from '../occupancy';
import { checkStacking } from '../stacking';
import { connectingRailHexes } from '../supply/connecting-rail';
import { isArmyHq, isHq } from '../unit-kind';
import { bondsOf } from '../zones-of-control';

/** Where a reinforcement may come on: a map edge (19.2 west for the Axis, 19.3 north for the Soviet), east of a hex column (35.6). */
export interface EntryRule {
  edge: 'north' | 'west' | 'east' | 'south';
  eastOf?: string;
}

/** 19.2-19.3: the edge a side's reinforcements and Returns (20.4) use when the scenario names none. */
export const defaultEntryRule = (side: CtsSide): EntryRule => ({ edge: side === 'axis' ? 'west' : 'north' });

/** Whether a hex lies on that edge of the map. */
function onEdge(ctx: CtsContext, h: HexId, edge: EntryRule['edge']): boolean {
  const g = ctx.map.data.grid;
  const row = Number(h.slice(0, 2));
  const col = Number(h.slice(2));
  if (edge === 'north') return row === g.firstRange[0];
  if (edge === 'south') return row === g.firstRange[1];
  if (edge === 'west') return col === g.secondRange[1];
  return col === g.secondRange[0];
}

/**
 * The entry rule of a scenario's Turn Record Track entry: its edge, and east of a column where
 * the text says so (35.6); an `eastOf` the reconstruction added is read only by the games of
 * the engines that read it (readings.ts `reconstructedEastOfRead`; 19.3 gives the whole edge).
 */
export function entryRuleOf(ctx: CtsContext, r: Scenario['reinforcements'][number]): EntryRule {
  const eastOf = r.eastOf !== undefined && (!r.eastOfReconstructed || ctx.readings.reconstructedEastOfRead) ? r.eastOf : undefined;
  return { edge: r.edge, ...(eastOf ? { eastOf } : {}) };
}

/** The reinforcement rule that brings a unit in: its scenario entry, else the side's default edge (Returns, 20.4). */
export function entryRuleFor(ctx: CtsContext, state: CtsState, unit: string): EntryRule {
  const spec = ctx.units.get(unit)!;
  const r = ctx.scenarios.get(state.scenario)?.reinforcements.find((x) => x.units.includes(unit));
  return r ? entryRuleOf(ctx, r) : defaultEntryRule(spec.side);
}

/**
 * CtS 19.1-19.3, 35.6: why a reinforcement may not come on at a hex, or null when it may:
 * a friendly map edge hex of its edge (east of the column 35.6 names), or for an Army HQ
 * any friendly controlled hex with a Connecting Rail Hex or another friendly HQ (19.1
 * [Change]); never onto enemy units or into an enemy Hex Bond (it may not fight its way
 * on; an enemy ZOC is allowed); and room to stack (5.0).
 */
export function entryProblem(ctx: CtsContext, state: CtsState, unit: string, hex: HexId, rule: EntryRule, seen?: { occ: Occupancy; enemyBonds: BondMap }): string | null {
  const spec = ctx.units.get(unit)!;
  const side = spec.side;
  const occ = seen?.occ ?? occupancy(ctx, state);
  const enemyBonds = seen?.enemyBonds ?? bondsOf(ctx, state, enemyOf(side), occ);
  if (!ctx.map.has(hex)) return `${hex} is not a hex of the map`;
  const eastOk = rule.eastOf === undefined || Number(hex.slice(2)) < Number(rule.eastOf.slice(2));
  const edgeOk = friendlyEdge(ctx, state, side).has(hex) && onEdge(ctx, hex, rule.edge) && eastOk;
  const hqOk = (): boolean => {
    if (!isArmyHq(spec) || state.control[hex] !== side) return false;
    if (occ.at(hex, side).some((p) => p.spec.id !== unit && isHq(p.spec))) return true;
    return connectingRailHexes(ctx, state, occ, side, enemyBonds).has(hex);
  };
  if (!edgeOk && !hqOk()) {
    return isArmyHq(spec)
      ? `${hex} is neither a friendly ${rule.edge} edge hex${rule.eastOf ? ` east of ${rule.eastOf}` : ''} nor a friendly controlled hex with a Connecting Rail Hex or another friendly HQ`
      : `${hex} is not a friendly ${rule.edge} map edge hex${rule.eastOf ? ` east of ${rule.eastOf}` : ''}`;
  }
  if (occ.enemyIn(hex, side)) return `${hex} holds enemy units: reinforcements may not fight their way on`;
  if (enemyBonds.hexBondsAt(hex).length > 0) return `${hex} lies in an enemy ZOC Bond`;
  const stack = checkStacking(ctx, [...occ.at(hex, side).map((p) => p.spec).filter((s) => s.id !== unit), spec]);
  if (!stack.ok) return stack.message;
  return null;
}

/** The default entry hex: the first friendly edge hex of the unit's edge, in hex order, where it may come on (19.1). */
export function defaultEntryHex(ctx: CtsContext, state: CtsState, unit: string, rule: EntryRule): HexId | null {
  const occ = occupancy(ctx, state);
  const side = ctx.units.get(unit)!.side;
  const seen = { occ, enemyBonds: bondsOf(ctx, state, enemyOf(side), occ) };
  const edge = [...friendlyEdge(ctx, state, side)].filter((h) => onEdge(ctx, h, rule.edge)).sort();
  return edge.find((h) => entryProblem(ctx, state, unit, h, rule, seen) === null) ?? null;
}

/**
 * Every friendly edge hex of the unit's edge, in hex order, where it may come on (19.1): the
 * hexes an `enter` order may choose (an Army HQ's friendly controlled hexes with a
 * Connecting Rail Hex or another HQ, which 19.1 [Change] allows too, are not listed).
 */
export function openEntryHexes(ctx: CtsContext, state: CtsState, unit: string, rule: EntryRule): HexId[] {
  const occ = occupancy(ctx, state);
  const side = ctx.units.get(unit)!.side;
  const seen = { occ, enemyBonds: bondsOf(ctx, state, enemyOf(side), occ) };
  return [...friendlyEdge(ctx, state, side)].filter((h) => onEdge(ctx, h, rule.edge)).sort().filter((h) => entryProblem(ctx, state, unit, h, rule, seen) === null);
}

/**
 * CtS 21.2: "the excess arrive in the same manner as Reinforcements (rule 19.0)": the first
 * friendly edge hex of the side's reinforcement edge (19.2 west for the Axis, 19.3 north
 * for the Soviet), in hex order, with no enemy unit and no enemy Hex Bond (19.1: they may
 * not fight their way on); a Replacement counts nothing for stacking (5.0). Null when none
 * is open.
 */
export function replacementEntryHex(ctx: CtsContext, state: CtsState, side: CtsSide, seen?: { occ: Occupancy; enemyBonds: BondMap }): HexId | null {
  const occ = seen?.occ ?? occupancy(ctx, state);
  const enemyBonds = seen?.enemyBonds ?? bondsOf(ctx, state, enemyOf(side), occ);
  const rule = defaultEntryRule(side);
  const edge = [...friendlyEdge(ctx, state, side)].filter((h) => onEdge(ctx, h, rule.edge)).sort();
  return edge.find((h) => !occ.enemyIn(h, side) && enemyBonds.hexBondsAt(h).length === 0) ?? null;
}
