import type { GameEvent } from '#kernel/engine/events';
import { hexId, type HexId } from '#kernel/ids';
import { cached } from '#kernel/memo/cached';
import type { CtsContext } from '../data/context';
import type { CtsState, UnitState } from '../state/types';
import { occupancy, standsChange, type Placed } from './occupancy';
import { unitWith } from '#games/campaign-to-stalingrad/state/unit-record';
import { writeUnits } from '#games/campaign-to-stalingrad/state/unit-writes';

/**
 * CtS 19.4: a frozen army is released at once when an Axis unit comes within 8 hexes of
 * any of its units. CtS 35.6 Kuban Garrison: the four Soviet units around the south map's
 * 4336 are frozen too, but by their own rule (not 19.4): see releaseKuban. Both run after
 * every Axis move and battle.
 *
 * Asked after every Axis order, so read from who stands where (occupancy.ts, worked out
 * once per position and patched from the last): the frozen units on the map are kept per
 * side's stacks object and, for stacks patched from others, carried over with only the
 * changed hexes read again; the Axis hexes are the Axis stacks' hexes.
 */
export function releaseNearAxis(ctx: CtsContext, state: CtsState): { state: CtsState; events: GameEvent[] } {
  const kuban = releaseKuban(ctx, state);
  state = kuban.state;
  const occ = occupancy(ctx, state);
  const onMap = [...frozenOn(occ.stands('axis')), ...frozenOn(occ.stands('soviet'))];
  if (onMap.length === 0) return kuban; // no army left to release
  const garrison = new Set(ctx.scenarios.get(state.scenario)?.kuban?.units ?? []);
  const frozen = onMap.filter((f) => !garrison.has(f.id));
  if (frozen.length === 0) return kuban;
  const axisNear = axisNearness(ctx, occ.stands('axis'));
  const armies = new Set<string>();
  for (const { id, hex } of frozen) {
    const army = ctx.units.get(id)!.army;
    if (!armies.has(army) && axisNear(hex)) armies.add(army);
  }
  if (armies.size === 0) return kuban;
  const released: [string, UnitState][] = [];
  for (const id in state.units) {
    const u = state.units[id]!;
    if (u.frozen && !garrison.has(id) && armies.has(ctx.units.get(id)!.army)) released.push([id, unitWith(u, { frozen: false })]);
  }
  const units = writeUnits(state, released);
  return {
    state: { ...state, units },
    events: [...kuban.events, ...[...armies].sort().map((a) => ({ type: 'frozen-released', rule: 'CtS 19.4', army: a, text: `an Axis unit within 8 hexes releases the ${a} army` }))],
  };
}

type Stands = ReadonlyMap<HexId, readonly Placed[]>;

/** A frozen unit on the map and its hex. */
interface FrozenOnMap {
  id: string;
  hex: HexId;
}

const frozenByStands = new WeakMap<Stands, readonly FrozenOnMap[]>();

/**
 * The frozen units in a side's stacks. Stacks patched from others (occupancy.ts
 * standsChange) whose frozen units are known, a few patches back, keep those outside the
 * hexes changed since and read those hexes again; others are read whole.
 */
function frozenOn(stands: Stands): readonly FrozenOnMap[] {
  const known = frozenByStands.get(stands);
  if (known) return known;
  const found: FrozenOnMap[] = [];
  // the stacks a few patches back whose frozen units are known, and every hex changed since
  const changed = new Set<HexId>();
  let before: readonly FrozenOnMap[] | undefined;
  let at = stands;
  for (let back = 0; back < PATCHES_BACK && before === undefined; back++) {
    const change = standsChange(at);
    if (!change) break;
    for (const h of change.hexes) changed.add(h);
    at = change.from;
    before = frozenByStands.get(at);
  }
  if (before) {
    for (const f of before) if (!changed.has(f.hex)) found.push(f);
    for (const h of changed) readFrozen(stands, h, found);
  } else for (const h of stands.keys()) readFrozen(stands, h, found);
  frozenByStands.set(stands, found);
  return found;
}

/** The frozen units in a hex of `stands`, added to `found`. */
function readFrozen(stands: Stands, hex: HexId, found: FrozenOnMap[]): void {
  for (const p of stands.get(hex) ?? []) if (p.state.frozen) found.push({ id: p.spec.id, hex });
}

/** How many patches back (occupancy.ts standsChange) known frozen units are looked for. */
const PATCHES_BACK = 8;

const nearByStands = new WeakMap<Stands, Map<HexId, boolean>>();

/**
 * CtS 19.4: whether an Axis stack stands within 8 hexes of a hex, kept per Axis stacks
 * object and hex. For Axis stacks patched from stacks whose answers are known, a few
 * patches back, a hex with no Axis unit in range there has one only among the hexes
 * changed since that now hold Axis units; otherwise the Axis hexes on the map are looked
 * up in the hex's range (or the range's hexes among the Axis stacks, whichever is
 * shorter) and those beyond the map's edge measured.
 */
