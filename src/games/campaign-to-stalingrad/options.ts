import type { UnitOptions } from '../../kernel/engine/ruleset';
import { reachable } from '../../kernel/movement/reachable';
import { unitId } from '../../kernel/ids';
import type { CtsContext } from './data/context';
import type { CtsSide } from './data/schema';
import type { CtsState } from './state/types';
import { enemyOf, occupancy } from './rules/occupancy';
import { checkStacking } from './rules/stacking';
import { stepCost } from './rules/movement/step-cost';
import { isArmyHq, isMotorized, isNonCombat } from './rules/unit-kind';
import { faceOf } from './rules/unit-values';
import { bondsOf } from './rules/zones-of-control';
import { mayMoveThisWindow } from './windows/apply-order';
import { openWindow } from './windows/sequence';

/** What each of the side's units may do in the open window: its moves (cheapest paths) or the hexes it may attack. */
export function unitOptions(ctx: CtsContext, state: CtsState, side: CtsSide): UnitOptions[] {
  const w = openWindow(state);
  const occ = occupancy(ctx, state);
  const enemyBonds = bondsOf(ctx, state, enemyOf(side), occ);
  const out: UnitOptions[] = [];
  for (const id of Object.keys(state.units).sort()) {
    const u = state.units[id]!;
    const spec = ctx.units.get(id)!;
    if (spec.side !== side || u.where !== 'map' || u.hex === null) continue;
    const f = faceOf(spec, u);
    const o: UnitOptions = { unit: unitId(id), label: `${spec.name} ${f.attack}-${f.defense}-${f.move}${u.steps < spec.faces.length ? ' (reduced)' : ''}`, hex: u.hex };
    const notes: string[] = [];
    if (u.frozen) notes.push('frozen: may not move (CtS 19.4)');
    if (u.disrupted) notes.push('Disrupted: may not attack, no ZOC (CtS 13.0)');
    if (u.outOfSupply) notes.push('Out Of Supply (CtS 16.4)');
    if (w && w.waitingFor.includes(side as never) && state.phase === 'movement' && !u.frozen && mayMoveThisWindow(state, id) && !isNonCombat(spec)) {
      let allowance = isArmyHq(spec) && !u.activated && spec.inactiveMove !== undefined ? spec.inactiveMove : f.move;
      if (isMotorized(spec) && u.outOfSupply) allowance = Math.min(allowance, 1);
      const cost = stepCost(ctx, occ, enemyBonds, { side, motorized: isMotorized(spec), nationality: spec.nationality, allowance, start: u.hex }, new Set(state.intersectingAtStart));
      const canStop = (h: typeof u.hex): boolean => checkStacking(ctx, [...occ.at(h, side).map((p) => p.spec), spec]).ok;
      o.moves = reachable(ctx.map, u.hex, allowance, cost, { minimumMove: true, canStop }).map((r) => ({ hex: r.hex, cost: r.cost, path: r.path }));
    }
    if (w && w.waitingFor.includes(side as never) && state.phase === 'combat' && !u.disrupted && !u.attacked && !isNonCombat(spec) && f.attack > 0) {
      const targets = ctx.map.neighbours(u.hex).filter((h) => occ.at(h, enemyOf(side)).some((p) => !isNonCombat(p.spec) && !p.state.defended));
      if (targets.length > 0) o.attacks = targets.map((t) => ({ target: t }));
    }
    if (notes.length > 0) o.notes = notes;
    out.push(o);
  }
  return out;
}
