import type { HexId } from '#kernel/ids';
import { cached } from '#kernel/memo/cached';
import type { CtsContext } from '#games/campaign-to-stalingrad/data/context';
import type { CtsSide } from '#games/campaign-to-stalingrad/data/schema';
import type { CtsState } from '#games/campaign-to-stalingrad/state/types';
import { placedAir } from './placed';
import { airHqsOnMap, suppliedAirHqs, supportFactor } from './hq-support';

/** A Support (23.6): an Air HQ or a Major City hex, where it is and how many air units it takes. */
export interface SupportSource {
  /** The Air HQ's id, or `city:<hex>`. */
  id: string;
  hex: HexId;
  capacity: number;
}

/**
 * CtS 23.6-23.8: the side's Supports: each Air HQ on the map with its Support Factor
 * (23.7), each friendly-controlled Major City hex with 1 (23.8); an Air HQ in a Major City
 * supports its Support Factor plus one.
 */
export function supportSources(ctx: CtsContext, state: CtsState, side: CtsSide): SupportSource[] {
  const supplied = suppliedAirHqs(ctx, state, side);
  const out: SupportSource[] = [];
  const withHq = new Set<string>();
  for (const hq of airHqsOnMap(ctx, state, side)) {
    const city = ctx.map.hasFeature(hq.hex, 'major-city') ? 1 : 0; // CtS 23.8
    out.push({ id: hq.id, hex: hq.hex, capacity: supportFactor(ctx, state, hq.id, supplied.has(hq.id)) + city });
    withHq.add(hq.hex);
  }
  for (const hex of majorCities(ctx)) {
    if (state.control[hex] === side && !withHq.has(hex)) out.push({ id: `city:${hex}`, hex, capacity: 1 });
  }
  return out;
}

const cities = new WeakMap<CtsContext, readonly HexId[]>();

/** The map's Major City hexes in id order (23.8), listed once per title rather than sorting the control record at every question. */
function majorCities(ctx: CtsContext): readonly HexId[] {
  return cached(cities, ctx, () => ctx.map.hexIds().filter((h) => ctx.map.hasFeature(h, 'major-city')).sort());
}

/** CtS 23.4, 23.6: how far an air unit may be from its Support: its range, half (fractions dropped) when placed defensively. */
export const reachOf = (range: number, mission: 'offensive' | 'defensive' | null): number => (mission === 'defensive' ? Math.floor(range / 2) : range);

/**
 * CtS 23.6: which placed air units have Support, checked after placement: each Support
 * takes up to its capacity of units within their reach; the assignment that supports the
 * most units is found (augmenting paths, units in id order). The rest are unsupported.
 */
export function assignSupport(ctx: CtsContext, state: CtsState, side: CtsSide): { supported: Map<string, string>; unsupported: string[] } {
  const units = placedAir(ctx, state, side);
  if (units.length === 0) return { supported: new Map(), unsupported: [] };
  const sources = supportSources(ctx, state, side);
  const fits = new Map(units.map((u) => [u.id, sources.filter((s) => s.capacity > 0 && ctx.map.grid.distance(u.hex, s.hex) <= reachOf(u.spec.range, u.state.mission)).map((s) => s.id)]));
  const cap = new Map(sources.map((s) => [s.id, s.capacity]));
  const holders = new Map<string, string[]>(sources.map((s) => [s.id, []]));
  const of = new Map<string, string>();
  const place = (unit: string, seen: Set<string>): boolean => {
    for (const s of fits.get(unit) ?? []) {
      if (seen.has(s)) continue;
      seen.add(s);
      const held = holders.get(s)!;
      if (held.length < cap.get(s)!) {
        held.push(unit);
        of.set(unit, s);
        return true;
      }
      for (const other of [...held]) {
        if (place(other, seen)) {
          held.splice(held.indexOf(other), 1, unit);
          of.set(unit, s);
          return true;
        }
      }
    }
    return false;
  };
  const unsupported: string[] = [];
  for (const u of units) if (!place(u.id, new Set())) unsupported.push(u.id);
  return { supported: of, unsupported };
}

/**
 * The side's Supports, read once per state (a state object is never changed in place; a
 * window's working copy of the units is written only with a new state object,
 * state/unit-writes.ts): the placements of one window ask for them hex after hex.
 */
const sourcesSeen = new WeakMap<CtsContext, WeakMap<CtsState, Map<CtsSide, SupportSource[]>>>();
function supportSourcesOnce(ctx: CtsContext, state: CtsState, side: CtsSide): SupportSource[] {
  const bySide = cached(cached(sourcesSeen, ctx, () => new WeakMap()), state, () => new Map<CtsSide, SupportSource[]>());
  return cached(bySide, side, () => supportSources(ctx, state, side));
}

/** CtS 23.6: whether `hex` is within `reach` of any of the side's Supports (capacity is checked after placement). */
export function nearSupport(ctx: CtsContext, state: CtsState, side: CtsSide, hex: HexId, reach: number): boolean {
  return supportSourcesOnce(ctx, state, side).some((s) => s.capacity > 0 && ctx.map.grid.distance(hex, s.hex) <= reach);
}
