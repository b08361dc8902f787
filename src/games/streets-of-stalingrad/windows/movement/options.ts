import type { UnitOptions } from '#kernel/engine/ruleset';
import { hexId, unitId, type HexId } from '#kernel/ids';
import { walkPath } from '../../movement/walk-path';
import { isBox } from '../../orders/places';
import { piecesAt } from '../../state/occupancy';
import type { SosPlace, SosState } from '../../state/types';
import type { PhaseContext } from '../phase';
import { hexStackProblems } from './end-stacking';
import { boxesByHex, placesNext, stepPlace } from './places';
import { movePosition, pathEntry, type MovePosition } from './position';
import { endProblems } from './run-move';
import { movingStack, type MovingStack } from './stack';

/**
 * The places a stack reaches in normal movement this phase, cheapest first (a Dijkstra over
 * the steps walk-path.ts takes: each step walked from the place before it with the stack's
 * full allowance, the cost added up; no step on from a hex where the stack must stop, 8.09;
 * no step that would make it breakthrough movement, 8.5).
 */
function reach(ctx: PhaseContext, pos: MovePosition, stack: MovingStack, byHex: ReadonlyMap<string, readonly string[]>): Map<SosPlace, { cost: number; prev: SosPlace | null }> {
  const best = new Map<SosPlace, { cost: number; prev: SosPlace | null; stopped: boolean }>([[stack.from, { cost: 0, prev: null, stopped: false }]]);
  const done = new Set<SosPlace>();
  for (;;) {
    let p: SosPlace | null = null;
    for (const [k, v] of best) if (!done.has(k) && (p === null || v.cost < best.get(p)!.cost || (v.cost === best.get(p)!.cost && k < p))) p = k;
    if (p === null) break;
    done.add(p);
    const here = best.get(p)!;
    if (here.stopped) continue;
    const start = stepPlace(ctx.env.map, pos.state, p)!;
    for (const q of placesNext(ctx.env.map, p, byHex)) {
      if (done.has(q)) continue;
      const entry = pathEntry(ctx.env, pos, p, q, 0);
      if (!entry) continue;
      const walk = walkPath(ctx.env.tec, { side: ctx.side, phase: ctx.window.phase, availableMp: stack.availableMp, movers: stack.movers, armored: stack.armored, transport: false, breakthroughMovement: false, start, path: [entry] });
      if (!walk.ok || walk.breakthroughMovement) continue;
      const cost = here.cost + walk.spent;
      if (cost > stack.availableMp + 1e-9) continue;
      const was = best.get(q);
      if (!was || cost < was.cost) best.set(q, { cost, prev: p, stopped: walk.stopped });
    }
  }
  return best;
}

const pathTo = (best: ReadonlyMap<SosPlace, { prev: SosPlace | null }>, to: SosPlace): SosPlace[] => {
  const out: SosPlace[] = [];
  for (let p: SosPlace | null = to; p !== null && best.get(p)!.prev !== null; p = best.get(p)!.prev) out.unshift(p);
  return out;
};

/**
 * Per unit of the side that may move this window, alone, in normal movement: every place it
 * may end its move, with the cost and the path (UnitOptions.moves), each one a `move` the
 * check accepts on the window's position: not on the Volga or with the enemy (run-move.ts
 * endProblems), not over-stacked (5.1). Reserves windows list only eligible units (8.31, 8.32).
 */
export function movementOptions(ctx: PhaseContext, state: SosState, ineligible: ReadonlyMap<string, readonly string[]> | null): UnitOptions[] {
  const pos = movePosition(ctx.env, state, ctx.side);
  const byHex = boxesByHex(ctx.env.map);
  const out: UnitOptions[] = [];
  for (const id of Object.keys(state.pieces).sort()) {
    const c = ctx.env.counter(id);
    if (c.side !== ctx.side || state.pieces[id]!.at === null || state.pieces[id]!.eliminated) continue;
    if (ineligible && (ineligible.get(id)?.length ?? 1) > 0) continue;
    const stack = movingStack(ctx, state, [id], 'normal', new Set(), []);
    if (Array.isArray(stack)) continue;
    const best = reach(ctx, pos, stack, byHex);
    const moves: { hex: HexId; cost: number; path: HexId[] }[] = [];
    for (const [to, v] of best) {
      if (to === stack.from) continue;
      const path = pathTo(best, to);
      if (endProblems(ctx, pos.enemyHeld, path, []).length > 0) continue;
      if (!isBox(to) && hexStackProblems(ctx, [...piecesAt(state, to), id], to).length > 0) continue;
      moves.push({ hex: hexId(to), cost: v.cost, path: path.map(hexId) });
    }
    moves.sort((a, b) => a.cost - b.cost || (a.hex < b.hex ? -1 : a.hex > b.hex ? 1 : 0));
    out.push({ unit: unitId(id), label: c.name, hex: hexId(stack.from), moves });
  }
  return out;
}
