import type { HexId } from '#kernel/ids';
import { labelSlot } from '#kernel/hex/label';
import { cached } from '#kernel/memo/cached';
import type { BondMap } from '#kernel/zoc/bond-map';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { isIsolated } from '../communication';
import type { Occupancy } from '../occupancy';
import { connectingRailSet } from './connecting-rail';
import { tracesSupply } from './line-of-supply';
import { armyHqIds } from './sources';
import { depletedGround, isolatedHqSupplies } from '../pockets/pocket-supply';

/** Hexes a Line of Supply of at most `length` hexes may end in (16.2). */
export interface SupplySourceSet {
  hexes: ReadonlySet<HexId>;
  length: number;
}

/**
 * CtS 16.5 General Supply sources: Connecting Rail Hexes (2 hexes), Depots (2) and Army
 * HQs that are not Isolated (German 8, others 5; 16.7); from engine cts-7 in Section II an
 * Isolated Army HQ too, and no Army HQ or Depot of a pocket at Depots Depleted or worse
 * (27.0, 27.2: rules/pockets/pocket-supply.ts).
 */
export function generalSupplySources(ctx: CtsContext, state: CtsState, occ: Occupancy, side: CtsSide, enemyBonds: BondMap): SupplySourceSet[] {
  const rail = connectingRailSet(ctx, state, occ, side, enemyBonds);
  const depleted = depletedGround(ctx, state, occ, side, enemyBonds); // CtS 27.2 DEPOTS DEPLETED
  const sources: SupplySourceSet[] = [
    { hexes: rail, length: ctx.tables.supply.lineOfSupply['connecting-rail']! },
    { hexes: new Set(state.depots.filter((d) => d.side === side && !depleted.has(d.hex)).map((d) => d.hex)), length: ctx.tables.supply.lineOfSupply.depot! },
  ];
  const pocketHq = isolatedHqSupplies(ctx, state, side); // 27.0, 27.2: an Isolated HQ of a pocket not yet Depleted
  for (const id of armyHqIds(ctx, state.units, side)) {
    const u = state.units[id]!;
    const spec = ctx.units.get(id)!;
    if (u.where !== 'map' || u.hex === null) continue;
    if (!pocketHq(id) && isIsolated(ctx, state, occ, side, u.hex, enemyBonds)) continue; // 16.7: not a source while Isolated
    const length = spec.nationality === 'german' ? ctx.tables.supply.lineOfSupply['german-army-hq']! : ctx.tables.supply.lineOfSupply['army-hq']!;
    sources.push({ hexes: new Set([u.hex]), length });
  }
  return sources;
}

/**
 * CtS 12.1 guideline 4, 16.5: the hexes from `end` to the nearest General Supply source
 * of `side` other than `except` (the hex a retreat leaves), 0 when there is none: the
 * sources generalSupplySources finds, measured without asking whether an Army HQ is
 * Isolated (a search per HQ) unless it is nearer than every source found so far. The
 * Connecting Rail Hexes are measured once per set the search found (nearestIn), which
 * later positions share while the search would answer alike.
 */
export function supplySourceDistance(ctx: CtsContext, state: CtsState, occ: Occupancy, side: CtsSide, enemyBonds: BondMap, except: HexId): (end: HexId) => number {
  let rail: ReadonlySet<HexId> | undefined;
  let depots: HexId[] | undefined;
  let hqs: { id: string; hex: HexId }[] | undefined;
  let pocketHq: ((hq: string) => boolean) | undefined;
  // paths of a retreat often end in one hex: each end is measured once
  const measured = new Map<HexId, number>();
  return (end) =>
    cached(measured, end, () => {
      rail ??= connectingRailSet(ctx, state, occ, side, enemyBonds);
      if (!depots) {
        const spent = depletedGround(ctx, state, occ, side, enemyBonds); // 27.2: a depleted pocket's Depots are no source
        depots = state.depots.filter((d) => d.side === side && d.hex !== except && !spent.has(d.hex)).map((d) => d.hex);
      }
      hqs ??= armyHqHexes(ctx, state, side).filter((h) => h.hex !== except);
      pocketHq ??= isolatedHqSupplies(ctx, state, side); // 27.0, 27.2
      const grid = ctx.map.grid;
      const nearest = nearestIn(ctx, rail, end);
      let best = nearest.at.some((h) => h !== except) ? nearest.distance : nearest.next;
      for (const h of depots) {
        const d = grid.distance(end, h);
        if (d < best) best = d;
      }
      for (const h of hqs) {
        const d = grid.distance(end, h.hex);
        if (d < best && (pocketHq!(h.id) || !isIsolated(ctx, state, occ, side, h.hex, enemyBonds))) best = d; // 16.7: not a source while Isolated
      }
      return best === Infinity ? 0 : best;
    });
}

/** The hexes of a set nearest a hex, their distance, and the distance of the next nearest (Infinity when none). */
interface Nearest {
  distance: number;
  at: readonly HexId[];
  next: number;
}

const nearests = new WeakMap<CtsContext, WeakMap<ReadonlySet<HexId>, Map<HexId, Nearest>>>();

/** The hexes of `set` (a set never written) nearest `end`, kept per set and hex: without one of them, the nearest are the others, or those at `next`. */
function nearestIn(ctx: CtsContext, set: ReadonlySet<HexId>, end: HexId): Nearest {
  return cached(cached(cached(nearests, ctx, () => new WeakMap()), set, () => new Map()), end, () => {
    const grid = ctx.map.grid;
    const { hexes, slots } = slotsOf(set);
    const from = labelSlot(end);
    let distance = Infinity;
    let next = Infinity;
    let at: HexId[] = [];
    for (let i = 0; i < hexes.length; i++) {
      const h = hexes[i]!;
      const d = from < 0 || slots[i]! < 0 ? grid.distance(end, h) : grid.slotDistance(from, slots[i]!);
      if (d < distance) {
        next = distance;
        distance = d;
        at = [h];
      } else if (d === distance) at.push(h);
      else if (d < next) next = d;
    }
    return { distance, at, next };
  });
}

const setSlots = new WeakMap<ReadonlySet<HexId>, { hexes: readonly HexId[]; slots: Int32Array }>();

/** A set's hexes in its order with their label slots (hex/label.ts), read once per set: each retreat's ends are measured against every hex of it. */
function slotsOf(set: ReadonlySet<HexId>): { hexes: readonly HexId[]; slots: Int32Array } {
  return cached(setSlots, set, () => {
    const hexes = [...set];
    return { hexes, slots: Int32Array.from(hexes, labelSlot) };
  });
}

/** The hexes of the side's Army HQs on the map, in the state's unit order. */
function armyHqHexes(ctx: CtsContext, state: CtsState, side: CtsSide): { id: string; hex: HexId }[] {
  const out: { id: string; hex: HexId }[] = [];
  for (const id of armyHqIds(ctx, state.units, side)) {
    const u = state.units[id]!;
    if (u.where !== 'map' || u.hex === null) continue;
    out.push({ id, hex: u.hex });
  }
  return out;
}

/** CtS 16.5: whether a unit of `side` in `hex` traces a Line of Supply to any of the sources. */
export function inGeneralSupply(ctx: CtsContext, occ: Occupancy, side: CtsSide, enemyBonds: BondMap, hex: HexId, sources: readonly SupplySourceSet[]): boolean {
  return sources.some((s) => tracesSupply(ctx, occ, side, enemyBonds, hex, s.hexes, s.length));
}
