import type { GameEvent } from '../../../kernel/engine/events';
import type { HexId } from '../../../kernel/ids';
import { cached } from '../../../kernel/memo/cached';
import type { CtsContext } from '../data/context';
import type { CtsState } from '../state/types';

/**
 * CtS 19.4: a frozen army is released at once when an Axis unit comes within 8 hexes of
 * any of its units. CtS 35.6 Kuban Garrison: the four Soviet units around the south map's
 * 4336 are frozen too, but by their own rule (not 19.4): see releaseKuban. Both run after
 * every Axis move and battle.
 */
export function releaseNearAxis(ctx: CtsContext, state: CtsState): { state: CtsState; events: GameEvent[] } {
  const kuban = releaseKuban(ctx, state);
  state = kuban.state;
  // asked after every Axis move and battle: one pass over the units, the garrison read only when a unit is frozen
  let garrison: ReadonlySet<string> | undefined;
  const frozen: string[] = [];
  for (const id in state.units) {
    const u = state.units[id]!;
    if (!u.frozen || u.where !== 'map' || u.hex === null) continue;
    garrison ??= new Set(ctx.scenarios.get(state.scenario)?.kuban?.units ?? []);
    if (!garrison.has(id)) frozen.push(id);
  }
  if (frozen.length === 0) return kuban; // no army left to release
  // the Axis hexes, those on the map looked up in the range of each frozen hex, the others measured
  const axisSet = new Set<HexId>();
  for (const id in state.units) {
    const u = state.units[id]!;
    if (u.where === 'map' && u.hex !== null && ctx.units.get(id)!.side === 'axis') axisSet.add(u.hex);
  }
  const axisOnMap: HexId[] = [];
  const axisOffMap: HexId[] = [];
  for (const h of axisSet) (ctx.map.has(h) ? axisOnMap : axisOffMap).push(h);
  const reached = new Map<HexId, boolean>(); // per frozen hex
  const armies = new Set<string>();
  for (const id of frozen) {
    const u = state.units[id]!;
    const army = ctx.units.get(id)!.army;
    if (armies.has(army)) continue;
    const hex = u.hex!;
    let near = reached.get(hex);
    if (near === undefined) {
      const range = withinRelease(ctx, hex);
      near = axisOnMap.some((h) => range.has(h)) || axisOffMap.some((h) => ctx.map.grid.distance(h, hex) <= RELEASE_RANGE);
      reached.set(hex, near);
    }
    if (near) armies.add(army);
  }
  if (armies.size === 0) return kuban;
  const units = { ...state.units };
  for (const [id, u] of Object.entries(units)) if (u.frozen && !garrison!.has(id) && armies.has(ctx.units.get(id)!.army)) units[id] = { ...u, frozen: false };
  return {
    state: { ...state, units },
    events: [...kuban.events, ...[...armies].sort().map((a) => ({ type: 'frozen-released', rule: 'CtS 19.4', army: a, text: `an Axis unit within 8 hexes releases the ${a} army` }))],
  };
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
  const units = { ...state.units };
  for (const id of kuban.units) if (units[id]?.frozen) units[id] = { ...units[id]!, frozen: false };
  return {
    state: { ...state, units },
    events: [{ type: 'frozen-released', rule: 'CtS 35.6', army: 'Kuban garrison', text: `${ctx.units.get(by[0])!.name} at ${by[1].hex} releases the Kuban garrison` }],
  };
}

/** CtS 35.6: whether a unit is one of the scenario's Kuban garrison (frozen by 35.6, not by 19.4). */
export function kubanGarrison(ctx: CtsContext, state: Pick<CtsState, 'scenario'>, unit: string): boolean {
  return ctx.scenarios.get(state.scenario)?.kuban?.units.includes(unit) ?? false;
}
