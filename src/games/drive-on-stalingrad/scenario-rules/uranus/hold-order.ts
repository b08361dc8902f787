import type { GameEvent } from '#kernel/engine/events';
import type { HexId } from '#kernel/ids';
import type { DosContext } from '#games/drive-on-stalingrad/data/context';
import { scenarioOf } from '#games/drive-on-stalingrad/data/context';
import type { HoldOrder } from '#games/drive-on-stalingrad/data/scenario-rules-schema';
import { supplyAt } from '#games/drive-on-stalingrad/rules/supply/supply-of';
import { sideName, type DosSide } from '#games/drive-on-stalingrad/state/sides';
import { sideOf, unitDef } from '#games/drive-on-stalingrad/state/units';
import type { DosState } from '#games/drive-on-stalingrad/state/types';
import { citeScenarioRule } from './cite';

/** The scenario's hold order while it still binds (DoS Uranus U-9), else null. */
export function activeHoldOrder(ctx: DosContext, state: DosState): HoldOrder | null {
  const hold = scenarioOf(ctx, state.scenario).data.holdOrder;
  return hold && !state.holdLifted ? hold : null;
}

/** The units that set up in the held army (ScenarioData.setup[].army). */
function heldUnits(ctx: DosContext, state: DosState, hold: HoldOrder): Set<string> {
  return new Set(scenarioOf(ctx, state.scenario).data.setup.filter((p) => p.army === hold.army).map((p) => p.unit));
}

/**
 * DoS Uranus U-9 (reconstructed), Festung Stalingrad: where a move of `units` begun in
 * `from` may end: no farther from the held hex than `from` when one of them set up in the
 * held army, anywhere otherwise. One test for check() (holdOrderProblem) and for the
 * destinations options() lists.
 */
export function holdOrderAllows(ctx: DosContext, state: DosState, units: readonly string[], from: HexId): (to: HexId) => boolean {
  const hold = activeHoldOrder(ctx, state);
  const centre = hold ? ctx.map.resolve(hold.hex) : null;
  if (!hold || centre === null) return () => true;
  const held = heldUnits(ctx, state, hold);
  if (!units.some((u) => held.has(u))) return () => true;
  const d0 = ctx.map.grid.distance(from, centre);
  return (to) => ctx.map.grid.distance(to, centre) <= d0;
}

/**
 * DoS Uranus U-9 (reconstructed), Festung Stalingrad: a unit of the held army may not end
 * a move farther from the held hex than where it began it. The message for the first unit
 * that would, or null.
 */
export function holdOrderProblem(ctx: DosContext, state: DosState, units: readonly string[], from: HexId, to: HexId): { message: string; rule: string } | null {
  if (holdOrderAllows(ctx, state, units, from)(to)) return null;
  const hold = activeHoldOrder(ctx, state)!;
  const held = heldUnits(ctx, state, hold);
  const who = units.find((u) => held.has(u))!;
  const centre = ctx.map.resolve(hold.hex)!;
  const d0 = ctx.map.grid.distance(from, centre);
  const d1 = ctx.map.grid.distance(to, centre);
  return {
    message: `${who} (army ${hold.army}) may not end its move farther from ${hold.hex} than it began (${d0} -> ${d1} hexes) until the hold order is lifted`,
    rule: citeScenarioRule(ctx, state, hold.rule),
  };
}

/**
 * DoS Uranus U-9 (reconstructed), Donnerschlag: at the start of a player turn of the held
 * army's side, the order lifts for good when one of that side's units that is not of the
 * army stands within `reliefRange` hexes of a unit of the army that is not in regular
 * overland supply. Mutates the draft; returns the event, or null.
 */
export function liftHoldOrderAtTurnStart(ctx: DosContext, draft: DosState): GameEvent | null {
  const hold = activeHoldOrder(ctx, draft);
  if (!hold || draft.ended || draft.at.step !== 0) return null;
  const held = heldUnits(ctx, draft, hold);
  const onMap = Object.entries(draft.units).filter(([, u]) => u.status === 'on-map' && u.hex !== null) as [string, { hex: HexId }][];
  const first = [...held][0];
  if (first === undefined) return null;
  const side: DosSide = sideOf(unitDef(ctx, first));
  if (draft.at.side !== side) return null;
  const cut = onMap.filter(([id, u]) => held.has(id) && supplyAt(ctx, draft, side, u.hex) !== 'regular');
  const relief = onMap.filter(([id]) => !held.has(id) && sideOf(unitDef(ctx, id)) === side);
  for (const [rid, r] of relief) {
    const near = cut.find(([, c]) => ctx.map.grid.distance(r.hex, c.hex) <= hold.reliefRange);
    if (!near) continue;
    draft.holdLifted = true;
    const rule = citeScenarioRule(ctx, draft, hold.rule);
    return {
      type: 'hold-order-lifted',
      rule,
      side,
      army: hold.army,
      relief: rid,
      reached: near[0],
      text: `${rid} is within ${hold.reliefRange} hexes of the cut-off ${near[0]}: the ${hold.army} hold order is lifted; ${sideName(side)} units of ${hold.army} may move freely (${rule})`,
    };
  }
  return null;
}
