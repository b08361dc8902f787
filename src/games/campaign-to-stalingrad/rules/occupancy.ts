import { copyMap } from '#kernel/collections/copy-map';
import { cached } from '#kernel/memo/cached';
import type { HexId } from '#kernel/ids';
import type { CtsContext } from '../data/context';
import type { CtsSide, UnitSpec } from '../data/schema';
import type { CtsState, UnitState } from '../state/types';
import { unitsVersion } from '../state/unit-writes';

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
  /** The side's stacks by hex, the object itself: the same object while the side's units stand as they are (a key for what depends on them alone); never to be changed. */
  stands(side: CtsSide): ReadonlyMap<HexId, readonly Placed[]>;
}

const memo = new WeakMap<CtsContext, WeakMap<CtsState['units'], { version: number; occ: Occupancy }>>();

/**
 * Who stands where in `state`. Worked out once per units record and version (the rules
 * ask it many times of one position, and a position whose units stand as they were,
 * control or depots changed, shares its units record; a battle's writes go into one
 * working copy, state/unit-writes.ts, and each moves its version on); the answer hands out
 * copies, so no caller can change it.
 */
export function occupancy(ctx: CtsContext, state: CtsState): Occupancy {
  const byUnits = cached(memo, ctx, () => new WeakMap<CtsState['units'], { version: number; occ: Occupancy }>());
  const version = unitsVersion(state.units);
  const hit = byUnits.get(state.units);
  if (hit !== undefined && hit.version === version) return hit.occ;
  const occ = occupancyOf(ctx, state, version);
  byUnits.set(state.units, { version, occ });
  return occ;
}

type Stands = Record<CtsSide, ReadonlyMap<HexId, readonly Placed[]>>;

/** The units and stacks of the position worked out last, per title: the next one (a move or a battle later) is worked out from it. */
const latest = new WeakMap<CtsContext, { units: CtsState['units']; version: number; size: number; keys: readonly string[]; values: readonly (UnitState | undefined)[]; by: Stands; sorted: Partial<Record<CtsSide, HexId[]>> }>();
/** Beyond this many changed units, the stacks are formed afresh instead of patched. */
const PATCH_LIMIT = 24;

function occupancyOf(ctx: CtsContext, state: CtsState, version: number): Occupancy {
  const base = latest.get(ctx);
  const keys = Object.keys(state.units);
  const values = Object.values(state.units);
  const patched = base ? patch(ctx, base, base.by, state.units, version, keys, values) : null;
  const by = patched?.by ?? stacks(ctx, state);
  const size = patched?.size ?? keyCount(state.units);
  // a side's sorted hexes stand while its stacks do (the same Map)
  const sorted: Partial<Record<CtsSide, HexId[]>> = {};
  if (base) for (const side of ['axis', 'soviet'] as const) if (by[side] === base.by[side] && base.sorted[side]) sorted[side] = base.sorted[side];
  latest.set(ctx, { units: state.units, version, size, keys, values, by, sorted });
  return new Stacked(by, sorted);
}

/**
 * One position's Occupancy over its stacks. A class, so that its methods are made once,
 * not as five new functions for every position (about sixty a Combat window), each given
 * its name again under the TypeScript loader.
 */
class Stacked implements Occupancy {
  constructor(
    private readonly by: Stands,
    private readonly sorted: Partial<Record<CtsSide, HexId[]>>,
  ) {}
  at(hex: HexId, side: CtsSide): Placed[] {
    return [...(this.by[side].get(hex) ?? [])];
  }
  some(hex: HexId, side: CtsSide, test: (p: Placed) => boolean): boolean {
    return this.by[side].get(hex)?.some(test) ?? false;
  }
  enemyIn(hex: HexId, side: CtsSide): boolean {
    return (this.by[enemyOf(side)].get(hex)?.length ?? 0) > 0;
  }
  hexesOf(side: CtsSide): HexId[] {
    return [...(this.sorted[side] ??= [...this.by[side].keys()].sort())];
  }
  stands(side: CtsSide): ReadonlyMap<HexId, readonly Placed[]> {
    return this.by[side];
  }
}

/** What a side's stacks object was patched from: the stacks before and the hexes whose stacks changed. */
export interface StandsChange {
  from: ReadonlyMap<HexId, readonly Placed[]>;
  hexes: ReadonlySet<HexId>;
}

/** By a side's stacks object made by patching another: that one and the hexes changed (a fact about the object, which is never changed). */
const patchedFrom = new WeakMap<ReadonlyMap<HexId, readonly Placed[]>, StandsChange>();

