import type { GameEvent } from '#kernel/engine/events';
import type { HexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { enemyOf, occupancy } from '../occupancy';
import { connectingRailHexes } from '../supply/connecting-rail';
import { isNonCombat } from '../unit-kind';
import { bondsOf } from '../zones-of-control';
import { railheads } from './railheads';
import { railNeighbours } from './rail-links';
import { isRepaired, unrepairedFor, withRepaired } from './repair-state';
import { railSections } from './sections';

/** CtS 15.6: railhead markers that may each repair one hex in a Supply Phase. */
export const REPAIRS_PER_PHASE = 3;

/**
 * CtS 15.6: the side's railheads and, for each, the hexes it may move forward into: an
 * unrepaired rail hex the railway joins to it that the side controls and no enemy unit holds.
 */
export function repairReach(ctx: CtsContext, state: CtsState, side: CtsSide): { heads: HexId[]; candidates: (head: HexId) => HexId[] } {
  const occ = occupancy(ctx, state);
  const connecting = connectingRailHexes(ctx, state, occ, side, bondsOf(ctx, state, enemyOf(side), occ));
  const unrepaired = unrepairedFor(ctx, state, side);
  const candidates = (head: HexId): HexId[] =>
    railNeighbours(ctx, head)
      .filter((n) => unrepaired.has(n) && state.control[n] === side && !occ.at(n, enemyOf(side)).some((p) => !isNonCombat(p.spec)))
      .sort();
  return { heads: railheads(ctx, connecting), candidates };
}

/**
 * CtS 15.6 Railroad Repair, step 5 of the Supply Phase (16.11): up to three railheads
 * each move forward one hex, repairing an unrepaired rail hex the railway joins to it that
 * the side controls and no enemy unit holds; the hexes the side names (`wanted`) first,
 * then, by default, the first hex beyond each railhead in hex order. Then every section
 * (15.6 [Change]) whose two ends the side controls and has repaired is repaired whole.
 * Repaired hexes serve from the next friendly Movement Phase (they are used no earlier).
 */
export function railRepair(ctx: CtsContext, state0: CtsState, side: CtsSide, wanted: readonly HexId[] = []): { state: CtsState; events: GameEvent[] } {
  let state = state0;
  const events: GameEvent[] = [];
  const { heads, candidates } = repairReach(ctx, state0, side);
  const used = new Set<HexId>();
  const picks: { hex: HexId; head: HexId }[] = [];
  const take = (hex: HexId, from: readonly HexId[] = heads): boolean => {
    if (picks.length >= REPAIRS_PER_PHASE || picks.some((p) => p.hex === hex)) return false;
    const head = from.find((h) => !used.has(h) && candidates(h).includes(hex));
    if (!head) return false;
    used.add(head);
    picks.push({ hex, head });
    return true;
  };
  for (const hex of wanted) {
    if (!take(hex)) events.push({ type: 'rail-repair-refused', rule: 'CtS 15.6', side, hex, text: `${hex} is not an unrepaired, friendly rail hex next to a railhead with a repair left` });
  }
  for (const head of heads) {
    if (picks.length >= REPAIRS_PER_PHASE) break;
    if (used.has(head)) continue;
    const next = candidates(head).find((h) => !picks.some((p) => p.hex === h));
    if (next) take(next, [head]);
  }
  state = withRepaired(state, side, picks.map((p) => p.hex));
  for (const p of picks) {
    events.push({ type: 'rail-repaired', rule: 'CtS 15.6', side, hex: p.hex, railhead: p.head, text: `the ${side} railhead at ${p.head} moves forward to ${p.hex}: the rail hex is repaired` });
  }
  for (const s of railSections(ctx)) {
    const [a, b] = s.ends;
    if (state.control[a] !== side || state.control[b] !== side || !isRepaired(ctx, state, side, a) || !isRepaired(ctx, state, side, b)) continue;
    const todo = s.hexes.filter((h) => !isRepaired(ctx, state, side, h));
    if (todo.length === 0) continue;
    state = withRepaired(state, side, todo);
    events.push({ type: 'rail-section-repaired', rule: 'CtS 15.6', side, ends: [a, b], hexes: todo, text: `the ${side} side holds both ends of the section ${a} - ${b} and repairs it: ${todo.join(', ')}` });
  }
  return { state, events };
}
