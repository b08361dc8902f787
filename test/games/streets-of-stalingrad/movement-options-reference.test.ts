import { describe, expect, it } from 'vitest';
import { FixedDice } from '#kernel/dice/fixed-dice';
import type { Submission, UnitOptions } from '#kernel/engine/ruleset';
import { hexId, side, unitId, type HexId } from '#kernel/ids';
import { phaseContext } from '#games/streets-of-stalingrad/game/context';
import { sosEnv } from '#games/streets-of-stalingrad/game/env';
import type { SosGame } from '#games/streets-of-stalingrad/game/types';
import { openEntry } from '#games/streets-of-stalingrad/game/window';
import type { Place } from '#games/streets-of-stalingrad/movement/move-step';
import { walkPath, type PathEntry } from '#games/streets-of-stalingrad/movement/walk-path';
import { isBox } from '#games/streets-of-stalingrad/orders/places';
import type { SosScenarioId } from '#games/streets-of-stalingrad/sequence/scenarios';
import { piecesAt } from '#games/streets-of-stalingrad/state/occupancy';
import type { SosPlace, SosState } from '#games/streets-of-stalingrad/state/types';
import { commandHalving } from '#games/streets-of-stalingrad/windows/movement/command';
import { hexStackProblems } from '#games/streets-of-stalingrad/windows/movement/end-stacking';
import { boxesByHex, placesNext, stepPlace } from '#games/streets-of-stalingrad/windows/movement/places';
import { againstMovers, movePosition, pathEntry, type MovePosition } from '#games/streets-of-stalingrad/windows/movement/position';
import { endProblems } from '#games/streets-of-stalingrad/windows/movement/run-move';
import { enemyHeldAgainst } from '#games/streets-of-stalingrad/windows/movement/enterable-enemy-hex';
import { movingStack, type MovingStack } from '#games/streets-of-stalingrad/windows/movement/stack';
import type { PhaseContext } from '#games/streets-of-stalingrad/windows/phase';
import { TRAIN_NOTE } from '#games/streets-of-stalingrad/windows/movement/train-stack';
import { sosData, sosRuleset } from './game-fixture';

/**
 * The listing of a movement window as it was first written, kept as the reference the fast
 * one (windows/movement/reach.ts: a heap, each step walked once for every stack of a kind)
 * must equal destination for destination, cost for cost, path for path: a Dijkstra that
 * scans its open set for the cheapest place (ties to the name that sorts first) and walks
 * every step anew for each unit (with SoS 2.34's boundary, which came after it).
 */
function referenceReach(ctx: PhaseContext, pos: MovePosition, stack: MovingStack): Map<SosPlace, { cost: number; prev: SosPlace | null }> {
  const byHex = boxesByHex(ctx.env.map);
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
    const start: Place = stepPlace(ctx.env.map, pos.state, p)!;
    for (const q of placesNext(ctx.env.map, p, byHex)) {
      if (done.has(q) || (!isBox(q) && !ctx.env.data.start.boundary(ctx.scenario).has(q))) continue;
      const entry: PathEntry | null = pathEntry(ctx.env, pos, p, q, 0);
      if (!entry) continue;
      // SoS 18.16: a stack that holds a leader enters an enemy ZOC hex only to a friendly combat unit there
      const leaderAlone = stack.units.some((id) => ctx.env.counter(id).type === 'leader');
      const walk = walkPath(ctx.env.tec, { side: ctx.side, phase: ctx.window.phase, availableMp: stack.availableMp, movers: stack.movers, armored: stack.armored, transport: false, breakthroughMovement: false, ...(leaderAlone ? { leaderAlone } : {}), start, path: [entry] });
      if (!walk.ok || walk.breakthroughMovement) continue;
      const cost = here.cost + walk.spent;
      if (cost > stack.availableMp + 1e-9) continue;
      const was = best.get(q);
      if (!was || cost < was.cost) {
        best.set(q, { cost, prev: p, stopped: walk.stopped || (stack.armored && entry.intoZoc === true) });
        open.add(q);
      }
    }
  }
  return best;
}

function referenceOptions(ctx: PhaseContext, state: SosState, ineligible: ReadonlyMap<string, readonly string[]> | null): UnitOptions[] {
  const pos = movePosition(ctx.env, state, ctx.side);
  const command = commandHalving(ctx.env, state);
  const out: UnitOptions[] = [];
  for (const id of Object.keys(state.pieces).sort()) {
    const c = ctx.env.counter(id);
    if (c.side !== ctx.side || state.pieces[id]!.at === null || state.pieces[id]!.eliminated) continue;
    if (ineligible && (ineligible.get(id)?.length ?? 1) > 0) continue;
    const stack = movingStack(ctx, state, [id], 'normal', new Set(), [], command);
    if (Array.isArray(stack)) continue;
    // SoS 8.08, 16.15 (under 16.2): a unit that is no combat unit reads a lone mine dog's hex as barred, as the check does
    const best = referenceReach(ctx, againstMovers(ctx.env, pos, [id]), stack);
    const moves: { hex: HexId; cost: number; path: HexId[] }[] = [];
    for (const [to, v] of best) {
      if (to === stack.from) continue;
      const path: SosPlace[] = [];
      for (let p: SosPlace | null = to; p !== null && best.get(p)!.prev !== null; p = best.get(p)!.prev) path.unshift(p);
      // SoS 8.08: the places the unit's enemy pieces keep it out of, as the check reads them
      if (endProblems(ctx, enemyHeldAgainst(ctx.env, state, pos.enemyHeld, ctx.side, [id]), path, []).length > 0) continue;
      if (!isBox(to) && hexStackProblems(ctx, [...piecesAt(state, to), id], to).length > 0) continue;
      moves.push({ hex: hexId(to), cost: v.cost, path: path.map(hexId) });
    }
    moves.sort((a, b) => a.cost - b.cost || (a.hex < b.hex ? -1 : a.hex > b.hex ? 1 : 0));
    // SoS 16.61, 16.62: an armored train's moves come with a note on how it moves
    out.push({ unit: unitId(id), label: c.name, hex: hexId(stack.from), moves, ...(c.type === 'armoredTrain' ? { notes: [TRAIN_NOTE] } : {}) });
  }
  return out;
}

const ruleset = sosRuleset();
const env = sosEnv(sosData());
const sub = (s: string): Submission => ({ side: side(s), orders: [] });

/** A scenario's set-up walked with empty files to a window. */
function gameAt(scenario: SosScenarioId, id: string): SosGame {
  let g = ruleset.setup(scenario);
  while (ruleset.window(g)!.id !== id) g = ruleset.adjudicate(g, [sub(ruleset.window(g)!.waitingFor[0]!)], new FixedDice([])).state;
  return g;
}

describe('the movement options equal the first listing, destination for destination (reference search)', () => {
  for (const scenario of ['scenario-1', 'scenario-2'] as const) {
    for (const [window, who] of [['T01/german-movement', 'german'], ['T01/soviet-movement', 'soviet']] as const) {
      it(`${scenario} ${window}: every unit's destinations, costs and paths`, () => {
        const g = gameAt(scenario, window);
        const entry = openEntry(g)!;
        const expected = referenceOptions(phaseContext(env, g, entry), g.state, null);
        const listed = ruleset.options(g, side(who));
        expect(expected.length).toBeGreaterThan(0);
        expect(expected.reduce((n, o) => n + o.moves!.length, 0)).toBeGreaterThan(500);
        expect(listed).toEqual(expected);
      });
    }
  }
});