/**
 * The stacks object `stands` (Occupancy.stands) was patched from and the hexes whose
 * stacks differ between the two; every other hex holds the same stack (the same array).
 * Undefined for stacks formed afresh.
 */
export function standsChange(stands: ReadonlyMap<HexId, readonly Placed[]>): StandsChange | undefined {
  return patchedFrom.get(stands);
}

/** Every unit on the map by side and hex, each stack in unit-id order. */
function stacks(ctx: CtsContext, state: CtsState): Stands {
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
  return by;
}

/**
 * The stacks of `units` from those of `before`, when the two hold the same unit ids and
 * only a few units' states differ (by object: a state is never changed in place): each
 * changed unit leaves its old stack and joins its new one in unit-id order, so the
 * answer is the one stacks() gives. Stacks and sides untouched are shared. Null when
 * the ids differ or too many units changed. `before` comes with its key count, keys and
 * values (read when it was worked out); when `units` lists the same keys in the same order
 * (a copy with units written over it) the states are compared place by place, else
 * `units` is walked id by id. The same record at another version (a working copy written
 * in place since, state/unit-writes.ts) compares by place with the values read then.
 */
function patch(
  ctx: CtsContext,
  { units: before, version: beforeVersion, size: beforeSize, keys: beforeKeys, values: beforeValues }: { units: CtsState['units']; version: number; size: number; keys: readonly string[]; values: readonly (UnitState | undefined)[] },
  by: Stands,
  units: CtsState['units'],
  version: number,
  keys: readonly string[],
  values: readonly (UnitState | undefined)[],
): { by: Stands; size: number } | null {
  if (units === before && version === beforeVersion) return { by, size: beforeSize };
  // each changed unit with its state in `before` as read then
  const changed: [string, UnitState][] = [];
  let n = 0;
  if (sameKeys(beforeKeys, keys)) {
    // a copy with some units written over (every change to a position is one): the same keys in the same order, so the states compare by place, without looking each id up
    for (; n < keys.length; n++) {
      const was = beforeValues[n];
      const now = values[n];
      if (now === undefined) return null;
      if (was === now) continue;
      if (was === undefined) return null;
      changed.push([keys[n]!, was]);
      if (changed.length > PATCH_LIMIT) return null;
    }
  } else {
    // `before` read as it is now: written in place since (state/unit-writes.ts), it is not the position it was
    if (unitsVersion(before) !== beforeVersion) return null;
    for (const id in units) {
      n++;
      const was = before[id];
      const now = units[id];
      if (now === undefined) return null;
      if (was === now) continue;
      if (was === undefined || !Object.hasOwn(before, id)) return null;
      changed.push([id, was]);
      if (changed.length > PATCH_LIMIT) return null;
    }
  }
  if (beforeSize !== n) return null;
  const out: Record<CtsSide, Map<HexId, readonly Placed[]>> = { axis: by.axis as Map<HexId, readonly Placed[]>, soviet: by.soviet as Map<HexId, readonly Placed[]> };
  const touched: Record<CtsSide, Set<HexId> | null> = { axis: null, soviet: null };
  const edit = (side: CtsSide, hex: HexId): Map<HexId, readonly Placed[]> => {
    if (!touched[side]) {
      out[side] = copyMap(out[side]);
      touched[side] = new Set();
    }
    touched[side].add(hex);
    return out[side];
  };
  for (const [id, was] of changed) {
    const spec = ctx.units.get(id);
    const now = units[id]!;
    if (!spec) {
      if (now.where === 'map' && now.hex !== null) throw new Error(`unknown unit ${id}`);
      continue;
    }
    if (was.where === 'map' && was.hex !== null) {
      const stand = edit(spec.side, was.hex);
      const rest = (stand.get(was.hex) ?? []).filter((p) => p.spec.id !== id);
      if (rest.length > 0) stand.set(was.hex, rest);
      else stand.delete(was.hex);
    }
    if (now.where === 'map' && now.hex !== null) {
      const stand = edit(spec.side, now.hex);
      const list = [...(stand.get(now.hex) ?? [])];
      let at = list.length;
      while (at > 0 && list[at - 1]!.spec.id > id) at--;
      list.splice(at, 0, { spec, state: now, hex: now.hex });
      stand.set(now.hex, list);
    }
  }
  for (const side of ['axis', 'soviet'] as const) {
    const hexes = touched[side];
    if (hexes) patchedFrom.set(out[side], { from: by[side], hexes });
  }
  return { by: out, size: n };
}

/** Whether two records' key lists (Object.keys) are the same keys in the same order. */
function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** How many keys a units record has, as for...in counts them. */
function keyCount(units: CtsState['units']): number {
  let n = 0;
  for (const _ in units) n++;
  return n;
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
