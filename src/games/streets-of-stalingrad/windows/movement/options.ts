import type { UnitOptions } from '#kernel/engine/ruleset';
import { hexId, unitId, type HexId } from '#kernel/ids';
import type { Place } from '../../movement/move-step';
import { walkPath, type PathEntry } from '../../movement/walk-path';
import { isBox } from '../../orders/places';
import { piecesAt } from '../../state/occupancy';
import type { SosPlace, SosState } from '../../state/types';
import type { PhaseContext } from '../phase';
import { commandHalving } from './command';
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
/** What every stack's search reads of a place and a step, worked out once a listing: the step's facts do not depend on the stack. */
interface StepFacts {
  place(p: SosPlace): Place;
  entry(from: SosPlace, to: SosPlace): PathEntry | null;
  next(p: SosPlace): readonly SosPlace[];
}

function stepFacts(ctx: PhaseContext, pos: MovePosition): StepFacts {
  const byHex = boxesByHex(ctx.env.map);
  const places = new Map<SosPlace, Place>();
  const entries = new Map<string, PathEntry | null>();
  const nexts = new Map<SosPlace, SosPlace[]>();
  return {
    place: (p) => places.get(p) ?? places.set(p, stepPlace(ctx.env.map, pos.state, p)!).get(p)!,
    entry(from, to) {
      const k = `${from}>${to}`;
      if (!entries.has(k)) entries.set(k, pathEntry(ctx.env, pos, from, to, 0));
      return entries.get(k)!;
    },
    next: (p) => nexts.get(p) ?? nexts.set(p, placesNext(ctx.env.map, p, byHex)).get(p)!,
  };
}

function reach(ctx: PhaseContext, stack: MovingStack, facts: StepFacts): Map<SosPlace, { cost: number; prev: SosPlace | null }> {
  const best = new Map<SosPlace, { cost: number; prev: SosPlace | null; stopped: boolean }>([[stack.from, { cost: 0, prev: null, stopped: false }]]);
  const done = new Set<SosPlace>();
  const open = new Set<SosPlace>([stack.from]);
  for (;;) {
    let p: SosPlace | null = null;
    for (const k of open) if (p === null || best.get(k)!.cost < best.get(p)!.cost || (best.get(k)!.cost === best.get(p)!.cost && k < p)) p = k;
    if (p === null) break;
    open.delete(p);
    done.add(p);
    const here = best.get(p)!;
    if (here.stopped) continue;
    const start = facts.place(p);
    for (const q of facts.next(p)) {
      if (done.has(q)) continue;
      const entry = facts.entry(p, q);
      if (!entry) continue;
      const walk = walkPath(ctx.env.tec, { side: ctx.side, phase: ctx.window.phase, availableMp: stack.availableMp, movers: stack.movers, armored: stack.armored, transport: false, breakthroughMovement: false, start, path: [entry] });
      if (!walk.ok || walk.breakthroughMovement) continue;
      const cost = here.cost + walk.spent;
      if (cost > stack.availableMp + 1e-9) continue;
      const was = best.get(q);
      if (!was || cost < was.cost) {
        // SoS 8.51, 8.56: armor that goes on out of an enemy ZOC hex it entered is in breakthrough movement, listed only as a stop here
        best.set(q, { cost, prev: p, stopped: walk.stopped || (stack.armored && entry.intoZoc === true) });
        open.add(q);
      }
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
  const facts = stepFacts(ctx, pos);
  const command = commandHalving(ctx.env, state);
  const out: UnitOptions[] = [];
  for (const id of Object.keys(state.pieces).sort()) {
    const c = ctx.env.counter(id);
    if (c.side !== ctx.side || state.pieces[id]!.at === null || state.pieces[id]!.eliminated) continue;
    if (ineligible && (ineligible.get(id)?.length ?? 1) > 0) continue;
    const stack = movingStack(ctx, state, [id], 'normal', new Set(), [], command);
    if (Array.isArray(stack)) continue;
    const best = reach(ctx, stack, facts);
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
