import type { GameEvent } from '#kernel/engine/events';
import type { HexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { CtsSide, UnitSpec } from '#games/campaign-to-stalingrad/data/schema';
import { boxExitHexes, intoBox } from '../off-map-boxes/box-edges';
import { afterEnteringBox } from '../caucasus/box-entry';
import { passThrough } from '../control';
import { destroyDepotsRetreating } from '../depots/destruction';
import { friendlyEdge } from '../friendly-edge';
import { enemyOf, occupancy } from '../occupancy';
import { supplySourceDistance } from '../supply/general-supply';
import { bondsOf } from '../zones-of-control';
import { applyLosses } from './apply-losses';
import { distributeLosses } from './losses';
import type { DefenseStanding } from './order';
import { bondPenalty, retreatPaths } from './retreat';
import { stackingExcess } from './retreat-stacking';
import { unitWith } from '#games/campaign-to-stalingrad/state/unit-record';
import { writeUnits } from '#games/campaign-to-stalingrad/state/unit-writes';

/**
 * CtS 17.0: "units may reenter the map in the following friendly player turn". The Axis
 * player turn comes first (3.1), so a Soviet unit retreated off in it may come back in the
 * Soviet player turn of the same Game Turn; an Axis unit, in the next Game Turn. Returned
 * as the turn `entryProblem` (17.1) counts from.
 */
function retreatLeftMapTurn(state: CtsState, side: CtsState['phasing']): number {
  return side === 'soviet' ? state.turn - 1 : state.turn;
}

/**
 * CtS 12.1-12.3, 13.0: every surviving defender retreats two hexes along the best path
 * (retreat.ts), paying for enemy bonds crossed (12.2); units that retreated earlier this
 * phase are eliminated instead (12.3); a stack with no path is eliminated; a retreat that
 * ends over the stacking limit costs only the excess units (5.1); retreating
 * units are Disrupted at once (digest A32) and their path becomes theirs (7.0).
 */
export function retreatDefenders(
  ctx: CtsContext,
  state0: CtsState,
  targets: readonly HexId[],
  side: CtsState['phasing'],
  events: GameEvent[],
  standing?: DefenseStanding,
  /** 14.3: a retreat before an overrun moves units that retreated earlier too (they may retreat two or three times). */
  beforeOverrun = false,
  /** 24.7: for a Major City taken whole, the hexes beyond its defenders' Access Hexsides: "they may only retreat through Access Hexsides". */
  exits: Partial<Record<HexId, readonly HexId[]>> = {},
): CtsState {
  let state = state0;
  for (const hex of targets) {
    const occ = occupancy(ctx, state);
    const stack = occ.at(hex, side);
    if (stack.length === 0) continue;
    const again = beforeOverrun ? [] : stack.filter((p) => p.state.retreatedThisPhase);
    if (again.length > 0) {
      // 12.3: retreated once this phase and forced to retreat again: eliminated
      state = applyLosses(ctx, state, again.map((p) => ({ unit: p.spec.id, steps: p.state.steps, eliminated: true })), events, 'CtS 12.3');
    }
    const movers = beforeOverrun ? stack : stack.filter((p) => !p.state.retreatedThisPhase);
    if (movers.length === 0) continue;
    const occ2 = occupancy(ctx, state);
    const enemyBonds = bondsOf(ctx, state, enemyOf(side), occ2);
    // CtS 12.1 guideline 4 "towards the closest General Supply Source (rule 16.1)": Army HQs
    // that are not Isolated, Connecting Rail Hexes and Depots (16.1, 16.5, 16.7), as General
    // Supply itself reckons them; a map edge is no source. One in the hex left (a Depot the
    // retreat destroys, 16.10, an Army HQ retreating with the stack) points nowhere.
    const toSupply = supplySourceDistance(ctx, state, occ2, side, enemyBonds, hex);
    const edges = retreatEdges(ctx, state, side, movers.map((p) => p.spec));
    const through = exits[hex];
    const paths = retreatPaths(ctx, occ2, side, hex, movers, enemyBonds, toSupply, edges, standing?.retreatOffMap).filter((p) => !through || (p.path.length > 0 ? through.includes(p.path[0]!) : through.some((h) => !ctx.map.has(h))));
    const best = paths[0];
    if (!best) {
      const rule = through ? 'CtS 24.7' : 'CtS 12.1';
      events.push({ type: 'retreat-blocked', rule, hex, text: `no two-hex retreat is open from ${hex}${through ? ` through an Access Hexside (towards ${through.join(' ')})` : ''}: the defenders are eliminated` });
      state = applyLosses(ctx, state, movers.map((p) => ({ unit: p.spec.id, steps: p.state.steps, eliminated: true })), events, rule);
      continue;
    }
    const enemySteps = (h: HexId): number => occ2.at(h, enemyOf(side)).reduce((s, p) => s + p.state.steps, 0);
    const penalty = bondPenalty(best.bonds, enemySteps);
    state = destroyDepotsRetreating(state, side, hex); // CtS 16.10: a Depot stacked with retreating units
    const ids = movers.map((p) => p.spec.id).join(', ');
    if (best.offOpponentEdge) {
      // CtS 17.3: retreated off the opponent's friendly map edge: eliminated
      state = passThrough(state, side, best.path);
      events.push({ type: 'retreat', rule: 'CtS 17.3', from: hex, path: best.path, offMap: best.offMapFrom, opponentEdge: true, units: movers.map((p) => p.spec.id), text: `${ids} can retreat only off the ${enemyOf(side)} friendly map edge at ${best.offMapFrom} and are eliminated (CtS 17.3)` });
      state = applyLosses(ctx, state, movers.map((p) => ({ unit: p.spec.id, steps: p.state.steps, eliminated: true })), events, 'CtS 17.3');
      continue;
    }
    if (best.offMapFrom !== undefined) {
      // CtS 17.0, 17.1: off a friendly edge; back on in the following friendly player turn
      const leftMapTurn = retreatLeftMapTurn(state, side);
      const units = writeUnits(state, movers.map((p) => [p.spec.id, unitWith(state.units[p.spec.id]!, { where: 'off-map', hex: best.offMapFrom, leftMapTurn, retreatedThisPhase: true, disrupted: true, ...intoBox(ctx, state, side, best.offMapFrom!) })] as const));
      state = passThrough({ ...state, units }, side, best.path);
      events.push({ type: 'retreat', rule: 'CtS 17.0', from: hex, path: best.path, offMap: best.offMapFrom, units: movers.map((p) => p.spec.id), text: `${ids} retreat from ${hex}${best.path.length ? ` by ${best.path.join(' -> ')}` : ''} off the map at the friendly edge hex ${best.offMapFrom}, Disrupted (CtS 13.0); back on no earlier than the next friendly player turn (CtS 17.1)` });
      const entered = afterEnteringBox(ctx, state, side, state.units[movers[0]!.spec.id]!.box); // 34.3: the first Axis entry into the Caucasus Box
      state = entered.state;
      events.push(...entered.events);
    } else {
      const units = writeUnits(state, movers.map((p) => [p.spec.id, unitWith(state.units[p.spec.id]!, { hex: best.path[1]!, retreatedThisPhase: true, disrupted: true })] as const));
      state = passThrough({ ...state, units }, side, best.path);
      events.push({ type: 'retreat', rule: 'CtS 12.1', from: hex, path: best.path, units: movers.map((p) => p.spec.id), text: `${ids} retreat ${hex} -> ${best.path.join(' -> ')} and are Disrupted (CtS 13.0)` });
    }
    if (penalty > 0) {
      const moved = movers.map((m) => ({ ...m, state: state.units[m.spec.id]! }));
      events.push({ type: 'bond-penalty', rule: 'CtS 12.2', steps: penalty, text: `retreating through an enemy ZOC bond costs ${penalty} step${penalty > 1 ? 's' : ''}` });
      state = applyLosses(ctx, state, distributeLosses(moved, penalty, standing?.lossOrder ?? [], new Set()), events, 'CtS 12.2');
    }
    if (best.overStacked) {
      // CtS 5.1: the owner eliminates enough units from the hex to satisfy the limit, no more (retreat-stacking.ts)
      const end = best.path[1]!;
      const inHex = occupancy(ctx, state).at(end, side);
      const excess = stackingExcess(ctx, inHex, new Set(movers.map((p) => p.spec.id)), standing?.lossOrder ?? []);
      if (excess.length > 0) {
        events.push({ type: 'over-stacked', rule: 'CtS 5.1', hex: end, units: excess, text: `the retreat leaves ${end} over the stacking limit: ${excess.join(', ')} eliminated to satisfy it (CtS 5.1)` });
        state = applyLosses(ctx, state, excess.map((id) => ({ unit: id, steps: state.units[id]!.steps, eliminated: true })), events, 'CtS 5.1');
      }
    }
  }
  return state;
}

/**
 * CtS 17.0, 17.3 the edges a retreat may leave the map by: the side's friendly edge, and the
 * opponent's (eliminated). CtS 33.1.1 (1), 33.3 in a Campaign Game: off the map only into a
 * box every retreating unit may enter (a reading: a stack that may not is barred from that
 * hex, as from any other hex it may not enter), by that box's hexes (for the Axis also the
 * Caucasus Box's 4737-4728, on the Soviet edge).
 */
function retreatEdges(ctx: CtsContext, state: CtsState, side: CtsSide, specs: readonly UnitSpec[]): { friendly: ReadonlySet<HexId>; opponent: ReadonlySet<HexId> } {
  const friendly = friendlyEdge(ctx, state, side);
  const opponent = friendlyEdge(ctx, state, enemyOf(side));
  const boxes = boxExitHexes(ctx, state, specs, side);
  if (boxes === null) return { friendly, opponent };
  return { friendly: boxes, opponent: new Set([...opponent].filter((h) => !boxes.has(h))) };
}
