import type { GameEvent } from '../../../kernel/engine/events';
import type { HexId } from '../../../kernel/ids';
import { hexId } from '../../../kernel/ids';
import type { CtsContext } from '../data/context';
import type { CtsSide } from '../data/schema';
import type { CtsState } from '../state/types';
import { checkStacking } from '../rules/stacking';
import { occupancy } from '../rules/occupancy';
import { addSupplyPoints } from '../rules/supply/supply-points';
import { bondsOf } from '../rules/zones-of-control';
import { NO_RAIL_USE } from '../rules/movement/rail';
import { intersectingBondHexes } from '../../../kernel/zoc/bond-map';

/**
 * The automatic steps that open a player's Movement Phase (ESoP A): Supply Points +2,
 * capped at 18 (16.8), Transport Points back to 3 (16.9); reinforcements of this turn come on at a friendly map edge (19.0:
 * the reserve armies east of 1032, 35.6), each on the first edge hex, in hex order, that
 * holds no enemy unit and has room (5.0) — a documented default until entry hexes are
 * chosen in the turn file; frozen armies whose release turn has come are released (19.4); the intersecting bonds
 * standing now are noted for 6.8a.
 */
export function startOfMovement(ctx: CtsContext, state: CtsState, side: CtsSide): { state: CtsState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const scenario = ctx.scenarios.get(state.scenario);
  const sp = addSupplyPoints(state.supplyPoints[side], ctx.tables.supply.income, ctx.tables.supply.cap);
  // 16.9 [Change]: the Transport marker goes to 3 each turn; points are not saved
  let next: CtsState = { ...state, supplyPoints: { ...state.supplyPoints, [side]: sp.points }, transport: { ...state.transport, [side]: ctx.tables.supply.transportPoints }, railUse: { ...state.railUse, [side]: NO_RAIL_USE }, movedThisPhase: [] };
  events.push({ type: 'supply-points', rule: 'CtS 16.8', side, points: sp.points, text: `${side} Supply Points ${sp.points}${sp.forfeited ? ` (${sp.forfeited} forfeited)` : ''}` });
  if (!scenario) return { state: next, events };
  const units = { ...next.units };
  for (const r of scenario.reinforcements.filter((x) => x.turn === state.turn && x.side === side)) {
    const eastOf = r.eastOf ? Number(r.eastOf.slice(2)) : null;
    const edge = [...ctx.edges[side]].filter((h) => (eastOf === null ? true : Number(h.slice(2)) < eastOf)).sort();
    for (const id of r.units) {
      const spec = ctx.units.get(id)!;
      const occ = occupancy(ctx, { ...next, units });
      const hex = edge.find((h) => !occ.enemyIn(h as HexId, side) && checkStacking(ctx, [...occ.at(h as HexId, side).map((p) => p.spec), spec]).ok);
      if (!hex) {
        events.push({ type: 'reinforcement-delayed', rule: 'CtS 19.1', unit: id, text: `${spec.name} finds no open edge hex and waits` });
        continue;
      }
      units[id] = { ...units[id]!, where: 'map', hex: hexId(hex) };
      events.push({ type: 'reinforcement', rule: 'CtS 19.0', unit: id, hex, text: `${spec.name} arrives at ${hex}` });
    }
  }
  for (const f of scenario.frozen.filter((x) => x.release === state.turn)) {
    for (const [id, u] of Object.entries(units)) if (u.frozen && ctx.units.get(id)!.army === f.army) units[id] = { ...u, frozen: false };
    events.push({ type: 'frozen-released', rule: 'CtS 19.4', army: f.army, text: `the ${f.army} army is released (Turn Record Track)` });
  }
  next = { ...next, units };
  // 6.8a: which intersecting bonds stand as the Movement Phase begins
  const occ = occupancy(ctx, next);
  const intersecting = intersectingBondHexes(bondsOf(ctx, next, 'axis', occ), bondsOf(ctx, next, 'soviet', occ));
  return { state: { ...next, intersectingAtStart: intersecting }, events };
}
