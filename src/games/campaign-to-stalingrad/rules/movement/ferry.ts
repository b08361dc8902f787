import { cached } from '#kernel/memo/cached';
import { hexsideKey } from '#kernel/hex/hexside';
import type { HexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';

const sites = new WeakMap<CtsContext, [HexId, HexId][]>();

/** CtS 4.4.4: the ferry crossing sites of the map (hexside feature `ferry`, on a major river). */
export function ferrySites(ctx: CtsContext): readonly [HexId, HexId][] {
  return cached(sites, ctx, () =>
    Object.entries(ctx.map.data.hexsides)
      .filter(([, features]) => features.includes('ferry'))
      .map(([key]) => key.split('|') as [HexId, HexId]),
  );
}

/**
 * CtS 4.4.4 [Change]: the reduced cost of a ferry crossing takes effect the turn after a
 * player controls both hexes on each side of it (7.0). Observed as each Movement Phase
 * opens: control first seen at the Axis phase of turn T was taken in turn T-1 (the Soviet
 * player turn before); at the Soviet phase of turn T, in turn T. A site whose hexes no
 * longer share a controller is forgotten.
 */
export function observeFerries(ctx: CtsContext, state: CtsState, opening: CtsSide): CtsState {
  const list = ferrySites(ctx);
  if (list.length === 0) return state;
  const before = state.ferries ?? {};
  const next: NonNullable<CtsState['ferries']> = {};
  for (const [a, b] of list) {
    const key = hexsideKey(a, b);
    const side = state.control[a];
    if (side === undefined || state.control[b] !== side) continue;
    const held = before[key];
    next[key] = held && held.side === side ? held : { side, since: opening === 'axis' ? state.turn - 1 : state.turn };
  }
  return { ...state, ferries: next };
}

/** CtS 4.4.4: the ferry hexsides where `side` pays +1 instead of the major river's +2/+4 this turn. */
export function ferriesOpenTo(state: CtsState, side: CtsSide): ReadonlySet<string> {
  const out = new Set<string>();
  for (const [key, held] of Object.entries(state.ferries ?? {})) if (held.side === side && held.since < state.turn) out.add(key);
  return out;
}
