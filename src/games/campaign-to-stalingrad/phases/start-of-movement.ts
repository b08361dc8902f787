import type { Dice } from '#kernel/engine/dice';
import type { GameEvent } from '#kernel/engine/events';
import type { HexId } from '#kernel/ids';
import { hexId } from '#kernel/ids';
import type { CtsContext } from '../data/context';
import type { CtsSide } from '../data/schema';
import type { CtsState } from '../state/types';
import { observeFerries } from '../rules/movement/ferry';
import { checkStacking } from '../rules/stacking';
import { occupancy } from '../rules/occupancy';
import { addSupplyPoints } from '../rules/supply/supply-points';
import { bondsOf } from '../rules/zones-of-control';
import { NO_RAIL_USE } from '../rules/movement/rail-use';
import { placeArrivals } from '../rules/reinforcements/arrivals';
import { replacementArrival } from '../rules/replacements/arrival';
import { withdrawalsDue } from '../rules/withdrawals/withdraw';
import { intersectingBondHexes } from '#kernel/zoc/bond-map';
import { copyUnits, unitWith } from '#games/campaign-to-stalingrad/state/unit-record';

/**
 * The automatic steps that open a player's Movement Phase (ESoP A): the replacement roll
 * and the arrival of the replacements received (ESoP A1, 21.1-21.2: rolled with `roll`'s
 * dice under its window label, so the turn file of this window sees and may move them;
 * without dice, at set-up, the roll is left due for the window's adjudication); Supply Points +2,
 * capped at 18 (16.8), Transport Points back to 3 (16.9); the Withdrawals of this turn leave
 * play (20.0, rules/withdrawals/); reinforcements of this turn, delayed ones and Returns come
 * on at a friendly map edge (19.0: the reserve armies east of 1032, 35.6), each on the
 * first open edge hex in hex order — a default the turn file's `enter` orders change
 * (rules/reinforcements/); frozen armies whose release turn has come are released (19.4); the intersecting bonds
 * standing now are noted for 6.8a.
 */
export function startOfMovement(ctx: CtsContext, state: CtsState, side: CtsSide, roll?: { dice: Dice; label: string }): { state: CtsState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const scenario = ctx.scenarios.get(state.scenario);
  const sp = addSupplyPoints(state.supplyPoints[side], ctx.tables.supply.income, ctx.tables.supply.cap);
  // 16.9 [Change]: the Transport marker goes to 3 each turn; points are not saved
  let next: CtsState = { ...state, supplyPoints: { ...state.supplyPoints, [side]: sp.points }, transport: { ...state.transport, [side]: ctx.tables.supply.transportPoints }, railUse: { ...state.railUse, [side]: NO_RAIL_USE }, movedThisPhase: [], replacementsOnMap: state.replacementsOnMap.map(({ moved: _moved, ...r }) => r) };
  events.push({ type: 'supply-points', rule: 'CtS 16.8', side, points: sp.points, text: `${side} Supply Points ${sp.points}${sp.forfeited ? ` (${sp.forfeited} forfeited)` : ''}` });
  next = observeFerries(ctx, next, side); // CtS 4.4.4
  // ESoP A1, 21.1-21.2: the replacement roll; the counters received are placed now and may move this phase
  const { replacementRollDue: _due, ...undue } = next;
  if (roll) {
    const arrival = replacementArrival(ctx, undue, side, roll.dice, roll.label);
    next = arrival.state;
    events.push(...arrival.events);
  } else next = { ...undue, replacementRollDue: side };
  if (!scenario) return { state: next, events };
  // ESoP A2: Withdrawals (20.1-20.3); A3: reinforcements, delayed ones and Returns (19.0, 20.4)
  const withdrawn = withdrawalsDue(ctx, next, side);
  events.push(...withdrawn.events);
  const arrivals = placeArrivals(ctx, withdrawn.state, side);
  events.push(...arrivals.events);
  next = arrivals.state;
  const units = copyUnits(next.units);
  for (const f of scenario.frozen.filter((x) => x.release === state.turn)) {
    for (const [id, u] of Object.entries(units)) if (u.frozen && ctx.units.get(id)!.army === f.army) units[id] = unitWith(u, { frozen: false });
    events.push({ type: 'frozen-released', rule: 'CtS 19.4', army: f.army, text: `the ${f.army} army is released (Turn Record Track)` });
  }
  return { state: withIntersectingAtStart(ctx, { ...next, units }), events };
}

/** CtS 6.8a: which intersecting bonds stand as the Movement Phase begins. */
export function withIntersectingAtStart(ctx: CtsContext, state: CtsState): CtsState {
  const occ = occupancy(ctx, state);
  return { ...state, intersectingAtStart: intersectingBondHexes(bondsOf(ctx, state, 'axis', occ), bondsOf(ctx, state, 'soviet', occ)) };
}