function axisNearness(ctx: CtsContext, axisStands: Stands): (hex: HexId) => boolean {
  const known = cached(nearByStands, axisStands, () => new Map());
  // the nearest stacks before with answers, and the hexes changed since that hold Axis units now
  const changed = new Set<HexId>();
  let before: ReadonlyMap<HexId, boolean> | undefined;
  let at = axisStands;
  for (let back = 0; back < PATCHES_BACK && before === undefined; back++) {
    const change = standsChange(at);
    if (!change) break;
    for (const h of change.hexes) changed.add(h);
    at = change.from;
    before = nearByStands.get(at);
  }
  const arrived = [...changed].filter((h) => axisStands.has(h));
  return (hex) => {
    const hit = known.get(hex);
    if (hit !== undefined) return hit;
    const range = withinRelease(ctx, hex);
    let near: boolean;
    if (before?.get(hex) === false) near = arrived.some((h) => (ctx.map.has(h) ? range.has(h) : ctx.map.grid.distance(h, hex) <= RELEASE_RANGE));
    else {
      const { onMap, offMap } = axisHexes(ctx, axisStands);
      // the shorter list is walked: the range's hexes looked up among the Axis stacks, or the Axis hexes in the range
      near = (range.size < onMap.length ? [...range].some((h) => axisStands.has(h)) : onMap.some((h) => range.has(h))) || offMap.some((h) => ctx.map.grid.distance(h, hex) <= RELEASE_RANGE);
    }
    known.set(hex, near);
    return near;
  };
}

const axisByStands = new WeakMap<Stands, { onMap: readonly HexId[]; offMap: readonly HexId[] }>();

/** The hexes of the Axis stacks, those on the map and those beyond its edge. */
function axisHexes(ctx: CtsContext, stands: Stands): { onMap: readonly HexId[]; offMap: readonly HexId[] } {
  return cached(axisByStands, stands, () => {
    const onMap: HexId[] = [];
    const offMap: HexId[] = [];
    for (const h of stands.keys()) (ctx.map.has(h) ? onMap : offMap).push(h);
    return { onMap, offMap };
  });
}

/** CtS 19.4: "within 8 hexes". */
const RELEASE_RANGE = 8;
const ranges = new WeakMap<CtsContext, Map<HexId, ReadonlySet<HexId>>>();

/** The map's hexes within RELEASE_RANGE of `hex` (grid.within keeps to grid.distance), found once per hex. */
function withinRelease(ctx: CtsContext, hex: HexId): ReadonlySet<HexId> {
  return cached(cached(ranges, ctx, () => new Map()), hex, () => new Set(ctx.map.grid.within(hex, RELEASE_RANGE)));
}

/**
 * CtS 35.6 [Change] Kuban Garrison: the garrison may not move until an Axis unit on the
 * south map moves adjacent to Rostov or to a Don River/Marsh hex; the scenario lists the
 * hexes that are so adjacent (`kuban.releaseHexes`, none of them on the Axis side of the
 * start line), so an Axis unit standing on one has moved there.
 */
export function releaseKuban(ctx: CtsContext, state: CtsState): { state: CtsState; events: GameEvent[] } {
  const kuban = ctx.scenarios.get(state.scenario)?.kuban;
  if (!kuban || !kuban.units.some((id) => state.units[id]?.frozen)) return { state, events: [] };
  // an Axis stack on a release hex, before the units are read in their order for the one named
  const axis = occupancy(ctx, state).stands('axis');
  if (!kuban.releaseHexes.some((h) => axis.has(hexId(h)))) return { state, events: [] };
  const release = new Set(kuban.releaseHexes);
  let by: [string, CtsState['units'][string]] | undefined;
  for (const id in state.units) {
    const u = state.units[id]!;
    if (u.where === 'map' && u.hex !== null && release.has(u.hex) && ctx.units.get(id)!.side === 'axis') {
      by = [id, u];
      break;
    }
  }
  if (!by) return { state, events: [] };
  const units = writeUnits(state, [...new Set(kuban.units)].filter((id) => state.units[id]?.frozen).map((id) => [id, unitWith(state.units[id]!, { frozen: false })] as const));
  return {
    state: { ...state, units },
    events: [{ type: 'frozen-released', rule: 'CtS 35.6', army: 'Kuban garrison', text: `${ctx.units.get(by[0])!.name} at ${by[1].hex} releases the Kuban garrison` }],
  };
}

/** CtS 35.6: whether a unit is one of the scenario's Kuban garrison (frozen by 35.6, not by 19.4). */
export function kubanGarrison(ctx: CtsContext, state: Pick<CtsState, 'scenario'>, unit: string): boolean {
  return ctx.scenarios.get(state.scenario)?.kuban?.units.includes(unit) ?? false;
}
