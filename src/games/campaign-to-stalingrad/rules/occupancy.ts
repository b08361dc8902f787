import { cached } from '../../../kernel/memo/cached';
import type { HexId } from '../../../kernel/ids';
import type { CtsContext } from '../data/context';
import type { CtsSide, UnitSpec } from '../data/schema';
import type { CtsState, UnitState } from '../state/types';

export const enemyOf = (s: CtsSide): CtsSide => (s === 'axis' ? 'soviet' : 'axis');

/** A unit on the map with its counter data. */
export interface Placed {
  spec: UnitSpec;
  state: UnitState;
  hex: HexId;
}

/** Who stands where: the units of each side in every occupied hex, in unit-id order. */
export interface Occupancy {
  at(hex: HexId, side: CtsSide): Placed[];
  /** Whether a unit of `side` in the hex passes `test` (at(hex, side).some(test), without the copy). */
  some(hex: HexId, side: CtsSide, test: (p: Placed) => boolean): boolean;
  /** Enemy (to `side`) units in the hex; non-combat enemy counters never block (4.2, 16.10, 21.3). */
  enemyIn(hex: HexId, side: CtsSide): boolean;
  hexesOf(side: CtsSide): HexId[];
}

const memo = new WeakMap<CtsContext, WeakMap<CtsState, Occupancy>>();

/**
 * Who stands where in `state`. Worked out once per state object (the rules ask it many
 * times of one position); the answer hands out copies, so no caller can change it.
 */
export function occupancy(ctx: CtsContext, state: CtsState): Occupancy {
  return cached(cached(memo, ctx, () => new WeakMap<CtsState, Occupancy>()), state, () => occupancyOf(ctx, state));
}

function occupancyOf(ctx: CtsContext, state: CtsState): Occupancy {
  const by: Record<CtsSide, Map<HexId, Placed[]>> = { axis: new Map(), soviet: new Map() };
  for (const id of idsInOrder(ctx, state)) {
    const s = state.units[id]!;
    if (s.where !== 'map' || s.hex === null) continue;
    const spec = ctx.units.get(id);
    if (!spec) throw new Error(`unknown unit ${id}`);
    const list = by[spec.side].get(s.hex) ?? [];
    list.push({ spec, state: s, hex: s.hex });
    by[spec.side].set(s.hex, list);
  }
  const sorted: Partial<Record<CtsSide, HexId[]>> = {};
  return {
    at: (hex, side) => [...(by[side].get(hex) ?? [])],
    some: (hex, side, test) => by[side].get(hex)?.some(test) ?? false,
    enemyIn: (hex, side) => (by[enemyOf(side)].get(hex)?.length ?? 0) > 0,
    hexesOf: (side) => [...(sorted[side] ??= [...by[side].keys()].sort())],
  };
}

const counterIds = new WeakMap<CtsContext, readonly string[]>();

/**
 * The state's unit ids in sorted order: the title's counters, sorted once, that the state
 * holds; a state holding an id the title does not know has its own keys sorted (and
 * occupancy() then names the unknown unit).
 */
function idsInOrder(ctx: CtsContext, state: CtsState): readonly string[] {
  const all = cached(counterIds, ctx, () => [...ctx.units.keys()].sort());
  const held = all.filter((id) => state.units[id] !== undefined);
  return held.length === Object.keys(state.units).length ? held : Object.keys(state.units).sort();
}
