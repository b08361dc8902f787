import { cached } from '#kernel/memo/cached';
import type { HexId } from '#kernel/ids';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { enemyOf } from '../occupancy';
import { airFlies } from './flying-weather';
import { placedAir } from './placed';

/** CtS 23.10.1 (2): rail movement leaving an Interdicted Hex stops this many hexes past it. */
export const RAIL_HEXES_PAST_INTERDICTION = 5;

/**
 * CtS 23.10 what the enemy's air units do to a side's movement: the hexes they occupy are
 * Interdicted, the six around each its Secondary Interdiction Zone. Only the non-phasing
 * player's surviving air units on the map interdict, only the phasing player's units are
 * hindered, and only in Clear weather (23.17).
 */
export interface Interdiction {
  interdicted: ReadonlySet<HexId>;
  /** The Secondary Interdiction Zones (the Interdicted hexes themselves not included). */
  zone: ReadonlySet<HexId>;
}

export const NO_INTERDICTION: Interdiction = { interdicted: new Set(), zone: new Set() };

const interdictions = new WeakMap<CtsContext, WeakMap<CtsState, Map<CtsSide, Interdiction>>>();

/** Read once per position and side: every step cost and rail search of a move asks it. */
export function interdictionFor(ctx: CtsContext, state: CtsState, side: CtsSide): Interdiction {
  return cached(cached(cached(interdictions, ctx, () => new WeakMap()), state, () => new Map()), side, () => findInterdiction(ctx, state, side));
}

function findInterdiction(ctx: CtsContext, state: CtsState, side: CtsSide): Interdiction {
  if (side !== state.phasing || !airFlies(state)) return NO_INTERDICTION;
  const interdicted = new Set(placedAir(ctx, state, enemyOf(side)).map((a) => a.hex));
  if (interdicted.size === 0) return NO_INTERDICTION;
  const zone = new Set<HexId>();
  for (const h of interdicted) for (const n of ctx.map.grid.neighbours(h)) if (!interdicted.has(n)) zone.add(n);
  return { interdicted, zone };
}

/** 23.10.1 (1): leaving an Interdicted Hex costs one more Movement Point. */
export const leavingCost = (i: Interdiction, from: HexId): number => (i.interdicted.has(from) ? 1 : 0);

/**
 * 23.10.1 (4): roads in an Interdicted hex or its Secondary Zone are ignored, and bridges on
 * an Interdicted hex's hexsides (a bridge is a road across a river): true when the road
 * between `from` and `to` may not be used.
 */
export const roadIgnored = (i: Interdiction, from: HexId, to: HexId): boolean =>
  i.interdicted.has(from) || i.interdicted.has(to) || i.zone.has(from) || i.zone.has(to);

/** 23.10.1 (2): the last index of a rail path the unit may reach: five hexes past the first Interdicted Hex it leaves (its start counts). */
export function railStopIndex(i: Interdiction, start: HexId, path: readonly HexId[]): number | null {
  const hexes = [start, ...path];
  const left = hexes.slice(0, -1).findIndex((h) => i.interdicted.has(h));
  return left < 0 ? null : left + RAIL_HEXES_PAST_INTERDICTION - 1;
}

/** 23.10.1 (3): an advance after combat stops in an Interdicted Hex it enters. */
export const advanceStops = (i: Interdiction, to: HexId): boolean => i.interdicted.has(to);
