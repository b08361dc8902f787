import { minefieldAt, taskOf } from '../../state/engineering';
import type { UnitOptions } from '#kernel/engine/ruleset';
import { hexId, unitId, type HexId } from '#kernel/ids';
import { isBox } from '../../orders/places';
import { occupancy } from '../../state/occupancy';
import type { SosPlace, SosState } from '../../state/types';
import type { PhaseContext } from '../phase';
import { commandHalving } from './command';
import { hexStackProblems } from './end-stacking';
import { movePosition } from './position';
import { reach, stepFacts } from './reach';
import { endProblems } from './run-move';
import { enemyHeldAgainst } from './enterable-enemy-hex';
import { movingStack } from './stack';
import { TRAIN_NOTE } from './train-stack';
import { outOfSupplyOf } from '../../supply/out-of-supply';

/** SoS 18.32: what an isolated leader's listing says of the enemy ZOC hexes on his paths. */
const ISOLATED_LEADER_NOTE = 'isolated: he may move through enemy ZOC hexes, rolling on the Leader Survival Table (less 4) for each one he enters (SoS 18.32)';

const pathTo = (best: ReadonlyMap<SosPlace, { prev: SosPlace | null }>, to: SosPlace): SosPlace[] => {
  const out: SosPlace[] = [];
  for (let p: SosPlace | null = to; p !== null && best.get(p)!.prev !== null; p = best.get(p)!.prev) out.unshift(p);
  return out;
};

/**
 * Per unit of the side that may move this window, alone, in normal movement: every place it
 * may end its move, with the cost and the path (UnitOptions.moves), each one a `move` the
 * check accepts on the window's position: not on the Volga nor among enemy pieces its entry does
 * not clear (run-move.ts endProblems, enterable-enemy-hex.ts, 8.08), not over-stacked (5.1). Reserves windows list only eligible units (8.31, 8.32).
 * An armored train lists the railroad hexes it may reach in Soviet Movement Phase 10, each one
 * of its hexes (16.61, 16.62), and says so in a note. An engineer at work lists nothing (17.16).
 */
export function movementOptions(ctx: PhaseContext, state: SosState, ineligible: ReadonlyMap<string, readonly string[]> | null): UnitOptions[] {
  const pos = movePosition(ctx.env, state, ctx.side);
  const facts = stepFacts(ctx, pos);
  const command = commandHalving(ctx.env, state);
  const held = occupancy(state);
  const out: UnitOptions[] = [];
  for (const id of Object.keys(state.pieces).sort()) {
    const c = ctx.env.counter(id);
    if (c.side !== ctx.side || state.pieces[id]!.at === null || state.pieces[id]!.eliminated) continue;
    if (ineligible && (ineligible.get(id)?.length ?? 1) > 0) continue;
    // SoS 17.16, 17.18, 17.27, 17.37: an engineer on a task, or that finished one this phase, does not move (engineering/build-start.ts buildingMovers)
    if (taskOf(state, id)) continue;
    const stack = movingStack(ctx, state, [id], 'normal', new Set(), [], command);
    if (Array.isArray(stack)) continue;
    // SoS 18.16, 18.32: a leader with an "Out of Supply" marker may move on through enemy ZOC hexes (rolling for each)
    const isolatedLeader = c.type === 'leader' && outOfSupplyOf(state, id) > 0;
    const best = reach(stack, facts, isolatedLeader);
    // SoS 8.08: the places its enemy pieces keep it out of, as the check reads them (enterable-enemy-hex.ts)
    const keptOut = enemyHeldAgainst(ctx.env, state, pos.enemyHeld, ctx.side, [id], held);
    const moves: { hex: HexId; cost: number; path: HexId[] }[] = [];
    for (const [to, v] of best) {
      if (to === stack.from) continue;
      const path = pathTo(best, to);
      if (endProblems(ctx, keptOut, path, []).length > 0) continue;
      if (!isBox(to) && hexStackProblems(ctx, [...(held.get(to) ?? []), id], to, minefieldAt(pos.state, to)?.side).length > 0) continue;
      moves.push({ hex: hexId(to), cost: v.cost, path: path.map(hexId) });
    }
    moves.sort((a, b) => a.cost - b.cost || (a.hex < b.hex ? -1 : a.hex > b.hex ? 1 : 0));
    const notes = [...(c.type === 'armoredTrain' ? [TRAIN_NOTE] : []), ...(isolatedLeader ? [ISOLATED_LEADER_NOTE] : [])];
    out.push({ unit: unitId(id), label: c.name, hex: hexId(stack.from), moves, ...(notes.length ? { notes } : {}) });
  }
  return out;
}
