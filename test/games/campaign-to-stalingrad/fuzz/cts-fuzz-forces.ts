import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import { enterProblem } from '#games/campaign-to-stalingrad/rules/reinforcements/enter';
import { checkReplacementMove } from '#games/campaign-to-stalingrad/rules/replacements/counter-move';
import { unrepairedFor } from '#games/campaign-to-stalingrad/rules/railroads/repair-state';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import type { PlannedOrder } from '../../../fuzz/fuzz-title';
import type { Rng } from '../../../fuzz/rng';

/** CtS 19.1: some reinforcements that arrived this phase enter at another edge hex the rules allow (enterProblem finds nothing). */
export function planEntries(ctx: CtsContext, state: CtsState, side: CtsSide, rng: Rng): PlannedOrder[] {
  const arrived = (state.arrivedThisPhase ?? []).filter((id) => ctx.units.get(id)?.side === side && !state.movedThisPhase.includes(id));
  const edge = [...ctx.edges[side]];
  const out: PlannedOrder[] = [];
  for (const unit of rng.subset(arrived, 0.4)) {
    const hex = rng.shuffle(edge).slice(0, 8).find((h) => h !== state.units[unit]?.hex && enterProblem(ctx, state, side, unit, h) === null);
    if (hex) out.push({ order: { enter: { unit, hex } }, offered: false });
  }
  return out;
}

/** CtS 21.2-21.3: some replacement counters walk one to three random hexes, kept when checkReplacementMove finds nothing. */
export function planReplacementMoves(ctx: CtsContext, state: CtsState, side: CtsSide, rng: Rng): PlannedOrder[] {
  const out: PlannedOrder[] = [];
  const seen = new Set<string>();
  for (const r of rng.subset(state.replacementsOnMap.filter((c) => c.side === side && !c.moved), 0.2)) {
    if (seen.has(`${r.type}@${r.hex}`)) continue; // a second counter alike is named the same way: one a hex and type
    seen.add(`${r.type}@${r.hex}`);
    const path: string[] = [];
    let at = r.hex;
    for (let n = 1 + rng.int(3); n > 0; n--) {
      at = rng.pick(ctx.map.neighbours(at));
      path.push(at);
    }
    const order = { type: r.type, from: r.hex as string, path };
    if (checkReplacementMove(ctx, state, side, order).problems.length === 0) out.push({ order: { replacement: order }, offered: false });
  }
  return out;
}

/** CtS 15.6: now and then a rail hex the side has not repaired is asked for (the Supply Phase moves a railhead towards it). */
export function planRepairs(ctx: CtsContext, state: CtsState, side: CtsSide, rng: Rng): PlannedOrder[] {
  if (!rng.chance(0.3)) return [];
  const open = [...unrepairedFor(ctx, state, side)].sort();
  return rng.shuffle(open).slice(0, 1 + rng.int(3)).map((hex) => ({ order: { repair: { hex: hex as string } }, offered: false }));
}
